import LiverySyntax

/// A JSON value with the byte range it was read from (for diagnostics with line and column).
struct JSONNode: Sendable {
    indirect enum Kind: Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var kind: Kind
    var range: SourceRange

    /// What the value is, for messages (`a string`, `an array` …).
    var kindName: String {
        switch kind {
        case .object: "an object"
        case .array(let items): items.isEmpty ? "an empty array" : "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    var elements: [JSONNode]? {
        if case .array(let items) = kind { return items }
        return nil
    }

    var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }
}

/// One `"key": value` of a JSON object, in source order (duplicates kept).
struct JSONMember: Sendable {
    var key: String
    var keyRange: SourceRange
    var value: JSONNode
}
