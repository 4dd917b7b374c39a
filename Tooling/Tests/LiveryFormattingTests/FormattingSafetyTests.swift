import Foundation
import LiveryFormats
@testable import LiveryFormatting
import LiverySyntax
import LiveryTestSupport
import Testing

/// What the formatter refuses, and the checks that keep it from writing a sheet that means
/// something else.
struct FormattingSafetyTests {
    let formatter = StyleSheetFormatter(loader: FormatLoader(defaultFormat: .livery))

    @Test func aSheetWithSyntaxErrorsIsRefusedWithThem() throws {
        let file = SourceFile(path: "/formatting-tests/broken.css", text: ".a { color: red }\n.b { color red; }\n")
        let result = formatter.format(file)
        #expect(result.outcome == .refused)
        let ids = result.diagnostics.map(\.id)
        #expect(ids.first == FormattingDiagnosticID.syntaxErrors)
        #expect(ids.dropFirst().contains(SyntaxDiagnosticID.expectedColon))
        #expect(result.diagnostics[0].location.line == 2)
    }

    @Test func aUISSSheetIsNotFormatted() {
        let result = formatter.format(SourceFile(path: "/formatting-tests/theme.json", text: "{\"UILabel\": {\"font\": [\"Helvetica\", 12]}}"))
        #expect(result.outcome == .refused)
        #expect(result.diagnostics.map(\.id) == [FormattingDiagnosticID.unsupportedFile])
        #expect(result.diagnostics[0].severity == .warning)
    }

    @Test func aLayoutIsNotFormatted() {
        let result = formatter.format(SourceFile(path: "/formatting-tests/screen.xml", text: "UILabel{alpha:1}"))
        #expect(result.outcome == .refused)
        #expect(result.diagnostics.map(\.id) == [FormattingDiagnosticID.unsupportedFile])
    }

    /// Past the 100 diagnostics a load reports, only syntax problems refuse a sheet.
    @Test func manyWarningsAreNoSyntaxErrors() {
        let declarations = (0...100).map { "unknown\($0): 1;" }.joined(separator: " ")
        let result = formatter.format(SourceFile(path: "/formatting-tests/many.css", text: ".a { \(declarations) }\n"))
        guard case .formatted(let text) = result.outcome else {
            Issue.record("refused: \(result.diagnostics.prefix(3))")
            return
        }
        #expect(text.hasPrefix(".a {\n    unknown0: 1;\n"))
        let broken = formatter.format(SourceFile(path: "/formatting-tests/broken.css", text: ".a { \(declarations) }\n.b { color red; }\n"))
        #expect(broken.outcome == .refused)
        #expect(broken.diagnostics.map(\.id).prefix(2) == [FormattingDiagnosticID.syntaxErrors, SyntaxDiagnosticID.expectedColon])
    }

    /// Only `! important` loses its space: elsewhere a `!` keeps the spacing it had, which an
    /// NUI value's text keeps (`a ! b` is not `a !b` there).
    @Test func aBangKeepsItsSpacingExceptBeforeImportant() {
        let nui = formatter.format(SourceFile(path: "/formatting-tests/theme.nss", text: "Button{background-image:a ! b;}\n"))
        #expect(nui.outcome == .formatted("Button {\n    background-image: a ! b;\n}\n"), "\(nui.diagnostics.prefix(3))")
        let livery = formatter.format(SourceFile(path: "/formatting-tests/a.css", text: ".a{hidden:! @x;alpha:1 ! important}\n"))
        #expect(livery.outcome == .formatted(".a {\n    hidden: ! @x;\n    alpha: 1 !important;\n}\n"))
    }

    @Test func aMissingImportIsNoSyntaxError() {
        let file = SourceFile(path: "/formatting-tests/importer.css", text: "@import \"nowhere.css\";\n.a {color:red}\n")
        #expect(formatter.format(file).outcome == .formatted("@import \"nowhere.css\";\n.a {\n    color: red;\n}\n"))
    }

    /// Each check rejects a candidate text that fails it (the printer never makes these).
    static let wrongCandidates: [(why: String, source: String, candidate: String, reason: String)] = [
        ("a comment dropped", "/* c */\n.a { color: red }\n", ".a {\n    color: red;\n}\n", "text other than whitespace"),
        ("a value changed", "/* c */\n.a { color: red }\n", "/* c */\n.a {\n    color: blue;\n}\n", "text other than whitespace"),
        ("two tokens run together", ".a { font: bold 12 system }\n", ".a {\n    font: bold12 system;\n}\n", "tokens or comments"),
        ("two selectors made one compound", ".b .c { alpha: 1 }\n", ".b.c {\n    alpha: 1;\n}\n", "rules or variables"),
        ("a `;` dropped, a line break left", ".a { color: red; alpha: 1 }\n", ".a {\n    color: red\n    alpha: 1;\n}\n",
         "diagnostics"),
        ("spacing that formats differently again", "/* c */\n.a { color: red }\n", "/* c */\n.a {\n    color:  red;\n}\n",
         "formatting it again"),
    ]

    @Test(arguments: wrongCandidates.map(\.why))
    func eachCheckRejectsWhatItGuards(_ why: String) throws {
        let wrong = try #require(Self.wrongCandidates.first { $0.why == why })
        let file = SourceFile(path: "/formatting-tests/case.css", text: wrong.source)
        let result = formatter.check(file, formattedAs: wrong.candidate, original: formatter.loader.load(file))
        #expect(result.outcome == .refused)
        #expect(result.diagnostics.map(\.id) == [FormattingDiagnosticID.wouldChangeMeaning])
        #expect(result.diagnostics.first?.message.contains(wrong.reason) == true, "\(result.diagnostics)")
    }

    /// Whitespace only where a sheet already has some, or where the canonical layout has
    /// none (after `(`, before `)`, `,` and `;`), does not change the formatted text: the
    /// printer reads tokens, not the spacing it was given. Over every fixture sheet that
    /// formats, with a fixed random generator.
    @Test func respacingASheetDoesNotChangeItsFormattedText() throws {
        var generator = SplitMix(seed: 0x11FE)
        var compared = 0
        for path in try FormattingGoldenTests.fixtureSheets() {
            let dialect: StyleSheetFormat = path.contains("nimbus") ? .nimbus : .livery
            let formatter = StyleSheetFormatter(loader: FormatLoader(defaultFormat: dialect))
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let original = formatter.format(SourceFile(path: path, bytes: bytes))
            let expected: String
            switch original.outcome {
            case .formatted(let text): expected = text
            case .unchanged: expected = String(decoding: bytes, as: UTF8.self)
            case .refused: continue
            }
            let respaced = Self.respaced(SourceFile(path: path, bytes: bytes), using: &generator)
            let result = formatter.format(SourceFile(path: path, text: respaced))
            let text: String
            switch result.outcome {
            case .formatted(let formatted): text = formatted
            case .unchanged: text = respaced
            case .refused:
                Issue.record("\(path) respaced was refused: \(result.diagnostics.map(\.description))\n\(respaced)")
                continue
            }
            #expect(text == expected, "\(path) respaced:\n\(respaced)")
            compared += 1
        }
        #expect(compared > 30)
    }

    /// `file` with the spaces and tabs of its whitespace replaced by 1–3 random ones (its line
    /// breaks kept), some added after `(` and before `)`, `,` and `;`, and a line break before
    /// some `}` (which ends a statement's line in every layout).
    static func respaced(_ file: SourceFile, using generator: inout SplitMix) -> String {
        let source = Tokenizer.tokenize(file)
        guard let split = SourcePieces(source) else { return String(decoding: file.bytes, as: UTF8.self) }
        var text = split.byteOrderMark ? "\u{FEFF}" : ""
        func blanks() -> String {
            String((0..<Int(generator.next() % 3 + 1)).map { _ in generator.next() % 2 == 0 ? " " : "\t" })
        }
        var afterLineComment = false
        var depth = 0
        for piece in split.pieces {
            defer {
                if case .comment(_, isLine: true) = piece { afterLineComment = true } else { afterLineComment = false }
            }
            switch piece {
            case .space(let newlines):
                // Blanks before a line comment's line break would be part of the comment.
                let lines = (0..<newlines).map { line in (line == 0 && afterLineComment ? "" : blanks()) + "\n" }
                text += newlines == 0 ? blanks() : lines.joined() + blanks()
            case .comment(let comment, _):
                text += comment
            case .token(let index):
                let token = source.tokens[index]
                if [.closeParen, .comma, .semicolon].contains(token.kind) { text += blanks() }
                // A line break before a `}` that ends a line of its own statement.
                if token.kind == .closeCurly, depth == 0, generator.next() % 2 == 0 { text += "\n" }
                text += source.raw(token)
                if [.openParen, .function].contains(token.kind) { text += blanks() }
                switch token.kind {
                case .function, .openParen, .openSquare: depth += 1
                case .closeParen, .closeSquare: depth = max(0, depth - 1)
                default: break
                }
            }
        }
        return text
    }
}
