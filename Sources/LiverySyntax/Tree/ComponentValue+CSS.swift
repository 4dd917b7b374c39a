extension ComponentValue {
    /// The canonical CSS text of the value: whitespace collapsed to one space, no space
    /// before a comma and one after, strings in double quotes.
    public var cssText: String {
        var out = ""
        ComponentValue.write([self], to: &out)
        return out
    }

    /// Formats a number the shortest way that reads back the same: `3`, `0.75`, `-2.5`.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// Quotes a string for CSS: double quotes, `"` and `\` escaped, control characters as hex.
    public static func quote(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\a "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\" + String(scalar.value, radix: 16) + " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An identifier (a class, an id, a keyword) as CSS text that reads back as the same
    /// name: characters that cannot appear in a name, and a leading digit (or `-` then a
    /// digit, or a lone `-`), escaped.
    public static func identifier(_ name: String) -> String {
        escapedName(name, asIdentifier: true)
    }

    /// A dimension's unit as written after its number: an identifier, with a leading `e`
    /// escaped where the rest would read as the number's exponent (`1\65 3`, not `1e3`).
    static func unitText(_ unit: String) -> String {
        let text = identifier(unit)
        let scalars = text.unicodeScalars
        guard let first = scalars.first, first == "e" || first == "E" else { return text }
        let rest = scalars.dropFirst()
        let digits: ClosedRange<Unicode.Scalar> = "0"..."9"
        guard let next = rest.first,
              digits.contains(next) || ((next == "-" || next == "+") && rest.dropFirst().first.map(digits.contains) == true)
        else { return text }
        return "\\" + String(first.value, radix: 16) + " " + String(String.UnicodeScalarView(rest))
    }

    /// A name as written after `#` in a hash: like `identifier`, but a leading digit needs
    /// no escape (`#0a84ff`).
    static func escapedName(_ name: String, asIdentifier: Bool) -> String {
        if isPlainName(name.utf8, asIdentifier: asIdentifier) { return name }
        let scalars = Array(name.unicodeScalars)
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            if scalar.value == 0 {
                out.unicodeScalars.append(Unicode.Scalar(0xFFFD)!)
            } else if scalar.value < 0x20 || scalar.value == 0x7F || (asIdentifier && needsLeadingEscape(scalars, at: index)) {
                out += "\\" + String(scalar.value, radix: 16) + " "
            } else if asIdentifier && scalars == ["-"] {
                out += "\\-"
            } else if isNameScalar(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\"
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `name` needs no escape (checked on its bytes, without allocating: most
    /// names are plain).
    private static func isPlainName(_ bytes: String.UTF8View, asIdentifier: Bool) -> Bool {
        var index = 0
        var first: UInt8 = 0
        for byte in bytes {
            if !Tokenizer.isName(byte) { return false }
            if asIdentifier, Tokenizer.isDigit(byte), index == 0 || (index == 1 && first == 0x2D) { return false }
            if index == 0 { first = byte }
            index += 1
        }
        return !(asIdentifier && index == 1 && first == 0x2D)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 || (scalar.isASCII && Tokenizer.isName(UInt8(scalar.value)))
    }

    /// Whether the scalar at `index` would start a number rather than a name.
    private static func needsLeadingEscape(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let isDigit = ("0"..."9").contains(scalars[index])
        return isDigit && (index == 0 || (index == 1 && scalars[0] == "-"))
    }

    /// Writes a list of values as canonical CSS text: each run of whitespace between two
    /// values as one space, none before the first (the start of the text, or right after a
    /// function's or block's opening). Decided by the values, not by the text written so
    /// far: an escaped name can end in `(` (`a\(`) or in the space that ends a hex escape
    /// (`a\1 `), and the space after it is still needed to read back two values.
    public static func write(_ values: [ComponentValue], to out: inout String) {
        var wroteAny = false
        var pendingSpace = false
        for value in values {
            switch value.kind {
            case .whitespace:
                pendingSpace = wroteAny
                continue
            case .comma:
                out += ","
                wroteAny = true
                pendingSpace = true
                continue
            default:
                break
            }
            if pendingSpace { out += " " }
            pendingSpace = false
            wroteAny = true
            writeSingle(value, to: &out)
        }
    }

    private static func writeSingle(_ value: ComponentValue, to out: inout String) {
        switch value.kind {
        case .ident(let name): out += identifier(name)
        case .atKeyword(let name): out += "@" + identifier(name)
        case .hash(let name, _): out += "#" + escapedName(name, asIdentifier: false)
        case .string(let text): out += quote(text)
        case .url(let address): out += "url(" + urlText(address) + ")"
        case .number(let number): out += format(number.value, signed: number.hasSign)
        case .percentage(let number): out += format(number.value, signed: number.hasSign) + "%"
        case .dimension(let number, let unit): out += format(number.value, signed: number.hasSign) + unitText(unit)
        case .delim(let scalar):
            // `/` then `*`, or `//` not right after a `:` (`https://`), would read back as a
            // comment: a space keeps them two delimiters.
            if out.hasSuffix("/"), scalar == "*" || (scalar == "/" && !out.hasSuffix(":/")) { out += " " }
            out.unicodeScalars.append(scalar)
        case .whitespace: out += " "
        case .comma: out += ","
        case .colon: out += ":"
        case .semicolon: out += ";"
        case .function(let name, let arguments):
            out += identifier(name) + "("
            write(arguments.trimmingWhitespace(), to: &out)
            out += ")"
        case .block(let kind, let contents):
            let (open, close) = kind == .parenthesis ? ("(", ")") : kind == .square ? ("[", "]") : ("{", "}")
            out += open
            write(contents.trimmingWhitespace(), to: &out)
            out += close
        case .invalid(let text): out += text
        }
    }

    private static func format(_ value: Double, signed: Bool) -> String {
        let text = format(value)
        // `-0` keeps its sign: it is `-0`, not `+0`.
        if value == 0, value.sign == .minus { return "-" + text }
        return signed && value >= 0 ? "+" + text : text
    }

    /// A url's address as written inside `url(…)`: bare when it reads back the same,
    /// quoted when it holds whitespace, quotes, parentheses, a backslash or a `}` (which
    /// ends a bare url: the tokenizer's recovery for a url missing its `)`).
    private static func urlText(_ address: String) -> String {
        let needsQuotes = address.unicodeScalars.contains { scalar in
            scalar == "(" || scalar == ")" || scalar == "\"" || scalar == "'" || scalar == "\\" || scalar == "}"
                || scalar.value <= 0x20 || scalar.value == 0x7F
        }
        return needsQuotes ? quote(address) : address
    }
}

extension Array where Element == ComponentValue {
    /// The canonical CSS text of the list (see `ComponentValue.cssText`).
    public var cssText: String {
        var out = ""
        ComponentValue.write(self.trimmingWhitespace(), to: &out)
        return out
    }
}
