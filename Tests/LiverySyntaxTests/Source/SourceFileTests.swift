import LiverySyntax
import Testing

@Suite struct SourceFileTests {
    @Test(arguments: [
        // (text, byte offset, line, column)
        ("abc", 0, 1, 1),
        ("abc", 2, 1, 3),
        ("abc", 3, 1, 4),
        ("abc", 99, 1, 4),
        ("ab\ncd", 3, 2, 1),
        ("ab\ncd", 2, 1, 3),
        ("ab\r\ncd", 3, 1, 4),
        ("ab\r\ncd", 4, 2, 1),
        ("a\rb", 2, 2, 1),
        ("a\u{0C}b", 2, 2, 1),
        ("a\n\nb", 3, 3, 1),
        // Columns count Unicode scalars: é is 2 bytes, € 3, 😀 4.
        ("é€😀x", 2, 1, 2),
        ("é€😀x", 5, 1, 3),
        ("é€😀x", 9, 1, 4),
        // An offset inside a multi-byte scalar belongs to that scalar.
        ("é€😀x", 6, 1, 3),
        ("x\né", 3, 2, 1),
        ("\tb", 1, 1, 2),
    ] as [(String, Int, Int, Int)])
    func location(text: String, offset: Int, line: Int, column: Int) {
        let file = SourceFile(path: "f.css", text: text)
        let location = file.location(of: offset)
        #expect(location.line == line)
        #expect(location.column == column)
        #expect(location.description == "\(line):\(column)")
    }

    @Test func lineCountAndLineText() {
        let file = SourceFile(path: "f.css", text: "one\r\ntwo é\rthree\n\nfive")
        #expect(file.lineCount == 5)
        #expect(file.lineText(1) == "one")
        #expect(file.lineText(2) == "two é")
        #expect(file.lineText(3) == "three")
        #expect(file.lineText(4) == "")
        #expect(file.lineText(5) == "five")
        #expect(file.lineText(0) == "")
        #expect(file.lineText(6) == "")
    }

    @Test func emptyFileHasOneLine() {
        let file = SourceFile(path: "f.css", text: "")
        #expect(file.lineCount == 1)
        #expect(file.lineText(1) == "")
        #expect(file.location(of: 0).description == "1:1")
    }

    @Test func invalidUTF8IsRepairedInText() {
        let file = SourceFile(path: "f.css", bytes: [0x61, 0xFF, 0x62])
        #expect(file.lineText(1) == "a\u{FFFD}b")
        #expect(file.text(SourceRange(start: 0, end: 3)) == "a\u{FFFD}b")
        #expect(file.location(of: 2).column == 3)
    }

    @Test func columnsMatchTheRepairedLineText() {
        // A truncated sequence is one replacement character, as `lineText` shows it.
        let truncated = SourceFile(path: "f.css", bytes: [0x61, 0xE2, 0x82, 0x62])
        #expect(truncated.lineText(1) == "a\u{FFFD}b")
        #expect(truncated.location(of: 3).column == 3)
        // Lone continuation bytes are each their own column, not part of a neighbour.
        let lone = SourceFile(path: "f.css", bytes: [0x61, 0x20, 0x80, 0x80, 0x62])
        #expect(lone.location(of: 2).column == 3)
        #expect(lone.location(of: 4).column == 5)
    }

    @Test func byteOrderMarkTakesNoColumn() {
        let file = SourceFile(path: "f.css", bytes: [0xEF, 0xBB, 0xBF, 0x61, 0x62, 0x0A, 0x63])
        #expect(file.lineText(1) == "ab")
        #expect(file.location(of: 0).description == "1:1")
        #expect(file.location(of: 3).description == "1:1")
        #expect(file.location(of: 4).description == "1:2")
        #expect(file.location(of: 6).description == "2:1")
    }

    @Test func rangesAndSpans() {
        let range = SourceRange(start: 5, end: 2)
        #expect(range.isEmpty)
        #expect(range.end == 5)
        #expect(SourceRange(start: 1, end: 3).union(SourceRange(start: 7, end: 9)) == SourceRange(start: 1, end: 9))
        let file = SourceFile(path: "dir/f.css", text: "a\n  b")
        let span = SourceSpan(file: file, range: SourceRange(at: 4))
        #expect(span.description == "dir/f.css:2:3")
    }
}
