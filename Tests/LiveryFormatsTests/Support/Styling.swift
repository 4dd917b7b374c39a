import Foundation
import LiveryCore
import LiveryFormats
import LiverySyntax
import LiveryTestSupport
import LiveryValues

/// Fixtures and helpers shared by the format tests.
extension Fixtures {
    /// `Tests/Fixtures/formats/RELATIVE`.
    static func format(_ relative: String) -> String { path("formats/" + relative) }

    /// One tree with every type and style class the fixtures style.
    static func tree() -> TestElement {
        typealias E = TestElement
        return E("UIView", id: "root", classes: ["stack"], [
            E("UINavigationBar"), E("UIToolbar"), E("UISearchBar"), E("UISegmentedControl"), E("UISlider"),
            E("UIProgressView"), E("UIImageView"), E("UITabBar"),
            E("UIButton", classes: ["primary"], [E("UILabel")]),
            E("UIButton", classes: ["pill", "LargeButton"]),
            E("UILabel", id: "title", classes: ["headline"]),
            E("UILabel", classes: ["small", "SmallLabel"]),
            E("UITableView", [E("UITableViewCell", [E("UILabel")])]),
            E("UIView", classes: ["card", "pill"], [E("UILabel", classes: ["caption"]), E("UIView", classes: ["caption"])]),
            E("UIView", classes: ["tile"]),
            E("UILabel", id: "hidden-hint"),
        ])
    }

    /// The environments equivalence is checked under: the default phone and a big iPad.
    static let environments: [StyleEnvironment] = {
        var pad = StyleEnvironment()
        pad.idiom = .pad
        pad.screenWidth = 1024
        pad.screenHeight = 1366
        pad.horizontalSizeClass = .regular
        pad.verticalSizeClass = .regular
        return [StyleEnvironment(), pad]
    }()
}

/// Every element's computed style (typed values) and custom properties, for comparisons.
struct StyleSnapshot: Equatable, CustomStringConvertible {
    /// Element path → property → value.
    var elements: [String: [String: String]]

    init(sheets: [StyleSheet], environment: StyleEnvironment) {
        let root = Fixtures.tree()
        let manager = StylingManager<TestElement>(environment: environment)
        for sheet in sheets { manager.add(sheet) }
        manager.style(root)
        let custom = CustomProperties(sheets: sheets, environment: environment)
        var elements: [String: [String: String]] = [:]
        for (index, element) in root.all.enumerated() {
            var properties: [String: String] = [:]
            for (key, matched) in element.computedStyle?.values ?? [:] {
                properties[key.description] = matched.typedValue.map { "\($0)" } ?? "untyped " + matched.declaration.value.cssText
            }
            for (name, value) in custom.values(for: element) {
                properties["custom " + name] = value.typedValue.map { "\($0)" } ?? value.declaration.value.cssText
            }
            elements["\(index) " + element.path] = properties
        }
        self.elements = elements
    }

    /// How many property values the snapshot holds.
    var count: Int { elements.values.map(\.count).reduce(0, +) }

    var description: String {
        elements.keys.sorted().map { key in
            key + "\n" + elements[key]!.keys.sorted().map { "  \($0): \(elements[key]![$0]!)" }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

/// Loads `text` as a stylesheet of `format` from memory (with `files` for imports).
func load(_ text: String, as format: StyleSheetFormat, path: String = "test", files: [String: String] = [:]) -> StyleSheet {
    var all = files
    all[path] = text
    return FormatLoader(sourceLoader: InMemorySourceLoader(all)).load(path, format: format)
}

/// Diagnostics as `line:column: severity: message [id]` (no path).
func lines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message) [\($0.id.rawValue)]" }
}
