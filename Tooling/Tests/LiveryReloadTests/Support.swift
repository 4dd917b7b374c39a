import Foundation
import LiveryTestSupport
import LiveryToolingTestSupport
import LiveryCore
import LiverySyntax
import LiveryViews

/// A new empty scratch folder (real path, symbolic links resolved).
func scratchFolder() throws -> String {
    try Fixtures.scratchFolder("livery-reload").path
}

/// A layout from text.
func layout(_ xml: String) -> ViewLayout {
    ViewLayout.load(file: SourceFile(path: "test.xml", text: xml))
}

