import LiverySyntax

/// Compact, readable text forms of syntax trees and diagnostics, so tests can compare a
/// whole parse result with one string literal.
enum SyntaxSummary {
    /// Parses `text` as `test.css`.
    static func parse(_ text: String) -> StyleSheetSyntax {
        Parser.parse(SourceFile(path: "test.css", text: text))
    }

    /// Parses raw bytes as `test.css`.
    static func parse(bytes: [UInt8]) -> StyleSheetSyntax {
        Parser.parse(SourceFile(path: "test.css", bytes: bytes))
    }

    /// Each diagnostic as `line:col: severity: message [id]`.
    static func diagnostics(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let location = diagnostic.location
            return "\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
        }
    }

    /// One line per item, nested items indented by two spaces per level.
    static func items(_ items: [BlockItem], indent: String = "") -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .rule(let rule):
                let head = indent + rule.selectors.map(selector).joined(separator: ", ") + " {"
                return [head] + self.items(rule.items, indent: indent + "  ") + [indent + "}"]
            case .declaration(let declaration):
                let bang = declaration.important ? " !important" : ""
                return [indent + propertyName(declaration.name) + ": " + declaration.value.cssText + bang]
            case .variable(let variable):
                let prefix = variable.style == .at ? "@" : "--"
                return [indent + "var " + prefix + variable.name + ": " + variable.value.cssText]
            case .media(let media):
                let head = indent + "@media " + media.queries.map(query).joined(separator: ", ") + " {"
                return [head] + self.items(media.items, indent: indent + "  ") + [indent + "}"]
            case .importRule(let rule):
                return [indent + "@import " + rule.path]
            case .extend(let extend):
                return [indent + "@extend " + extend.targets.map(selector).joined(separator: ", ")]
            }
        }
    }

    /// A property name as `keyPath.name(p1, p2)`.
    static func propertyName(_ name: PropertyNameSyntax) -> String {
        let base = (name.keyPath + [name.name]).joined(separator: ".")
        return name.parameters.isEmpty ? base : base + "(" + name.parameters.joined(separator: ", ") + ")"
    }

    /// A complex selector with single spaces around combinators other than descendant.
    static func selector(_ selector: ComplexSelectorSyntax) -> String {
        var out = compound(selector.compounds[0])
        for (combinator, next) in zip(selector.combinators, selector.compounds.dropFirst()) {
            out += combinator == .descendant ? " " : " \(combinator.rawValue) "
            out += compound(next)
        }
        return out
    }

    static func compound(_ compound: CompoundSelectorSyntax) -> String {
        var out = compound.nesting ? "&" : ""
        if let type = compound.type {
            out += (type.includesSubclasses ? "^" : "") + type.name
        }
        for simple in compound.simples {
            switch simple {
            case .className(let name, _): out += "." + name
            case .id(let name, _): out += "#" + name
            case .pseudoClass(let pseudo):
                out += ":" + pseudo.name
                if let list = pseudo.selectorArgument {
                    out += "(" + list.map(selector).joined(separator: ", ") + ")"
                } else if let arguments = pseudo.arguments {
                    out += "(" + arguments.cssText + ")"
                }
            }
        }
        return out
    }

    static func query(_ query: MediaQuerySyntax) -> String {
        var parts: [String] = []
        if query.negated { parts.append("not") }
        if let type = query.mediaType { parts.append(type) }
        for feature in query.features {
            let value = feature.value.map { ": " + $0.cssText } ?? ""
            parts.append("(" + feature.name + value + ")")
        }
        return parts.joined(separator: " and ").replacingNotAnd()
    }
}

private extension String {
    /// `not and x` reads as `not x`.
    func replacingNotAnd() -> String {
        hasPrefix("not and ") ? "not " + dropFirst(8) : self
    }
}
