import LiverySyntax

extension ValueParser {
    /// `values` with every string (in functions and blocks too) holding its text as Livery
    /// reads it from `file` (`ValueReader.string`: InterfaCSS's escapes resolved), so that
    /// values printed for another file (`livery convert`) read back as the same strings.
    public static func resolvingStrings(_ values: [ComponentValue], in file: SourceFile) -> [ComponentValue] {
        // (Most values hold no string: those are returned as they are, without a copy.)
        guard contains(values, where: { if case .string = $0.kind { true } else { false } }) else { return values }
        let reader = ValueReader(file: file)
        func resolved(_ values: [ComponentValue]) -> [ComponentValue] {
            values.map { value in
                switch value.kind {
                case .string:
                    return ComponentValue(.string(reader.string(value) ?? ""), range: value.range)
                case .function(let name, let arguments):
                    return ComponentValue(.function(name: name, arguments: resolved(arguments)), range: value.range)
                case .block(let kind, let contents):
                    return ComponentValue(.block(kind, resolved(contents)), range: value.range)
                default:
                    return value
                }
            }
        }
        return resolved(values)
    }

    /// The text a text property reads from `values` written without quotes (`rgb(1,2,3)`
    /// as written in `file`), or `nil` when they are one string or a localized-string
    /// function, which print as themselves.
    public static func writtenText(_ values: [ComponentValue], in file: SourceFile) -> String? {
        let significant = ValueReader.significant(values)
        if significant.count == 1 {
            if case .string = significant[0].kind { return nil }
            if let (name, _) = function(significant[0]), localizedFunctions.contains(name) { return nil }
        }
        return significant.isEmpty ? nil : ValueReader(file: file).text(of: values)
    }
}

/// Reads component values of one source file: raw text, strings with escapes, names.
///
/// Values substituted from variables carry the range of the reference they replaced, so
/// raw text is only taken from the file when the values are contiguous there; otherwise
/// their canonical CSS text is used.
struct ValueReader {
    let file: SourceFile

    /// The text of `values` as written (whitespace kept), or their CSS text when they were
    /// substituted from elsewhere.
    func text(of values: [ComponentValue]) -> String {
        guard let first = values.first else { return "" }
        var contiguous = true
        var end = first.range.end
        for value in values.dropFirst() {
            if value.range.start != end { contiguous = false; break }
            end = value.range.end
        }
        if contiguous, end <= file.bytes.count, first.range.end > first.range.start,
           Self.rawMatches(values, file: file) {
            return file.text(first.range.union(values[values.count - 1].range))
        }
        return values.map { $0.isWhitespace ? " " : $0.cssText }.joined()
    }

    /// Whether the raw file text at each value plausibly is that value (not a variable reference).
    private static func rawMatches(_ values: [ComponentValue], file: SourceFile) -> Bool {
        let bytes = file.bytes
        for value in values {
            let start = value.range.start
            guard start < bytes.count else { return false }
            let first = bytes[start]
            switch value.kind {
            case .ident(let name):
                if name.utf8.count == value.range.end - value.range.start {
                    if !name.utf8.elementsEqual(bytes[start..<value.range.end]) { return false }
                } else if first != UInt8(ascii: "\\"), name.utf8.first != first {
                    return false
                }
            case .delim(let scalar):
                if UInt32(first) != scalar.value { return false }
            case .function(let name, _):
                if name.utf8.first != first { return false }
            case .string:
                if first != UInt8(ascii: "\"") && first != UInt8(ascii: "'") { return false }
            case .number, .percentage, .dimension:
                if !(first >= 0x30 && first <= 0x39) && first != UInt8(ascii: "-") && first != UInt8(ascii: "+")
                    && first != UInt8(ascii: ".") { return false }
            case .hash:
                if first != UInt8(ascii: "#") { return false }
            case .atKeyword:
                return false
            default:
                break
            }
        }
        return true
    }

    /// The contents of a string value, escapes resolved: CSS hex escapes (`\41 `), and the
    /// InterfaCSS forms `\"`, `\n`, `\t`, `\r`, `\u0123`, `\U00012345`.
    ///
    /// The tokenizer resolved CSS's escapes only, so the InterfaCSS forms are read again
    /// from the string's bytes in the file — when those bytes are this string as written.
    /// A value another dialect's reader made (a UISS `"$v"` replaced by its variable's
    /// value) points at text in its own file that is not this string: its text is used.
    func string(_ value: ComponentValue) -> String? {
        guard case .string(let decoded) = value.kind else { return nil }
        let range = value.range
        guard range.end - range.start >= 2, range.end <= file.bytes.count else { return decoded }
        let bytes = file.bytes
        let quote = bytes[range.start]
        guard (quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")), bytes[range.end - 1] == quote else {
            return decoded
        }
        let written = bytes[(range.start + 1)..<(range.end - 1)]
        // Without a backslash there is no escape to read again.
        guard written.contains(UInt8(ascii: "\\")) else { return decoded }
        guard Self.unescape(written, interfaCSS: false) == decoded else { return decoded }
        return Self.unescape(written)
    }

    /// Resolves backslash escapes in the bytes of a quoted string (quotes excluded): CSS's,
    /// and with `interfaCSS` also InterfaCSS's `\n`, `\t`, `\r`, `\u0123` and `\U00012345`.
    static func unescape(_ bytes: ArraySlice<UInt8>, interfaCSS: Bool = true) -> String {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex else {
                out.append(byte)
                index += 1
                continue
            }
            let next = bytes[index + 1]
            index += 2
            // (CSS reads these letters after a backslash as themselves.)
            if !interfaCSS, next == UInt8(ascii: "u") || next == UInt8(ascii: "U") || next == UInt8(ascii: "n")
                || next == UInt8(ascii: "t") || next == UInt8(ascii: "r") {
                out.append(next)
                continue
            }
            switch next {
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let digits = next == UInt8(ascii: "u") ? 4 : 8
                if let (scalar, end) = hexScalar(bytes, from: index, exactly: digits) {
                    append(scalar, to: &out)
                    index = end
                } else {
                    out.append(next)
                }
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case 0x0A, 0x0C: break
            case 0x0D:
                if index < bytes.endIndex, bytes[index] == 0x0A { index += 1 }
            default:
                if isHex(next), let (scalar, end) = hexScalar(bytes, from: index - 1, upTo: 6) {
                    append(scalar, to: &out)
                    index = end
                    if index < bytes.endIndex, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A {
                        index += 1
                    }
                } else {
                    out.append(next)
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isHex(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    private static func hexValue(_ b: UInt8) -> UInt32 {
        b <= 0x39 ? UInt32(b - 0x30) : b <= 0x46 ? UInt32(b - 0x41 + 10) : UInt32(b - 0x61 + 10)
    }

    private static func hexScalar(_ bytes: ArraySlice<UInt8>, from start: Int, exactly count: Int) -> (Unicode.Scalar, Int)? {
        guard start + count <= bytes.endIndex else { return nil }
        var value: UInt32 = 0
        for index in start..<(start + count) {
            guard isHex(bytes[index]) else { return nil }
            value = value << 4 | hexValue(bytes[index])
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", start + count)
    }

    private static func hexScalar(_ bytes: ArraySlice<UInt8>, from start: Int, upTo count: Int) -> (Unicode.Scalar, Int)? {
        var value: UInt32 = 0
        var index = start
        while index < bytes.endIndex, index < start + count, isHex(bytes[index]) {
            value = value << 4 | hexValue(bytes[index])
            index += 1
        }
        guard index > start else { return nil }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", index)
    }

    private static func append(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// `name` lowercased with `-`, `_` and spaces removed: the key for case- and
    /// dash-insensitive lookups.
    static func normalize(_ name: String) -> String {
        // Fast path for ASCII names (enum cases, color and function names): bytes straight
        // into the result, no per-scalar appends.
        let fast = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var count = 0
                for byte in bytes where byte != 0x2D && byte != 0x5F && byte != 0x20 {
                    buffer[count] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                    count += 1
                }
                return count
            }
        }
        if let fast, let fast { return fast }
        var out = ""
        out.unicodeScalars.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars where scalar != "-" && scalar != "_" && scalar != " " {
            if scalar.value >= 0x41 && scalar.value <= 0x5A {
                out.unicodeScalars.append(Unicode.Scalar(scalar.value + 0x20)!)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The one value of `values` that is not whitespace, or `nil` when there are none or
    /// several. Same as `significant(values)` having one element, without the array.
    static func onlySignificant(_ values: [ComponentValue]) -> ComponentValue? {
        var found: ComponentValue?
        for value in values where !value.isWhitespace {
            if found != nil { return nil }
            found = value
        }
        return found
    }

    /// `values.splitByCommas()` (parts at top-level commas, each trimmed of whitespace) with
    /// one array per part: each part is copied once, already trimmed.
    static func splitByCommas(_ values: [ComponentValue]) -> [[ComponentValue]] {
        var parts: [[ComponentValue]] = []
        var start = values.startIndex
        while true {
            var end = start
            while end < values.endIndex, !values[end].isComma { end += 1 }
            var first = start
            var last = end
            while first < last, values[first].isWhitespace { first += 1 }
            while last > first, values[last - 1].isWhitespace { last -= 1 }
            parts.append(Array(values[first..<last]))
            guard end < values.endIndex else { return parts }
            start = end + 1
        }
    }

    /// The values without whitespace.
    static func significant(_ values: [ComponentValue]) -> [ComponentValue] {
        values.filter { !$0.isWhitespace }
    }

    /// The range of a list of values, or an empty range at `fallback`.
    static func range(of values: [ComponentValue], or fallback: SourceRange) -> SourceRange {
        values.range ?? fallback
    }
}

extension ComponentValue {
    /// The function's name as written, if this is a function.
    var functionName: String? {
        if case .function(let name, _) = kind { return name }
        return nil
    }
}
