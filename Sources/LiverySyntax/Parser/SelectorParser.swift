/// Parses selector lists from component values (CSS Selectors Level 4 subset plus Livery's
/// `^Type` and `&`).
///
/// Names are kept as written; `LiveryCore` canonicalizes types and pseudo classes and
/// reports unknown ones.
public struct SelectorParser {
    /// The deepest `:not(:not(…))` nesting accepted.
    public static let maximumNotDepth = 32

    let file: SourceFile
    var diagnostics: DiagnosticBag
    var scratch: Scratch

    /// Buffers reused across selector lists (see `ArrayPool`): the parser keeps one for a
    /// whole stylesheet, so the arrays of each selector are allocated once, at their size.
    struct Scratch {
        var selectors = ArrayPool<ComplexSelectorSyntax>()
        var compounds = ArrayPool<CompoundSelectorSyntax>()
        var combinators = ArrayPool<Combinator>()
        var simples = ArrayPool<SimpleSelectorSyntax>()
    }

    /// Parses `a, b > c, …`. In a nested rule (`relative`), a selector may start with a
    /// combinator (`> .x` means `& > .x`). Returns `nil` after reporting when any selector
    /// is invalid: the whole rule is then dropped, as in CSS.
    public static func parseList(_ values: [ComponentValue], file: SourceFile, range: SourceRange,
                                 relative: Bool, diagnostics: inout DiagnosticBag) -> [ComplexSelectorSyntax]? {
        var scratch = Scratch()
        return parseList(values, file: file, range: range, relative: relative, diagnostics: &diagnostics, scratch: &scratch)
    }

    /// `parseList` reusing the caller's scratch buffers.
    static func parseList(_ values: [ComponentValue], file: SourceFile, range: SourceRange, relative: Bool,
                          diagnostics: inout DiagnosticBag, scratch: inout Scratch) -> [ComplexSelectorSyntax]? {
        var parser = SelectorParser(file: file, diagnostics: DiagnosticBag(), scratch: Scratch())
        // Swapped into the parser and back: moves, where copies would retain every buffer
        // (and make them shared, so the next use would copy them).
        swap(&parser.scratch, &scratch)
        let result = parser.parseList(values, range: range, relative: relative, depth: 0)
        swap(&parser.scratch, &scratch)
        diagnostics.append(contentsOf: parser.diagnostics.diagnostics)
        return result
    }

    mutating func error(_ id: DiagnosticID, _ message: String, _ range: SourceRange) {
        diagnostics.error(id, message, file: file, range: range)
    }

    mutating func parseList(_ values: [ComponentValue], range: SourceRange, relative: Bool, depth: Int) -> [ComplexSelectorSyntax]? {
        if values.isEmpty {
            error(SyntaxDiagnosticID.expectedSelector, "expected a selector", range)
            return nil
        }
        var selectors = scratch.selectors.take()
        var failed = false
        var start = 0
        for end in 0...values.count where end == values.count || values[end].isComma {
            // The part is `values[first..<last]`, trimmed of whitespace (no copy is made).
            var first = start
            var last = end
            while first < last, values[first].isWhitespace { first += 1 }
            while last > first, values[last - 1].isWhitespace { last -= 1 }
            if first < last {
                let partRange = values[first].range.union(values[last - 1].range)
                if let selector = parseComplex(values, first..<last, range: partRange, relative: relative, depth: depth) {
                    selectors.append(selector)
                } else {
                    failed = true
                }
            } else if end < values.count {
                // An empty selector: point at the comma that ends it (`a, , b`, `, b`).
                error(SyntaxDiagnosticID.expectedSelector, "expected a selector before ','", values[end].range)
                failed = true
            } else {
                error(SyntaxDiagnosticID.expectedSelector, "expected a selector after ','", values[max(0, start - 1)].range)
                failed = true
            }
            start = end + 1
        }
        let list = scratch.selectors.finish(&selectors)
        return failed ? nil : list
    }

    /// Parses one complex selector: `values[bounds]`, which neither starts nor ends with whitespace.
    mutating func parseComplex(_ values: [ComponentValue], _ bounds: Range<Int>, range: SourceRange, relative: Bool,
                               depth: Int) -> ComplexSelectorSyntax? {
        var compounds = scratch.compounds.take()
        var combinators = scratch.combinators.take()
        // The open compound, when `isOpen`. Not an optional: reading or writing through
        // `current!` copied the whole compound (retaining its arrays and strings).
        var current = CompoundSelectorSyntax(range: range)
        var isOpen = false
        var pending: Combinator?
        var pendingRange = range
        var position = bounds.lowerBound

        while position < bounds.upperBound {
            let value = values[position]
            if value.isWhitespace {
                if isOpen {
                    finishCompound(&current, &isOpen, into: &compounds)
                    if pending == nil { pending = .descendant; pendingRange = value.range }
                }
                position += 1
                continue
            }
            if let combinator = Self.combinator(value) {
                finishCompound(&current, &isOpen, into: &compounds)
                guard acceptCombinator(combinator, at: value.range, after: &compounds, pending: pending, relative: relative) else {
                    return nil
                }
                pending = combinator
                pendingRange = value.range
                position += 1
                continue
            }
            // A simple selector: it starts a compound if none is open.
            if !isOpen {
                if let combinator = pending {
                    combinators.append(combinator)
                    pending = nil
                }
                current = CompoundSelectorSyntax(simples: scratch.simples.take(), range: SourceRange(at: value.range.start))
                isOpen = true
            }
            guard parseSimple(values, bounds.upperBound, &position, into: &current, depth: depth) else { return nil }
            current.range = SourceRange(start: current.range.start, end: values[position - 1].range.end)
        }
        finishCompound(&current, &isOpen, into: &compounds)
        if let pending, pending != .descendant {
            error(SyntaxDiagnosticID.invalidSelector, "a selector cannot end with '\(pending.rawValue)'", pendingRange)
            return nil
        }
        guard !compounds.isEmpty else {
            error(SyntaxDiagnosticID.expectedSelector, "expected a selector", range)
            return nil
        }
        return ComplexSelectorSyntax(compounds: scratch.compounds.finish(&compounds),
                                     combinators: scratch.combinators.finish(&combinators), range: range)
    }

    /// Moves the open compound (if `isOpen`) into `compounds`, with its simple selectors
    /// copied out of their scratch buffer.
    mutating func finishCompound(_ current: inout CompoundSelectorSyntax, _ isOpen: inout Bool,
                                 into compounds: inout [CompoundSelectorSyntax]) {
        guard isOpen else { return }
        isOpen = false
        // Swapped out rather than copied: a copy would share its simples buffer, and
        // `finish` would then have to copy that buffer before reusing it.
        var compound = CompoundSelectorSyntax(range: SourceRange(at: 0))  // A placeholder for `current`.
        swap(&compound, &current)
        compound.simples = scratch.simples.finish(&compound.simples)
        compounds.append(compound)
    }

    /// Checks an explicit combinator: none may start a selector (except a nested rule's
    /// relative selector, where it follows an implied `&`) or follow another one.
    mutating func acceptCombinator(_ combinator: Combinator, at range: SourceRange, after compounds: inout [CompoundSelectorSyntax],
                                   pending: Combinator?, relative: Bool) -> Bool {
        if compounds.isEmpty {
            guard relative else {
                error(SyntaxDiagnosticID.invalidSelector, "a selector cannot start with '\(combinator.rawValue)'", range)
                return false
            }
            compounds.append(CompoundSelectorSyntax(nesting: true, range: SourceRange(at: range.start)))
        } else if let pending, pending != .descendant {
            error(SyntaxDiagnosticID.invalidSelector,
                  "two combinators in a row ('\(pending.rawValue)' and '\(combinator.rawValue)')", range)
            return false
        }
        return true
    }

    static func combinator(_ value: ComponentValue) -> Combinator? {
        guard case .delim(let scalar) = value.kind else { return nil }
        switch scalar {
        case ">": return .child
        case "+": return .nextSibling
        case "~": return .subsequentSibling
        default: return nil
        }
    }

    /// Parses one simple selector at `position` (before `end`) into `compound`, advancing `position`.
    mutating func parseSimple(_ values: [ComponentValue], _ end: Int, _ position: inout Int,
                              into compound: inout CompoundSelectorSyntax, depth: Int) -> Bool {
        let value = values[position]
        let isFirst = compound.type == nil && compound.simples.isEmpty && !compound.nesting
        switch value.kind {
        case .delim("&") where isFirst:
            compound.nesting = true
            position += 1
        case .delim("*") where isFirst:
            compound.type = TypeSelectorSyntax(name: "*", range: value.range)
            position += 1
        case .delim("^") where isFirst:
            guard position + 1 < end, case .ident(let name) = values[position + 1].kind else {
                error(SyntaxDiagnosticID.invalidSelector, "expected a type name after '^'", value.range)
                return false
            }
            compound.type = TypeSelectorSyntax(name: name, includesSubclasses: true,
                                               range: value.range.union(values[position + 1].range))
            position += 2
        case .ident(let name) where isFirst:
            compound.type = TypeSelectorSyntax(name: name, range: value.range)
            position += 1
        case .ident(let name), .function(let name, _):
            error(SyntaxDiagnosticID.invalidSelector, "a type selector ('\(name)') must come first in a compound selector",
                  value.range)
            return false
        case .hash(let name, let isID):
            guard isID else {
                error(SyntaxDiagnosticID.invalidSelector, "'#\(name)' is not a valid id", value.range)
                return false
            }
            compound.simples.append(.id(name, value.range))
            position += 1
        case .delim("."):
            guard position + 1 < end, case .ident(let name) = values[position + 1].kind else {
                error(SyntaxDiagnosticID.invalidSelector, "expected a class name after '.'", value.range)
                return false
            }
            compound.simples.append(.className(name, value.range.union(values[position + 1].range)))
            position += 2
        case .colon:
            return parsePseudo(values, end, &position, into: &compound, depth: depth)
        case .block(.square, _):
            error(SyntaxDiagnosticID.unsupportedSelector, "attribute selectors are not supported", value.range)
            return false
        default:
            error(SyntaxDiagnosticID.invalidSelector, "unexpected '\(value.cssText)' in selector", value.range)
            return false
        }
        return true
    }

    /// Parses `:name` or `:name(arguments)` at the colon at `position`.
    mutating func parsePseudo(_ values: [ComponentValue], _ end: Int, _ position: inout Int,
                              into compound: inout CompoundSelectorSyntax, depth: Int) -> Bool {
        let colon = values[position]
        guard position + 1 < end else {
            error(SyntaxDiagnosticID.invalidSelector, "expected a pseudo-class name after ':'", colon.range)
            return false
        }
        let next = values[position + 1]
        let range = colon.range.union(next.range)
        switch next.kind {
        case .ident(let name):
            compound.simples.append(.pseudoClass(PseudoClassSyntax(name: name, range: range)))
        case .function(let name, let arguments):
            if PseudoClassSyntax.isNot(name) {
                guard depth < Self.maximumNotDepth else {
                    error(SyntaxDiagnosticID.nestingTooDeep, ":not nests more than \(Self.maximumNotDepth) levels deep", range)
                    return false
                }
                let inner = arguments.trimmingWhitespace()
                guard let list = parseList(inner, range: next.range, relative: false, depth: depth + 1) else { return false }
                compound.simples.append(.pseudoClass(PseudoClassSyntax(name: name, selectorArgument: list, range: range)))
            } else {
                compound.simples.append(.pseudoClass(PseudoClassSyntax(name: name, arguments: arguments.trimmingWhitespace(), range: range)))
            }
        case .colon:
            // `::name` or `::name(…)`: a pseudo-element, kept for LiveryCore to report.
            guard position + 2 < end else {
                error(SyntaxDiagnosticID.invalidSelector, "expected a pseudo-element name after '::'", range)
                return false
            }
            let element = values[position + 2]
            let name: String
            switch element.kind {
            case .ident(let text), .function(let text, _): name = text
            default:
                error(SyntaxDiagnosticID.invalidSelector, "expected a pseudo-element name after '::'", range)
                return false
            }
            var pseudo = PseudoClassSyntax(name: name, range: colon.range.union(element.range))
            pseudo.isElement = true
            compound.simples.append(.pseudoClass(pseudo))
            position += 3
            return true
        default:
            error(SyntaxDiagnosticID.invalidSelector, "expected a pseudo-class name after ':'", colon.range)
            return false
        }
        position += 2
        return true
    }
}

extension PseudoClassSyntax {
    /// A pseudo-class name lowercased with dashes and underscores removed:
    /// `first-of-type`, `firstOfType` and `firstoftype` all become `firstoftype`.
    public static func normalize(_ name: String) -> String {
        // Fast path: ASCII names (nearly all) are normalized byte by byte.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            if byte >= 0x80 { return normalizeUnicode(name) }
            if byte == 0x2D || byte == 0x5F { continue }
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `normalize(name) == "not"`, without building the normalized string for
    /// ASCII names.
    static func isNot(_ name: String) -> Bool {
        var matched = 0
        for byte in name.utf8 {
            if byte >= 0x80 { return normalize(name) == "not" }
            if byte == 0x2D || byte == 0x5F { continue }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            let expected: UInt8 = matched == 0 ? 0x6E : matched == 1 ? 0x6F : 0x74  // n, o, t
            guard matched < 3, lower == expected else { return false }
            matched += 1
        }
        return matched == 3
    }

    private static func normalizeUnicode(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0 != "-" && $0 != "_" }.map(Character.init)).lowercased()
    }
}
