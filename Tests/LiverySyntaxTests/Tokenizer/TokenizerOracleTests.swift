import Foundation
import LiverySyntax
import LiveryTestSupport
import Testing

/// Livery's tokenizer against an independent one: `Tests/Fixtures/tokenizer-oracle/cases.json`
/// holds random fragments built around the specification's corners and the tokens tinycss2
/// reads in them (`Scripts/tokenizer-oracle` regenerates it). Every case must read the same.
@Suite struct TokenizerOracleTests {
    struct Case: Decodable {
        let css: String
        let tokens: [String]
    }

    struct Cases: Decodable {
        let oracle: String
        let cases: [Case]
    }

    static func cases() throws -> Cases {
        let data = try Data(contentsOf: Fixtures.url("tokenizer-oracle/cases.json"))
        return try JSONDecoder().decode(Cases.self, from: data)
    }

    /// The tokens of `text` in the fixture's form: one line each, blocks as their opening
    /// and closing tokens (a block still open at the end closed there, as a parser closes
    /// it), a closing bracket that closes nothing as `lit` and the bracket, numbers to 12
    /// significant digits.
    static func lines(_ text: String) -> [String] {
        let source = Tokenizer.tokenize(SourceFile(path: "oracle.css", text: text))
        var lines: [String] = []
        var closers: [String] = []
        func number(_ token: Token) -> String {
            let value = token.number
            if value.isInfinite { return value < 0 ? "-inf" : "inf" }
            let text = String(format: "%.12g", value)
            return text == "-0" ? "0" : text
        }
        func integer(_ token: Token) -> String { token.flags.contains(.isInteger) ? " int" : "" }
        for token in source.tokens {
            let value = source.value(token)
            switch token.kind {
            case .ident: lines.append("ident \(value)")
            case .function:
                lines.append("function \(value)")
                closers.append(")")
            case .atKeyword: lines.append("at \(value)")
            case .hash: lines.append("hash \(value)" + (token.flags.contains(.isID) ? " id" : ""))
            case .string: lines.append("string \(value)")
            case .badString: lines.append("bad-string")
            case .url: lines.append("url \(value)")
            case .badURL: lines.append("bad-url")
            case .delim: lines.append("delim \(value)")
            case .number: lines.append("number \(number(token))" + integer(token))
            case .percentage: lines.append("percentage \(number(token))" + integer(token))
            case .dimension: lines.append("dimension \(number(token)) \(value)" + integer(token))
            case .whitespace: lines.append("ws")
            case .cdo: lines.append("cdo")
            case .cdc: lines.append("cdc")
            case .colon: lines.append(":")
            case .semicolon: lines.append(";")
            case .comma: lines.append(",")
            case .openParen, .openSquare, .openCurly:
                let (opening, closing) = token.kind == .openParen ? ("(", ")") : token.kind == .openSquare ? ("[", "]") : ("{", "}")
                lines.append(opening)
                closers.append(closing)
            case .closeParen, .closeSquare, .closeCurly:
                let closing = token.kind == .closeParen ? ")" : token.kind == .closeSquare ? "]" : "}"
                if closers.last == closing {
                    closers.removeLast()
                    lines.append(closing)
                } else {
                    lines.append("lit \(closing)")
                }
            case .invalid: lines.append("invalid")
            }
        }
        lines.append(contentsOf: closers.reversed())
        return lines
    }

    @Test func everyCaseReadsAsTheOracleReadsIt() throws {
        let fixture = try Self.cases()
        #expect(fixture.cases.count >= 2_000)
        var mismatches: [String] = []
        for test in fixture.cases {
            let lines = Self.lines(test.css)
            if lines != test.tokens {
                mismatches.append("\(test.css.debugDescription)\n  Livery:   \(lines)\n  \(fixture.oracle): \(test.tokens)")
            }
        }
        let shown = mismatches.prefix(30).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(fixture.cases.count) cases differ:\n\(shown)")
    }
}
