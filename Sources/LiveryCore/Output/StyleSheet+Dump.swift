import LiverySyntax
import LiveryValues

extension StyleSheet {
    /// The canonical text form: one rule per line,
    /// `SELECTOR, SELECTOR { name: value; name(param): value; }`, with `@media` conditions
    /// wrapped around the rule on the same line.
    public var dumpText: String {
        rules.map { $0.dumpText + "\n" }.joined()
    }

    /// The sheet as JSON: its path, rules and variables.
    public var dumpJSON: JSONValue {
        .object([
            ("path", .string(file.path)),
            ("rules", .array(rules.map(\.dumpJSON))),
            ("variables", .array(variables.all.map { variable in
                .object([("name", .string(variable.name)), ("value", .string(variable.value.cssText))])
            })),
        ])
    }
}

extension Rule {
    /// `SELECTOR, SELECTOR { name: value; }`, inside `@media … { }` when conditional.
    public var dumpText: String {
        var text = selectors.map(\.description).joined(separator: ", ") + " {"
        for declaration in declarations {
            text += " " + declaration.dumpText
        }
        text += " }"
        if let condition {
            text = condition.description + " { " + text + String(repeating: " }", count: condition.clauses.count)
        }
        return text
    }

    public var dumpJSON: JSONValue {
        var members: [(String, JSONValue)] = [("selectors", .array(selectors.map { .string($0.description) }))]
        if let condition { members.append(("media", .string(condition.clauses.map { $0.map(\.description).joined(separator: ", ") }.joined(separator: " and ")))) }
        members += span.locationMembers
        members.append(("declarations", .array(declarations.map(\.dumpJSON))))
        return .object(members)
    }
}

extension Declaration {
    /// `name: value;` or `name: value !important;`.
    public var dumpText: String {
        "\(property): \(value.cssText)\(important ? " !important" : "");"
    }

    public var dumpJSON: JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(PropertyName.camelCased(property.written)))]
        if !property.keyPath.isEmpty { members.append(("keyPath", .array(property.keyPath.map { .string($0) }))) }
        if !canonicalParameters.isEmpty { members.append(("parameters", .array(canonicalParameters.map { .string($0) }))) }
        members.append(("text", .string(value.cssText)))
        // The typed value, when the property's type is known and unambiguous here.
        if typedValues.count == 1, let (type, typed) = typedValues.first {
            members.append(("type", .string(type.description)))
            members.append(("value", typed.json))
        }
        members.append(("important", .bool(important)))
        members += span.locationMembers
        return .object(members)
    }
}

extension SourceSpan {
    /// `path`, `line`, `column` members for JSON output.
    var locationMembers: [(String, JSONValue)] {
        let location = start
        return [("path", .string(file.path)), ("line", .number(Double(location.line))), ("column", .number(Double(location.column)))]
    }
}
