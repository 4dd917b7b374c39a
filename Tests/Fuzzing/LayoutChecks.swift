import LiveryCore
import LiveryDocument
import LiverySyntax

/// Properties of layout documents.
enum LayoutChecks {
    /// Diagnostics positioned and bounded; the same document always reads the same.
    static func checkDocument(_ bytes: [UInt8], _ failures: inout FuzzFailures) {
        let read = { LayoutDocument.load(file: SourceFile(path: "fuzz.xml", bytes: bytes),
                                          styleSheetLoader: StyleSheetLoader(sourceLoader: InMemorySourceLoader([:]))) }
        let document = read()
        DiagnosticChecks.check(document.diagnostics, &failures)
        let again = read()
        failures.expect(summary(again) == summary(document), "reading the same layout twice gave different results")
    }

    static func summary(_ document: LayoutDocument) -> [String] {
        document.diagnostics.map { "\($0.id) \($0.span.range.start)" }
            + document.elements.map { "\($0.typeChain.canonical)#\($0.id ?? "").\($0.classes.joined(separator: "."))" }
    }
}
