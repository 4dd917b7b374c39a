import LiveryDocument
import Foundation
import LiveryTestSupport
import LiveryCore
import LiverySyntax
@testable import LiveryViews

/// Loading layouts from text and summarizing the result for exact comparisons.
enum LayoutTest {
    /// `Tests/Fixtures/layouts`.
    static let fixtures: URL = Fixtures.url("layouts")

    /// Loads `text` as the layout `test.xml` with a fresh type registry.
    static func load(_ text: String, path: String = "test.xml", registry: TypeRegistry = TypeRegistry(),
                     files: [String: String] = [:]) -> ViewLayout {
        let loader = StyleSheetLoader(sourceLoader: InMemorySourceLoader(files))
        return ViewLayout.load(file: SourceFile(path: path, text: text), registry: registry, styleSheetLoader: loader)
    }

    /// Loads a fixture layout by file name.
    static func fixture(_ name: String) -> ViewLayout {
        ViewLayout.load(path: fixtures.appendingPathComponent(name).path)
    }

    /// `line:column: severity: message [id]` for each diagnostic.
    static func diagnostics(_ document: ViewLayout) -> [String] {
        document.diagnostics.map { diagnostic in
            let location = diagnostic.location
            return "\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
        }
    }

    /// `line:column [id]` for each diagnostic.
    static func positions(_ document: ViewLayout) -> [String] {
        document.diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.id)]" }
    }

    /// The given values of a node as `key=value` strings.
    static func given(_ node: ViewNode?) -> [String] {
        node?.givenValues.map { "\($0.key)=\($0.stringValue)" } ?? []
    }

    /// The inline declarations of a node as `name: value` in canonical text.
    static func inline(_ node: ViewNode?) -> [String] {
        node?.inlineStyle.map { "\($0.property): \($0.value.cssText)" } ?? []
    }
}
