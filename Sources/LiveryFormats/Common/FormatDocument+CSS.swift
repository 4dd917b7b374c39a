import LiveryCore
import LiverySyntax
import LiveryValues

extension FormatDocument {
    /// The document as Livery CSS text: variables first, then one rule per format rule in
    /// order, conditional rules inside `@media` blocks; what Livery cannot express stays as
    /// `/* warning: … */` comments.
    var cssText: String {
        var out = "/* Converted from \(format) '\(Paths.fileName(of: file.path))' by livery convert. */\n"
        for note in notes { out += "/* \(Self.commentSafe(note)) */\n" }
        if !variables.isEmpty {
            out += "\n"
            for variable in variables.all {
                out += "@\(ComponentValue.identifier(variable.name)): \(variable.value.cssText);\n"
            }
        }
        for rule in rules where !rule.declarations.isEmpty || !rule.notes.isEmpty {
            out += "\n" + Self.css(for: rule)
        }
        return out
    }

    /// One rule, wrapped in one `@media` block per condition clause.
    static func css(for rule: FormatRule) -> String {
        let clauses = rule.condition?.clauses ?? []
        var indent = ""
        var out = ""
        for clause in clauses {
            out += indent + "@media " + clause.map(\.description).joined(separator: ", ") + " {\n"
            indent += "  "
        }
        for note in rule.notes { out += indent + "/* \(commentSafe(note)) */\n" }
        out += indent + rule.selectors.map(\.description).joined(separator: ", ") + " {"
        if rule.declarations.isEmpty {
            out += " }\n"
        } else {
            out += "\n"
            for declaration in rule.declarations {
                out += indent + "  " + css(for: declaration) + "\n"
            }
            out += indent + "}\n"
        }
        for _ in clauses {
            indent.removeLast(2)
            out += indent + "}\n"
        }
        return out
    }

    /// `name(parameters): value [!important];`.
    static func css(for declaration: FormatDeclaration) -> String {
        let property = declaration.property
        // Each part an identifier, escaped as needed: a name another dialect allowed reads
        // back as that name (and is then reported as unknown, not as a syntax error).
        var name = (property.keyPath + [PropertyName.camelCased(property.written)])
            .map(ComponentValue.identifier).joined(separator: ".")
        if !property.parameters.isEmpty {
            name += "(" + property.parameters.map(ComponentValue.identifier).joined(separator: ", ") + ")"
        }
        // Strings as Livery reads them in the original (its escapes resolved), printed anew.
        let value = ValueParser.resolvingStrings(declaration.rawValue, in: declaration.span.file)
        return name + ": " + value.cssText + (declaration.important ? " !important" : "") + ";"
    }

    /// Text that cannot end a comment early.
    static func commentSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /")
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation needed).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
