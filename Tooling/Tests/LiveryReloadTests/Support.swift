import Foundation
import LiveryCore
import LiverySyntax
import LiveryViews

/// A new empty scratch folder (real path, symbolic links resolved).
func scratchFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("livery-reload-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.resolvingSymlinksInPath().path
}

/// Writes `text` to `path` in place.
func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Saves like vim/IDEs: a new file renamed over the old one.
func saveByRename(_ path: String, _ text: String) throws {
    try write(path + ".tmp~", text)
    guard rename(path + ".tmp~", path) == 0 else { throw CocoaError(.fileWriteUnknown) }
}

/// Loads a stylesheet from text.
func sheet(_ text: String, path: String = "test.css") -> StyleSheet {
    StyleSheetLoader(sourceLoader: InMemorySourceLoader([path: text])).load(path)
}

/// A layout from text.
func layout(_ xml: String) -> LayoutDocument {
    LayoutDocument.load(file: SourceFile(path: "test.xml", text: xml))
}

extension ViewNode {
    /// The printed value of property `key`, as `livery style` shows it.
    func printed(_ key: String) -> JSONValue? {
        propertyMembers(layout: ViewTreeLayout(environment: StyleEnvironment())).first { $0.0 == key }?.1
    }
}

/// Polls `condition` on the main actor every 5 ms for up to `timeout` seconds.
@MainActor
func eventually(timeout: Double = 15, _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while ContinuousClock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return condition()
}
