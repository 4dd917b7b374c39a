import LiveryCore
import LiveryFormats
import LiverySyntax
import Testing

/// The other dialects follow the same input rules as Livery CSS: a file that is not text is
/// one error, each file reports at most `Diagnostic.maximumPerFile` diagnostics, and Nimbus
/// imports stay inside the sheet's folder and read each file once.
struct FormatInputLimitsTests {
    @Test(arguments: [StyleSheetFormat.livery, .uiss, .reflektor, .nimbus, .nui])
    func aBinaryFileIsOneErrorInEveryDialect(_ format: StyleSheetFormat) {
        let bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + Array(repeating: 0x41, count: 1_000)
        let sheet = FormatLoader().load(SourceFile(path: "bin", bytes: bytes), format: format)
        #expect(sheet.diagnostics.map(\.description) == [
            "bin:1:1: error: not a text file (a NUL byte at offset 7); nothing of it is loaded [file.not-text]",
        ])
        let converted = FormatConverter().convert(SourceFile(path: "bin", bytes: bytes), from: format)
        #expect(converted.css.isEmpty)
        #expect(converted.diagnostics.map(\.id) == [SyntaxDiagnosticID.fileNotText])
    }

    /// Variables that use the next one twice, forty levels deep: 2⁴⁰ tokens unbounded. Each
    /// dialect's substitution stops at Livery's bound with a positioned error.
    @Test func doublingVariablesStopAtTheBoundInEveryDialect() throws {
        let reflektor = (0..<40).map { "@v\($0): @v\($0 + 1) @v\($0 + 1);" }.joined(separator: "\n")
            + "\n@v40: red;\nUILabel { text-color: @v0; }\n"
        let uiss = "{ \"Variables\": { " + (0..<40).map { "\"v\($0)\": [\"$v\($0 + 1)\", \"$v\($0 + 1)\"]" }.joined(separator: ", ")
            + ", \"v40\": \"red\" }, \"UILabel\": { \"textColor\": \"$v0\" } }"
        for (name, text) in [("a.rflk", reflektor), ("a.json", uiss)] {
            let sheet = FormatLoader().load(SourceFile(path: name, text: text))
            let error = try #require(sheet.diagnostics.first { $0.id == CoreDiagnosticID.variableTooLarge }, "\(name)")
            #expect(error.message.contains("longer than \(SubstitutionBudget.maximumPerValue) tokens"), "\(name)")
            #expect(error.span.file.path == name)
        }
    }

    /// ReflektorKit rules each including the next one twice, forty deep: each rule's
    /// declarations are copied once, and the first rule still gets the last one's.
    @Test func reflektorIncludesStayLinear() throws {
        let text = (0..<40).map { "c\($0) { include: c\($0 + 1); include: c\($0 + 1); }" }.joined(separator: "\n")
            + "\nc40 { text-color: red; alpha: 0.5; }\n"
        let sheet = FormatLoader().load(SourceFile(path: "a.rflk", text: text))
        #expect(sheet.diagnostics.filter { $0.severity == .error }.isEmpty, "\(sheet.diagnostics)")
        let first = try #require(sheet.rules.first)
        #expect(first.declarations.count == 2, "the included declarations once each: \(first.declarations.count)")
    }

    /// Ten thousand ReflektorKit rules, each including the next (230 KB): flattening the
    /// first walks the whole chain. It took a stack frame per link and crashed the process;
    /// the walk keeps its own stack now.
    @Test func aLongReflektorIncludeChainDoesNotTakeAStackFramePerLink() throws {
        let links = 10_000
        let text = (0..<links).map { "c\($0) { include: c\($0 + 1); }" }.joined(separator: "\n")
            + "\nc\(links) { alpha: 0.5; }\nloop { include: back; }\nback { include: loop; tint-color: red; }\n"
        let sheet = FormatLoader().load(SourceFile(path: "a.rflk", text: text))
        #expect(sheet.diagnostics.map(\.id) == [FormatDiagnosticID.reflektorIncludeCycle])
        #expect(sheet.diagnostics.first?.location.line == links + 3)
        #expect(sheet.rules.prefix(links + 1).allSatisfy { $0.declarations.map(\.value.cssText) == ["0.5"] })
        #expect(sheet.rules.count == links + 3)
    }

    /// Variables referring to variables: every dialect follows Livery's depth (64 names)
    /// and reports `variable.too-deep` beyond, at the same length as Livery CSS. UISS and
    /// ReflektorKit followed any chain, a stack frame per link: 10,000 links crashed them.
    @Test(arguments: [63, 64, 10_000])
    func variableChainsStopAtLiverysDepthInEveryDialect(links: Int) {
        let css = (0..<links).map { "@v\($0): @v\($0 + 1);" }.joined(separator: "\n")
            + "\n@v\(links): 0.5;\nUILabel { alpha: @v0; }"
        let reflektor = "@namespace {\n" + (0..<links).map { "@v\($0) = @v\($0 + 1);" }.joined(separator: "\n")
            + "\n@v\(links) = 0.5;\n}\nUILabel { alpha: @v0; }"
        let variables = (0..<links).map { "\"v\($0)\": \"$v\($0 + 1)\"" }.joined(separator: ", ")
        let uiss = "{ \"Variables\": { \(variables), \"v\(links)\": 0.5 }, \"UILabel\": { \"alpha\": \"$v0\" } }"
        let expected = links < VariableResolver.maximumDepth ? [String]() : [CoreDiagnosticID.variableTooDeep.rawValue]
        for (path, text) in [("a.css", css), ("a.rflk", reflektor), ("a.json", uiss)] {
            let sheet = FormatLoader().load(SourceFile(path: path, text: text))
            #expect(sheet.diagnostics.map(\.id.rawValue) == expected, "\(path)")
            #expect(sheet.rules.count == (expected.isEmpty ? 1 : 0), "\(path)")
        }
    }

    @Test func uissErrorsAreCapped() {
        let json = "{" + String(repeating: "\"UILabel\": { \"alpha\": \"x\" },", count: 1_000) + "}"
        let sheet = FormatLoader().load(SourceFile(path: "a.json", text: json))
        #expect(sheet.diagnostics.count == Diagnostic.maximumPerFile + 1)
        #expect(sheet.diagnostics.last?.id == SyntaxDiagnosticID.tooManyDiagnostics)
    }

    /// Nimbus selectors have the same bound on their length as Livery CSS's.
    @Test func aNimbusSelectorTooLongDropsItsRule() {
        let long = Array(repeating: "UIView", count: 300).joined(separator: " ")
        let sheet = FormatLoader().load(SourceFile(path: "n.css", text: "\(long) { opacity: 0.5; }\nUILabel { opacity: 0.5; }"),
                                        format: .nimbus)
        #expect(sheet.diagnostics.map(\.id) == [CoreDiagnosticID.selectorTooLong])
        #expect(sheet.rules.map { $0.selectors[0].description } == ["UILabel"])
    }

    @Test func nimbusImportsStayInsideAndAreReadOnce() {
        let files = [
            "styles/main.css": "@import url('/etc/passwd')\n@import url('../x.css')\n@import url('a.css')\n@import url('a.css')\nUILabel { opacity: 0.5; }",
            "styles/a.css": "@import url('b.css')\nUIView { opacity: 0.1; }\n@import url('b.css')",
            "styles/b.css": "UIButton { opacity: 0.2; }",
            "/etc/passwd": "UILabel { opacity: 1; }",
            "x.css": "UILabel { opacity: 1; }",
        ]
        let loader = FormatLoader(sourceLoader: InMemorySourceLoader(files))
        let sheet = loader.load("styles/main.css", format: .nimbus)
        #expect(sheet.diagnostics.map(\.id) == [CoreDiagnosticID.importOutsideProject, CoreDiagnosticID.importOutsideProject])
        #expect(sheet.dumpText == "UIView { alpha: 0.1; }\nUIButton { alpha: 0.2; }\nUILabel { alpha: 0.5; }\n")
        let allowed = FormatLoader(sourceLoader: InMemorySourceLoader(files), allowedImportRoots: ["."])
        #expect(allowed.load("styles/main.css", format: .nimbus).diagnostics.map(\.id) == [CoreDiagnosticID.importOutsideProject])
    }
}
