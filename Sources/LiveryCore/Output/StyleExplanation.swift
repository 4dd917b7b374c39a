import LiverySyntax

/// Why an element looks the way it does: for every property, the matching declarations in
/// cascade order (lowest priority first), the winner, and why each other one lost. The
/// `explain` command prints it; a backend hands it to an app at run time.
public struct StyleExplanation: Sendable, CustomDebugStringConvertible {
    /// One property and the declarations that set it.
    public struct Property: Sendable {
        public let key: PropertyKey
        /// Declarations in cascade order; the last one is the winner.
        public let declarations: [MatchedDeclaration]
        /// For each declaration but the winner: why it lost to the winner.
        public let reasons: [String]

        public var json: JSONValue {
            var entries: [JSONValue] = []
            for (index, matched) in declarations.enumerated() {
                let isWinner = index == declarations.count - 1
                let location = matched.declaration.span.start
                var members: [(String, JSONValue)] = [
                    ("value", .string(StyleExplanation.shownValue(matched))),
                    ("selector", matched.selector.map { .string($0.description) } ?? .string("style=\"…\"")),
                    ("specificity", .string(matched.isInline ? "inline" : matched.specificity.description)),
                    ("origin", .string(matched.origin)),
                    ("important", .bool(matched.declaration.important)),
                    ("path", .string(matched.declaration.span.file.path)),
                    ("line", .number(Double(location.line))),
                    ("column", .number(Double(location.column))),
                    ("status", .string(isWinner ? "winner" : "overridden")),
                ]
                if !isWinner { members.append(("reason", .string(reasons[index]))) }
                entries.append(.object(members))
            }
            return .object([("property", .string(key.description)), ("declarations", .array(entries))])
        }
    }

    /// The element's type as written, id and classes.
    public let typeName: String
    public let id: String?
    public let classes: [String]
    public let properties: [Property]

    /// Explains `style`, the computed style of an element described by the other arguments.
    public init(typeName: String, id: String?, classes: [String], style: ComputedStyle?, mode: CascadeMode) {
        self.typeName = typeName
        self.id = id
        self.classes = classes
        let cascade = style?.cascade ?? []
        var byKey: [PropertyKey: [MatchedDeclaration]] = [:]
        for matched in cascade { byKey[matched.key, default: []].append(matched) }
        properties = byKey.keys.sorted().map { key in
            let declarations = byKey[key]!
            let winner = declarations[declarations.count - 1]
            let reasons = declarations.dropLast().map { Self.reason($0, lostTo: winner, mode: mode) }
            return Property(key: key, declarations: declarations, reasons: reasons)
        }
    }

    /// Why `loser` lost to `winner`.
    static func reason(_ loser: MatchedDeclaration, lostTo winner: MatchedDeclaration, mode: CascadeMode) -> String {
        let where_ = "\(winner.declaration.span)"
        if winner.declaration.important && !loser.declaration.important {
            return "the winner at \(where_) is !important"
        }
        if winner.isInline && !loser.isInline { return "the element's inline style wins over stylesheets" }
        if mode == .specificity, winner.specificity != loser.specificity {
            return "lower specificity \(loser.specificity) than \(winner.specificity) of '\(winner.selector?.description ?? "")'"
        }
        if winner.ruleOrder != loser.ruleOrder {
            let sameSheet = winner.origin == loser.origin
            let order = mode == .sourceOrder ? "source order: " : "same specificity, "
            return order + (sameSheet ? "the winner comes later in \(winner.origin)" : "the winner's stylesheet \(winner.origin) is loaded later")
        }
        return "declared earlier in the same rule"
    }

    public var elementJSON: JSONValue {
        var members: [(String, JSONValue)] = []
        if let id { members.append(("id", .string(id))) }
        members.append(("type", .string(typeName)))
        members.append(("classes", .array(classes.map { .string($0) })))
        return .object(members)
    }

    /// The readable form: a block per property, the winner marked with `✓`.
    public var text: String {
        var head = typeName
        if let id { head += "#" + id }
        for name in classes { head += "." + name }
        var out = head + "\n"
        if properties.isEmpty { out += "  no declaration matches this element\n" }
        for property in properties {
            out += "  \(property.key)\n"
            for (index, matched) in property.declarations.enumerated().reversed() {
                let isWinner = index == property.declarations.count - 1
                let selector = matched.selector?.description ?? "style=\"…\""
                let important = matched.declaration.important ? " !important" : ""
                out += "    \(isWinner ? "✓" : "✗") \(StyleExplanation.shownValue(matched))\(important)  \(selector)  \(matched.declaration.span)\n"
                if !isWinner { out += "        \(property.reasons[index])\n" }
            }
        }
        return out
    }

    public var debugDescription: String { text }
}

extension StyleExplanation {
    /// Explains a styled element's computed style (its type is its canonical type).
    public init<Element: StylableElement>(element: Element, mode: CascadeMode) {
        self.init(typeName: element.styleTypeChain.canonical, id: element.styleID, classes: element.styleClasses,
                  style: element.computedStyle, mode: mode)
    }
}

extension StyleExplanation {
    /// A matched declaration's value as explained: its text as written, or for a value the
    /// cascade derives from another property — the `font` its parts merge into, the
    /// `hidden` that `display: none` gives — the derived value.
    static func shownValue(_ matched: MatchedDeclaration) -> String {
        let derived = (matched.key.name == "font" || matched.key.name == "hidden")
            && matched.declaration.property.normalized != PropertyName.normalize(matched.key.name)
        guard derived, let typed = matched.typedValue else { return matched.declaration.value.cssText }
        return typed.cssText
    }
}
