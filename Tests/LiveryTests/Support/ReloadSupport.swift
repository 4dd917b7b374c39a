import LiveryDocument
import LiverySyntax
import LiveryTestSupport

/// A new empty scratch folder (real path, symbolic links resolved).
func scratchFolder() throws -> String {
    try Fixtures.scratchFolder("livery-reload").path
}

/// The test elements of a layout given as text (`test.xml`).
func layout(_ xml: String) -> TestElement? {
    TestBackend().makeTree(from: LayoutDocument.load(file: SourceFile(path: "test.xml", text: xml)))
}
