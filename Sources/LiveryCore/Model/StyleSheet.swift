import LiverySyntax
import LiveryValues

/// A loaded stylesheet: its rules flattened (nesting resolved, `@import`s inlined where they
/// stand, `@extend` applied), in source order, with the variables it declares.
public struct StyleSheet: Sendable {
    /// The sheet's name (by default its file name).
    public var name: String
    /// The main file.
    public let file: SourceFile
    /// Rules in source order; imported rules stand where their `@import` was.
    public var rules: [Rule]
    /// Every variable declared in the sheet or its imports (the last declaration of a name wins).
    public var variables: VariableTable
    /// Everything found while loading, in the order found.
    public var diagnostics: [Diagnostic]

    public init(name: String, file: SourceFile, rules: [Rule], variables: VariableTable, diagnostics: [Diagnostic]) {
        self.name = name
        self.file = file
        self.rules = rules
        self.variables = variables
        self.diagnostics = diagnostics
    }

    /// Whether loading found errors (warnings do not count).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A flattened rule: selectors, an optional `@media` condition, declarations in source order.
public struct Rule: Sendable {
    public var selectors: [Selector]
    /// The rule applies only when this holds (nested `@media` blocks combine with `and`).
    public var condition: MediaCondition?
    public var declarations: [Declaration]
    /// Where the rule's selector list is written.
    public var span: SourceSpan

    public init(selectors: [Selector], condition: MediaCondition? = nil, declarations: [Declaration], span: SourceSpan) {
        self.selectors = selectors
        self.condition = condition
        self.declarations = declarations
        self.span = span
    }
}

/// One `name: value` of a rule.
public struct Declaration: Sendable {
    public var property: PropertyName
    /// The value with stylesheet variables substituted.
    public var value: [ComponentValue]
    /// The value as written (variable references kept), for re-resolution when variables change.
    public var rawValue: [ComponentValue]
    public var important: Bool
    /// Where the declaration is written.
    public var span: SourceSpan
    /// The value parsed for each type the property can have where the rule applies
    /// (usually one); empty for unknown properties and for `current`/`initial`.
    public var typedValues: [ValueType: TypedValue]
    /// The property's parameters in canonical form (`["highlighted selected"]` for a
    /// control state), or as written when the property is unknown.
    public var canonicalParameters: [String]
    /// The shorthand or web property this declaration was expanded from, as written
    /// (`box-shadow` for `layer.shadowRadius`); `nil` when it was written as it is.
    public var expandedFrom: String?

    public init(property: PropertyName, value: [ComponentValue], rawValue: [ComponentValue], important: Bool, span: SourceSpan,
                typedValues: [ValueType: TypedValue] = [:], canonicalParameters: [String]? = nil) {
        self.property = property
        self.value = value
        self.rawValue = rawValue
        self.important = important
        self.span = span
        self.typedValues = typedValues
        self.canonicalParameters = canonicalParameters ?? property.parameters
    }

    /// The typed value for `type`, if the value parsed as that type.
    public func typedValue(as type: ValueType) -> TypedValue? { typedValues[type] }

    /// Whether the value is the keyword `current` or `initial`: the element keeps its own value.
    public var keepsCurrentValue: Bool {
        guard value.count == 1, case .ident(let name) = value[0].kind else { return false }
        // Checked for every declaration: compare ASCII bytes rather than lowercasing.
        if let isKeyword = Self.asciiEqualsIgnoringCase(name, "current", "initial") { return isKeyword }
        return value[0].isIdentifier("current") || value[0].isIdentifier("initial")
    }

    /// Whether ASCII `name` equals one of the lowercase ASCII `words` ignoring case; `nil`
    /// when `name` is not ASCII (the caller then compares the slow, Unicode-aware way).
    static func asciiEqualsIgnoringCase(_ name: String, _ words: StaticString...) -> Bool? {
        let utf8 = name.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        for word in words where word.utf8CodeUnitCount == utf8.count {
            let matches = word.withUTF8Buffer { expected in
                zip(utf8, expected).allSatisfy { byte, wanted in
                    (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == wanted
                }
            }
            if matches { return true }
        }
        return false
    }
}

/// A property name: its nested-element key path, its name and its parameters.
///
/// Names compare case- and dash-insensitively (`background-color` ≡ `backgroundColor`).
public struct PropertyName: Hashable, Sendable, CustomStringConvertible {
    /// Nested element path as written (`["titleLabel"]` for `titleLabel.font`).
    public var keyPath: [String]
    /// The name as written (`background-color`).
    public var written: String
    /// Lowercased without dashes or underscores (`backgroundcolor`): the key for lookups.
    public var normalized: String
    /// Parameters such as control states, as written (`["selected", "highlighted"]`).
    public var parameters: [String]

    public init(keyPath: [String] = [], written: String, parameters: [String] = []) {
        self.keyPath = keyPath
        self.written = written
        self.normalized = PropertyName.normalize(written)
        self.parameters = parameters
    }

    /// `titleLabel.font`, `titleColor(selected, highlighted)`: the name in canonical text form,
    /// dashed names converted to camel case.
    public var description: String {
        var text = (keyPath + [PropertyName.camelCased(written)]).joined(separator: ".")
        if !parameters.isEmpty { text += "(" + parameters.joined(separator: ", ") + ")" }
        return text
    }

    /// Lowercases and removes `-` and `_`.
    public static func normalize(_ name: String) -> String {
        // Fast path for ASCII names (nearly all), run for every declaration: write the
        // bytes straight into the string (no intermediate array; names of up to 15 bytes
        // need no allocation at all). Other names go the Unicode-aware way.
        let fast = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var count = 0
                for byte in bytes where byte != 0x2D && byte != 0x5F {
                    buffer[count] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                    count += 1
                }
                return count
            }
        }
        return (fast ?? nil) ?? PseudoClassSyntax.normalize(name)
    }

    /// `background-color` → `backgroundColor`; names without dashes are returned unchanged.
    /// Leading dashes (`-ios-tint`) are kept, and so are dashes between two underscores
    /// (`a_-_b`): dropped, they would write `__`, which Livery CSS reads as the start of the
    /// property's parameters (`title__selected`), so the name would not read back as itself.
    public static func camelCased(_ name: String) -> String {
        // `utf8.contains`, not `contains("-")`: the latter is Foundation's `range(of:)`, slow.
        // (For a name with no `-` character the loop below would rebuild the same text.)
        guard name.utf8.contains(UInt8(ascii: "-")) else { return name }
        // By Unicode scalars, not characters: a combining mark after `_` (`_\u{34F}`) makes
        // one character of both, which would hide the `_` from the test below.
        var out = String.UnicodeScalarView()
        var dashes = 0
        var seenLetter = false
        for scalar in name.unicodeScalars {
            if scalar == "-" {
                if seenLetter { dashes += 1 } else { out.append(scalar) }
                continue
            }
            if dashes > 0, scalar == "_", out.last == "_" {
                out.append(contentsOf: repeatElement("-", count: dashes))
                out.append(scalar)
            } else if dashes > 0 {
                out.append(contentsOf: String(scalar).uppercased().unicodeScalars)
            } else {
                out.append(scalar)
            }
            dashes = 0
            seenLetter = true
        }
        return String(out)
    }
}
