import Foundation
import LiveryCore
import LiveryDocument
import LiverySyntax
import LiveryTestSupport

/// Reading layouts from text and summarizing the description for exact comparisons.
enum LayoutTest {
    /// `Tests/Fixtures/layouts`.
    static let fixtures: URL = Fixtures.url("layouts")

    /// Reads `text` as the layout `test.xml` with a fresh type registry; `files` are what
    /// the `<style>` blocks may import.
    static func load(_ text: String, path: String = "test.xml", registry: TypeRegistry = TypeRegistry(),
                     files: [String: String] = [:]) -> LayoutDocument {
        let loader = StyleSheetLoader(sourceLoader: InMemorySourceLoader(files))
        return LayoutDocument.load(file: SourceFile(path: path, text: text), registry: registry, styleSheetLoader: loader)
    }

    /// Reads a fixture layout by file name.
    static func fixture(_ name: String) -> LayoutDocument {
        LayoutDocument.load(path: fixtures.appendingPathComponent(name).path)
    }

    /// `line:column: severity: message [id]` for each diagnostic.
    static func diagnostics(_ document: LayoutDocument) -> [String] {
        document.diagnostics.map { diagnostic in
            let location = diagnostic.location
            return "\(location.line):\(location.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
        }
    }

    /// `line:column [id]` for each diagnostic.
    static func positions(_ document: LayoutDocument) -> [String] {
        document.diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.id)]" }
    }

    /// The given values of an element as `key=value` strings.
    static func given(_ element: LayoutElement?) -> [String] {
        element?.givenValues.map { "\($0.key)=\($0.stringValue)" } ?? []
    }

    /// The inline declarations of an element as `name: value` in canonical text.
    static func inline(_ element: LayoutElement?) -> [String] {
        element?.inlineStyle.map { "\($0.property): \($0.value.cssText)" } ?? []
    }
}

extension LayoutDocument {
    /// The first element (document order) with the id `id`.
    func element(withID id: String) -> LayoutElement? {
        elements.first { $0.id == id }
    }
}

extension LayoutElement {
    /// `UILabel#title.big`: the type, id and classes.
    var summary: String {
        var text = typeName
        if let id { text += "#" + id }
        for name in classes { text += "." + name }
        return text
    }

    /// The described subtree, one element per line (`summary`), indented two spaces per
    /// level.
    var outline: String {
        var lines: [String] = []
        var stack: [(LayoutElement, Int)] = [(self, 0)]
        while let (element, depth) = stack.popLast() {
            lines.append(String(repeating: "  ", count: depth) + element.summary)
            stack.append(contentsOf: element.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// The first element of the subtree (document order) with the id `id`.
    func element(withID id: String) -> LayoutElement? {
        subtree.first { $0.id == id }
    }
}
