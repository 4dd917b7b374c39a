import LiveryCore
import LiverySyntax

/// Where in a Livery CSS sheet a position is, read from the text before it: what a
/// completion there would name, and the class the innermost rule styles.
struct EditingContext: Equatable {
    enum Place: Equatable {
        /// Outside every block: a selector starts here.
        case selector
        /// Inside a block, before any `:` of the statement: a property name (or a nested
        /// rule's selector).
        case propertyName
        /// After a declaration's `:`: the value of `property` (as written, parameters
        /// included: `titleColor(highlighted)`).
        case value(property: String)
        /// Inside a comment or string, an at-rule, or a nested selector: nothing to offer.
        case none
    }

    let place: Place
    /// The class the innermost rule's subject names (`UIButton` in `.bar UIButton.primary`),
    /// if the catalog knows it.
    let ruleType: String?

    /// The context at the end of `prefix`. Inside a block, a statement is what follows the
    /// last `;`, `{`, `}` or line break outside brackets (a value continued on a second line
    /// reads as a new statement there).
    static func at(endOf prefix: String, catalog: PropertyCatalog) -> EditingContext {
        let source = Tokenizer.tokenize(SourceFile(path: "", text: prefix))
        // Open at the end: a comment or string being written.
        if let last = source.tokens.last, last.flags.contains(.unterminated) { return EditingContext(place: .none, ruleType: nil) }
        if source.diagnostics.contains(where: { $0.id == SyntaxDiagnosticID.unterminatedComment }) {
            return EditingContext(place: .none, ruleType: nil)
        }
        var preludes: [[Token]] = []
        var statement: [Token] = []
        var depth = 0
        for token in source.tokens {
            switch token.kind {
            case .openCurly where depth == 0:
                preludes.append(statement)
                statement = []
            case .closeCurly where depth == 0:
                _ = preludes.popLast()
                statement = []
            case .semicolon where depth == 0:
                statement = []
            case .whitespace where depth == 0 && token.flags.contains(.hasNewline) && !preludes.isEmpty:
                // A declaration being written starts on its own line: what is above it
                // (a name without its `;` yet) is another statement.
                statement = []
            default:
                if [.function, .openParen, .openSquare].contains(token.kind) { depth += 1 }
                if [.closeParen, .closeSquare].contains(token.kind) { depth = max(0, depth - 1) }
                statement.append(token)
            }
        }
        let ruleType = ruleType(of: preludes, in: source, catalog: catalog)
        let significant = statement.filter { !$0.isWhitespace }
        guard let first = significant.first else {
            return EditingContext(place: preludes.isEmpty ? .selector : .propertyName, ruleType: ruleType)
        }
        if preludes.isEmpty { return EditingContext(place: first.kind == .atKeyword ? .none : .selector, ruleType: nil) }
        guard first.kind == .ident || first.kind == .function else { return EditingContext(place: .none, ruleType: ruleType) }
        var bracketDepth = 0
        for (index, token) in significant.enumerated() {
            if [.function, .openParen, .openSquare].contains(token.kind) { bracketDepth += 1 }
            if [.closeParen, .closeSquare].contains(token.kind) { bracketDepth = max(0, bracketDepth - 1) }
            if token.kind == .colon, bracketDepth == 0 {
                let name = significant[..<index].map(source.raw).joined()
                return EditingContext(place: .value(property: name), ruleType: ruleType)
            }
        }
        return EditingContext(place: .propertyName, ruleType: ruleType)
    }

    /// The class the innermost rule styles: named in its subject, or, for a subject that
    /// starts with `&` (`&:hover`, `&.primary`), its parent rule's.
    private static func ruleType(of preludes: [[Token]], in source: TokenizedSource, catalog: PropertyCatalog) -> String? {
        for prelude in preludes.reversed() {
            let (type, nested) = subjectType(of: prelude, in: source, catalog: catalog)
            if let type { return type }
            if !nested { return nil }
        }
        return nil
    }

    /// The class named in the last compound selector of a rule's prelude, if the catalog
    /// knows it (an ident not after `.` or `:`), and whether that compound starts with `&`.
    private static func subjectType(of prelude: [Token], in source: TokenizedSource,
                                    catalog: PropertyCatalog) -> (type: String?, nested: Bool) {
        var depth = 0
        var compound: [Token] = []
        // A separator ends the compound before it once another compound starts (whitespace
        // before `{` ends none).
        var separated = false
        for token in prelude {
            let separates = token.isWhitespace || token.kind == .comma || token.isDelim(UInt8(ascii: ">"))
                || token.isDelim(UInt8(ascii: "+")) || token.isDelim(UInt8(ascii: "~"))
            if depth == 0, separates {
                separated = true
                continue
            }
            if separated {
                compound = []
                separated = false
            }
            compound.append(token)
            if [.function, .openParen, .openSquare].contains(token.kind) { depth += 1 }
            if [.closeParen, .closeSquare].contains(token.kind) { depth = max(0, depth - 1) }
        }
        for (index, token) in compound.enumerated().reversed() where token.kind == .ident {
            let before = index > 0 ? compound[index - 1] : nil
            if let before, before.kind == .colon || before.isDelim(UInt8(ascii: ".")) { continue }
            if let name = catalog.canonicalClassName(source.raw(token)) { return (name, false) }
        }
        return (nil, compound.first?.isDelim(UInt8(ascii: "&")) == true)
    }
}
