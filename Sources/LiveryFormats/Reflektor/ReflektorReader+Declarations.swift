import LiveryCore
import LiverySyntax

extension ReflektorReader {
    /// The Livery declarations of one ReflektorKit declaration: the `flex-*` directives
    /// mapped onto Livery's flexbox properties, other names dash-to-camel, custom keys kept.
    mutating func declarationItems(_ syntax: DeclarationSyntax, ruleIndex: Int) -> [Item] {
        let span = SourceSpan(file: document.file, range: syntax.range)
        if syntax.important {
            document.unexpressible(FormatDiagnosticID.reflektorLayoutTime,
                                   "'!important' (compute at layout time) has no Livery equivalent; Livery computes '\(syntax.name.name)' when it styles",
                                   at: span, rule: ruleIndex)
        }
        guard let substituted = values.substitute(syntax.value, diagnostics: &document.diagnostics) else { return [] }
        let value = values.rewrite(substituted)
        let raw = values.rewrite(syntax.value)
        let name = PropertyName.normalize(syntax.name.name)
        if let split = Self.splitDirectives[name] {
            return splitFunction(value, split, span: span)
        }
        if name == "flexcontainer" {
            guard value.count == 1, value[0].isIdentifier("true") else { return [] }
            let flex = SyntheticValues.make("flex", at: value[0].range)
            return [.declaration(FormatDeclaration(property: PropertyName(written: "display"), value: flex, span: span))]
        }
        if syntax.name.keyPath.isEmpty, syntax.name.parameters.isEmpty {
            if ruleIsButton, let (target, state) = Self.buttonAddition(name) {
                let property = PropertyName(written: target, parameters: [state])
                return [.declaration(FormatDeclaration(property: property, value: value, rawValue: raw, span: span))]
            }
            if let offset = Self.frameOrigin[name] {
                document.unexpressible(FormatDiagnosticID.reflektorFrameOrigin,
                                       "'\(syntax.name.name)' sets the frame's origin in ReflektorKit; Livery sets the layout offset '\(offset)', the same place unless a flex container lays the view out",
                                       at: span, rule: ruleIndex)
                return [.declaration(FormatDeclaration(property: PropertyName(written: offset), value: value, rawValue: raw, span: span))]
            }
        }
        let written = Self.renamed[name] ?? syntax.name.name
        let property = PropertyName(keyPath: syntax.name.keyPath, written: PropertyName.camelCased(written),
                                    parameters: syntax.name.parameters)
        return [.declaration(FormatDeclaration(property: property, value: value, rawValue: raw, span: span))]
    }

    /// ReflektorKit's `UIView` frame helpers `x` and `y` (`width` and `height` are Livery's own).
    static let frameOrigin: [String: String] = ["x": "left", "y": "top"]

    /// ReflektorKit's `UIButton` additions: `text`, `text-color`, `background-image` and
    /// `image`, each also prefixed `highlighted-`, `selected-` or `disabled-`, are the title,
    /// title color, background image and image for that control state.
    static func buttonAddition(_ name: String) -> (property: String, state: String)? {
        let targets = ["text": "title", "textcolor": "titleColor", "backgroundimage": "backgroundImage", "image": "image"]
        for state in ["normal", "highlighted", "selected", "disabled"] {
            let rest = state == "normal" ? name : (name.hasPrefix(state) ? String(name.dropFirst(state.count)) : "")
            if let target = targets[rest] { return (target, state) }
        }
        return nil
    }

    /// `flex-*` names whose Livery property has another name.
    static let renamed: [String: String] = [
        "flexjustifycontent": "justifyContent", "flexalignself": "alignSelf", "flexalignitems": "alignItems",
    ]

    /// Directives whose `function(…)` value splits into one Livery property per argument
    /// (`edge-insets` in ReflektorKit's order: left, top, right, bottom).
    static let splitDirectives: [String: (function: String, names: [String])] = [
        "flexminimumsize": ("size", ["minWidth", "minHeight"]), "flexmaximumsize": ("size", ["maxWidth", "maxHeight"]),
        "flexfixedsize": ("size", ["width", "height"]),
        "flexmargin": ("edge-insets", ["marginLeft", "marginTop", "marginRight", "marginBottom"]),
        "flexpadding": ("edge-insets", ["paddingLeft", "paddingTop", "paddingRight", "paddingBottom"]),
    ]

    /// `size(w, h)` or `edge-insets(l, t, r, b)` as one declaration per argument.
    mutating func splitFunction(_ value: [ComponentValue], _ split: (function: String, names: [String]),
                                span: SourceSpan) -> [Item] {
        let significant = value.filter { !$0.isWhitespace }
        let expected = "expected \(split.function)(" + split.names.map(PropertyName.normalize).joined(separator: ", ") + ")"
        guard significant.count == 1, case .function(let function, let arguments) = significant[0].kind,
              function.lowercased() == split.function else {
            document.error(FormatDiagnosticID.reflektorInvalidValue, expected, at: value.range ?? span.range)
            return []
        }
        let parts = arguments.splitByCommas()
        guard parts.count == split.names.count, !parts.contains(where: \.isEmpty) else {
            document.error(FormatDiagnosticID.reflektorInvalidValue, expected, at: significant[0].range)
            return []
        }
        return zip(split.names, parts).map { name, part in
            .declaration(FormatDeclaration(property: PropertyName(written: name), value: part, span: span))
        }
    }

    /// Replaces `include:` items with the included rules' declarations: the rule's own
    /// declarations win, then the first included selector's, and so on (ReflektorKit's order).
    mutating func resolveIncludes() {
        var resolved: [[FormatDeclaration]?] = Array(repeating: nil, count: items.count)
        for index in items.indices {
            if resolved[index] == nil { flatten(from: index, resolved: &resolved) }
            let selectors = document.rules[index].selectors
            document.rules[index].declarations = (resolved[index] ?? []).map {
                var declaration = $0
                // A key no class of the rule knows is a custom key, readable from code.
                declaration.isCustom = checker.definitions(of: declaration.property, for: selectors).isEmpty
                return declaration
            }
        }
        document.rules.removeAll { $0.selectors.isEmpty }
    }

    /// One rule being flattened: where it stands among its items, the names of its current
    /// `include:` and the rules the current name selects.
    private struct IncludeFrame {
        let index: Int
        var nextItem = 0
        var names: [(name: String, range: SourceRange)] = []
        var nextName = 0
        var current: (name: String, range: SourceRange)?
        var targets: [Int] = []
        var nextTarget = 0
        var included: [[FormatDeclaration]] = []
        var own: [FormatDeclaration] = []

        init(_ index: Int) { self.index = index }
    }

    /// Flattens the rule at `start` and every rule it includes, depth first with a stack of
    /// its own: a chain of thousands of rules each including the next must not take a
    /// stack frame per link.
    private mutating func flatten(from start: Int, resolved: inout [[FormatDeclaration]?]) {
        var stack = [IncludeFrame(start)]
        var visiting: Set<Int> = [start]
        while var frame = stack.popLast() {
            var descend: Int?
            while descend == nil {
                if frame.nextTarget < frame.targets.count, let (name, range) = frame.current {
                    let target = frame.targets[frame.nextTarget]
                    if let declarations = resolved[target] {
                        frame.nextTarget += 1
                        guard includedDeclarationCount + declarations.count <= StyleSheetLoader.maximumExtendedDeclarationsPerLoad else {
                            document.error(FormatDiagnosticID.reflektorIncludeTooLarge,
                                           "includes have copied \(StyleSheetLoader.maximumExtendedDeclarationsPerLoad) declarations "
                                               + "in this sheet already; 'include: \(name)' is ignored", at: range)
                            continue
                        }
                        includedDeclarationCount += declarations.count
                        frame.included.append(declarations)
                    } else if visiting.contains(target) {
                        frame.nextTarget += 1
                        document.error(FormatDiagnosticID.reflektorIncludeCycle,
                                       "'include: \(name)' leads back to this rule; ignored", at: range)
                    } else {
                        descend = target
                    }
                    continue
                }
                if frame.nextName < frame.names.count {
                    let (name, range) = frame.names[frame.nextName]
                    frame.nextName += 1
                    guard let targets = bySelector[name.trimmedASCII], !targets.isEmpty else {
                        // ReflektorKit copied the keys of a missing selector: none.
                        document.warning(FormatDiagnosticID.reflektorIncludeNotFound,
                                         "'include: \(name)' names no selector; nothing is included, as in ReflektorKit",
                                         at: range)
                        continue
                    }
                    frame.current = (name, range)
                    frame.targets = targets.filter { $0 != frame.index }
                    frame.nextTarget = 0
                    continue
                }
                guard frame.nextItem < items[frame.index].count else { break }
                switch items[frame.index][frame.nextItem] {
                case .declaration(let declaration): frame.own.append(declaration)
                case .include(let names):
                    frame.names = names
                    frame.nextName = 0
                }
                frame.nextItem += 1
            }
            if let child = descend {
                // Flatten the included rule first; this rule picks it up when it resumes.
                stack.append(frame)
                stack.append(IncludeFrame(child))
                visiting.insert(child)
                continue
            }
            resolved[frame.index] = (frame.included.reversed().flatMap { $0 } + frame.own)
                .keepingLast { Identity(span: $0.span, property: $0.property) }
            visiting.remove(frame.index)
        }
    }

    /// A declaration's identity among the copies includes make: its place and property (a
    /// shorthand's longhands share a place).
    struct Identity: Hashable {
        let span: SourceSpan
        let property: PropertyName
    }
}
