import LiveryCore
import LiverySyntax

/// Where in a Livery CSS sheet a position is, read from the text before it: what a
/// completion there would name, and the class the innermost rule styles.
struct EditingContext: Equatable {
    enum Place: Equatable {
        /// Outside every rule (at the top level or in an at-rule's block such as `@media`):
        /// a selector starts here.
        case selector
        /// Inside a rule's block, before any `:` of the statement: a property name (or a
        /// nested rule's selector).
        case propertyName
        /// After a declaration's `:`: the value of `property` (as written, parameters
        /// included: `titleColor(highlighted)`).
        case value(property: String)
        /// Inside a comment or string, an at-rule's prelude, a pseudo class being typed
        /// (`UIButton:`), or a nested selector: nothing to offer.
        case none
    }

    let place: Place
    /// The class the innermost rule's subject names (`UIButton` in `.bar UIButton.primary`),
    /// if the catalog knows it and a list names no other.
    let ruleType: String?
    /// Every class the innermost rule's selectors name (`UIButton`, `UILabel` for a list of
    /// both), to look a property up in.
    var ruleTypes: [String] = []
    /// In a value, the variable reference the text ends in, or may start with the next
    /// keystroke; `nil` inside another word or token (`bl`, `12`, `#33`, `a@`) or outside a value.
    var reference: Reference?

    /// How a variable is written where a value's text ends.
    enum Reference: Equatable {
        /// A new word starts here (after a space, `:`, `,`, `(`, an operator, a comment or
        /// another function's opening): a reference would be `@name`.
        case wordStart
        /// In `var(` (also with spaces after it): a reference would be `--name`.
        case varArgument
        /// Part of a reference is typed: `@pri`, a lone `@`, `--pri`. `name` is what is
        /// typed of the name, escapes resolved (`@\32 x` is `2x`); `written` is its text.
        case partial(Sigil, name: String, written: String)
    }

    /// How a variable reference starts.
    enum Sigil: String, Equatable {
        /// Livery's `@name`.
        case at = "@"
        /// CSS's custom property, `--name` (in `var()` or on its own).
        case dashes = "--"
    }

    /// The context at the end of `prefix`. Inside a block, a statement is what follows the
    /// last `;`, `{`, `}` or line break outside brackets (a value continued on a second line
    /// reads as a new statement there); a `}` also closes brackets left open before it.
    static func at(endOf prefix: String, catalog: PropertyCatalog) -> EditingContext {
        let source = Tokenizer.tokenize(SourceFile(path: "", text: prefix))
        if endsInCommentOrString(source) { return EditingContext(place: .none, ruleType: nil) }
        var blocks: [(prelude: [Token], isAtRule: Bool)] = []
        var statement: [Token] = []
        var depth = 0
        for token in source.tokens {
            switch token.kind {
            case .openCurly where depth == 0:
                let isAtRule = statement.first { !$0.isWhitespace }?.kind == .atKeyword
                blocks.append((statement, isAtRule))
                statement = []
            case .closeCurly:
                _ = blocks.popLast()
                statement = []
                depth = 0
            case .semicolon where depth == 0:
                statement = []
            case .whitespace where depth == 0 && token.flags.contains(.hasNewline) && blocks.contains(where: { !$0.isAtRule })
                && statement.last(where: { !$0.isWhitespace })?.kind != .comma:
                // A declaration being written starts on its own line: what is above it
                // (a name without its `;` yet) is another statement; a nested selector list
                // goes on after its comma.
                statement = []
            default:
                depth = bracketDepth(after: token, from: depth)
                statement.append(token)
            }
        }
        let styleBlocks = blocks.filter { !$0.isAtRule }.map(\.prelude)
        let types = ruleTypes(of: styleBlocks, in: source, catalog: catalog)
        let ruleType = Set(types).count == 1 ? types.first : nil
        func context(_ place: Place) -> EditingContext {
            EditingContext(place: place, ruleType: ruleType, ruleTypes: types)
        }
        let significant = statement.filter { !$0.isWhitespace }
        guard let first = significant.first else { return context(styleBlocks.isEmpty ? .selector : .propertyName) }
        func value(_ name: String) -> EditingContext {
            var value = context(.value(property: name))
            value.reference = reference(endingIn: source, significant)
            return value
        }
        // A variable's declaration (`@name:`, `--name:`, at the top level or in a rule): its value.
        if significant.count > 1, significant[1].kind == .colon,
           first.kind == .atKeyword || (first.kind == .ident && source.raw(first).hasPrefix("--")) {
            return value(source.raw(first))
        }
        if styleBlocks.isEmpty {
            // A selector being typed; not while an at-rule (or its `@`) or a pseudo class
            // (`UIButton:`, `UIButton:hi`) is.
            let last = significant.count - 1
            let typingPseudoClass = significant[last].kind == .colon
                || (last > 0 && significant[last - 1].kind == .colon && significant[last].kind == .ident)
            let atRule = first.kind == .atKeyword || first.isDelim(UInt8(ascii: "@"))
            return EditingContext(place: atRule || typingPseudoClass ? .none : .selector, ruleType: nil)
        }
        guard first.kind == .ident || first.kind == .function else { return context(.none) }
        var bracketDepth = 0
        for (index, token) in significant.enumerated() {
            if token.kind == .colon, bracketDepth == 0 {
                return value(significant[..<index].map(source.raw).joined())
            }
            bracketDepth = Self.bracketDepth(after: token, from: bracketDepth)
        }
        return context(.propertyName)
    }

    /// The reference a value's text ends in (see `reference`): a word that ends the text and
    /// starts after a space or punctuation (not glued to a word before it, `a@`); after a
    /// comment, a new word starts.
    private static func reference(endingIn source: TokenizedSource, _ significant: [Token]) -> Reference? {
        guard let last = source.tokens.last else { return nil }
        func isVar(_ token: Token) -> Bool { token.kind == .function && source.raw(token).lowercased() == "var(" }
        let word = last.kind == .ident || last.kind == .atKeyword || last.isDelim(UInt8(ascii: "@"))
        if word {
            guard Int(last.end) == source.file.bytes.count else { return .wordStart }
            let previous = source.tokens.dropLast().last
            if let previous, previous.end == last.start, !startsAWord(after: previous) { return nil }
            let written = source.raw(last)
            // An escape may end in a line break (`@\32⏎`): an edit spans one line only.
            guard !written.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }) else { return nil }
            let name = last.isDelim(UInt8(ascii: "@")) ? "" : source.value(last)
            switch last.kind {
            case .atKeyword, .delim: return .partial(.at, name: name, written: written)
            case _ where name.hasPrefix("--"): return .partial(.dashes, name: String(name.dropFirst(2)), written: written)
            default: return nil
            }
        }
        switch last.kind {
        case .whitespace:
            return significant.last.map(isVar) == true ? .varArgument : .wordStart
        case .function:
            return isVar(last) ? .varArgument : .wordStart
        case .colon, .comma, .openParen, .openSquare:
            return .wordStart
        default:
            return isOperator(last) ? .wordStart : nil
        }
    }

    /// Whether a word may start right after `token`: after a space, `:`, `,`, a bracket, a
    /// function's opening or an operator.
    private static func startsAWord(after token: Token) -> Bool {
        switch token.kind {
        case .whitespace, .colon, .comma, .openParen, .openSquare, .function: true
        default: isOperator(token)
        }
    }

    /// A delimiter of Livery's expressions: `+ - * / % ! < > = & |`.
    private static func isOperator(_ token: Token) -> Bool {
        token.kind == .delim && "+-*/%!<>=&|".utf8.contains { token.isDelim($0) }
    }

    /// Whether the text ends inside a comment (`/*` or `//` not yet closed by its end or
    /// line break) or a string.
    private static func endsInCommentOrString(_ source: TokenizedSource) -> Bool {
        if let last = source.tokens.last, last.flags.contains(.unterminated) { return true }
        let bytes = source.file.bytes
        let lastTokenEnd = source.tokens.last { !$0.isWhitespace }.map { Int($0.end) } ?? 0
        // What follows the last token is whitespace and comments: read it as the formatter does.
        var position = lastTokenEnd
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count {
                if bytes[position + 1] == UInt8(ascii: "*") {
                    guard let close = (position + 2..<max(position + 2, bytes.count - 1)).first(where: {
                        bytes[$0] == UInt8(ascii: "*") && bytes[$0 + 1] == UInt8(ascii: "/")
                    }) else { return true }
                    position = close + 2
                    continue
                }
                if bytes[position + 1] == UInt8(ascii: "/"), !(position > 0 && bytes[position - 1] == UInt8(ascii: ":")) {
                    guard let lineEnd = bytes[position...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x0C }) else { return true }
                    position = lineEnd
                    continue
                }
            }
            position += 1
        }
        return false
    }

    private static func bracketDepth(after token: Token, from depth: Int) -> Int {
        switch token.kind {
        case .function, .openParen, .openSquare: depth + 1
        case .closeParen, .closeSquare: max(0, depth - 1)
        default: depth
        }
    }

    /// The classes the innermost rule styles, one per selector that names one: named in its
    /// subject, or, for subjects that start with `&` (`&:hover`, `&.primary`), its parent
    /// rule's. Empty when a selector names none.
    private static func ruleTypes(of preludes: [[Token]], in source: TokenizedSource, catalog: PropertyCatalog) -> [String] {
        for prelude in preludes.reversed() {
            let subjects = selectors(of: prelude).map { subjectType(of: $0, in: source, catalog: catalog) }
            if subjects.allSatisfy({ $0.nested }) { continue }
            let types = subjects.compactMap(\.type)
            return types.count == subjects.count ? types : []
        }
        return []
    }

    /// A prelude's selectors (split at commas outside brackets).
    private static func selectors(of prelude: [Token]) -> [[Token]] {
        var result: [[Token]] = [[]]
        var depth = 0
        for token in prelude {
            if token.kind == .comma, depth == 0 {
                result.append([])
            } else {
                result[result.count - 1].append(token)
                depth = bracketDepth(after: token, from: depth)
            }
        }
        return result
    }

    /// The class named in the last compound of a selector, if the catalog knows it (an ident
    /// outside brackets, not after `.` or `:`), and whether that compound starts with `&`.
    private static func subjectType(of selector: [Token], in source: TokenizedSource,
                                    catalog: PropertyCatalog) -> (type: String?, nested: Bool) {
        var depth = 0
        var compound: [(token: Token, depth: Int)] = []
        // A separator ends the compound before it once another compound starts (whitespace
        // before `{` ends none).
        var separated = false
        for token in selector {
            let separates = token.isWhitespace || token.isDelim(UInt8(ascii: ">"))
                || token.isDelim(UInt8(ascii: "+")) || token.isDelim(UInt8(ascii: "~"))
            if depth == 0, separates {
                separated = true
                continue
            }
            if separated {
                compound = []
                separated = false
            }
            compound.append((token, depth))
            depth = bracketDepth(after: token, from: depth)
        }
        for (index, entry) in compound.enumerated().reversed() where entry.token.kind == .ident && entry.depth == 0 {
            let before = index > 0 ? compound[index - 1].token : nil
            if let before, before.kind == .colon || before.isDelim(UInt8(ascii: ".")) { continue }
            if let name = catalog.canonicalClassName(source.raw(entry.token)) { return (name, false) }
        }
        return (nil, compound.first?.token.isDelim(UInt8(ascii: "&")) == true)
    }
}
