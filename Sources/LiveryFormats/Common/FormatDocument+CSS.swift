import LiveryCore
import LiverySyntax
import LiveryValues

extension FormatDocument {
    /// The document as Livery CSS text: variables first, then one rule per format rule in
    /// order, conditional rules inside `@media` blocks; what Livery cannot express stays as
    /// `/* warning: … */` comments. `checker` tells which declarations are text.
    func cssText(checker: DeclarationChecker) -> String {
        var out = "/* Converted from \(format) '\(Paths.fileName(of: file.path))' by livery convert. */\n"
        for note in notes { out += "/* \(Self.commentSafe(note)) */\n" }
        if !variables.isEmpty {
            out += "\n"
            for variable in variables.all {
                out += "@\(ComponentValue.identifier(variable.name)): \(variable.value.cssText);\n"
            }
        }
        for rule in rules where !rule.declarations.isEmpty || !rule.notes.isEmpty {
            out += "\n" + Self.css(for: rule, checker: checker)
        }
        return out
    }

    /// One rule, wrapped in one `@media` block per condition clause.
    static func css(for rule: FormatRule, checker: DeclarationChecker) -> String {
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
                let definitions = checker.definitions(of: declaration.property, for: rule.selectors)
                let isText = !definitions.isEmpty && definitions.allSatisfy { $0.type == .string }
                out += indent + "  " + css(for: declaration, isText: isText) + "\n"
            }
            out += indent + "}\n"
        }
        for _ in clauses {
            indent.removeLast(2)
            out += indent + "}\n"
        }
        return out
    }

    /// `name(parameters): value [!important];`. The value of a text property (`isText`)
    /// written without quotes is its text as written, quoted: printed as CSS it would read
    /// as other text (`rgb(1,2,3)` as `rgb(1, 2, 3)`, ReflektorKit's `1px` as `1`).
    static func css(for declaration: FormatDeclaration, isText: Bool = false) -> String {
        let property = declaration.property
        // Each part an identifier, escaped as needed: a name another dialect allowed reads
        // back as that name (and is then reported as unknown, not as a syntax error).
        var name = (property.keyPath + [PropertyName.camelCased(property.written)])
            .map(ComponentValue.identifier).joined(separator: ".")
        if !property.parameters.isEmpty {
            name += "(" + property.parameters.map(ComponentValue.identifier).joined(separator: ", ") + ")"
        }
        // Strings as Livery reads them in the original (its escapes resolved), printed anew.
        var value = ValueParser.resolvingStrings(declaration.rawValue, in: declaration.span.file)
        if isText, VariableSyntax.firstReference(in: declaration.rawValue, includingAtKeywords: true) == nil,
           let written = ValueParser.writtenText(declaration.value, in: declaration.span.file) {
            value = [ComponentValue(.string(written), range: declaration.value.range ?? SourceRange(at: 0))]
        }
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
