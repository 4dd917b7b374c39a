import Foundation
import LiveryCore
import LiveryFormats
import LiveryTestSupport
import LiveryViews
import Testing

/// Every catalog property of every UIKit class, set to values at the edges of what a sheet
/// can write, styles and lays out the headless tree (what `livery style`, `render` and the
/// preview show): every frame is finite with a non-negative size, and the SVG, HTML and
/// JSON written from it hold no NaN or infinity. (A `font-size` of `1e308px` once gave a
/// text leaf an infinite measured height, then NaN frames: `null` in JSON and SVG.)
struct ExtremeValueTests {
    static let values = ["1e308px", "-1e308px", "1e300", "-1e300", "-1", "0", "1e-300", "9.3e18", "1e300%", "-1e300%",
                         "calc(100% + 1e300px)", "1e300px 1e300px 1e300px 1e300px", "rgba(1e300, -1e300, 1e300, 1e300)",
                         "rotate(1e300deg) scale(1e300)", "scale(1e300) scale(1e300)",
                         "translate(1e308px, -1e308px) translate(1e308px, -1e308px)", "bold 1e308px system",
                         "linear-gradient(1e300deg, red 1e300%, blue -1e300%)", "\"\""]

    /// `UILabel` → `label`, as layouts name the classes.
    static func elementName(_ className: String) -> String {
        className.dropFirst(2).prefix(1).lowercased() + className.dropFirst(3)
    }

    /// The lines of `text` with an attribute value or JSON number that is not a finite number.
    static func nonFinite(_ text: String) -> [String] {
        let patterns = ["=\"null\"", "=\"nan\"", "=\"inf\"", "=\"-inf\"", "(nan", "(inf", " nan", " inf", "-inf", ": null"]
        return text.split(separator: "\n").filter { line in patterns.contains { line.contains($0) } }
            .prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// What is wrong with a styled, laid-out screen: frames that are not finite or have a
    /// negative size, and NaN or infinity in its SVG, HTML or JSON. Empty when nothing is.
    static func failures(_ screen: StyledScreen) -> [String] {
        guard let root = screen.root else { return [] }
        var failures: [String] = []
        for node in root.subtree {
            let frame = node.frame ?? .zero
            if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) || frame.width < 0 || frame.height < 0 {
                failures.append("\(node.typeName)#\(node.styleID ?? "") has \(frame)")
            }
        }
        var json = ""
        root.appendStyleJSONText(layout: ViewTreeLayout(environment: screen.environment), to: &json)
        for (format, text) in [("SVG", SVGRenderer.render(screen)), ("HTML", HTMLRenderer.render(screen)), ("JSON", json)] {
            let found = nonFinite(text)
            if !found.isEmpty { failures.append("the \(format) has \(found)") }
        }
        return failures
    }

    @Test(arguments: values)
    func everyPropertyOfEveryClassTakesTheValue(_ value: String) throws {
        let catalog = PropertyCatalog.standard
        var built = 0
        var failures: [String] = []
        for name in catalog.classes.keys.sorted() where name.hasPrefix("UI") {
            let properties = Set(catalog.chain(of: name).flatMap { catalog.classes[$0]?.properties.values.map(\.name) ?? [] })
            let element = Self.elementName(name)
            let css = "#e, #e > * { " + properties.sorted().map { "\($0): \(value);" }.joined(separator: " ") + " }"
            let layout = "<layout><view id=\"root\"><\(element) id=\"e\">Text<label>Inner</label></\(element)>"
                + "<label>After</label></view></layout>"
            let screen = RenderTest.screen(layout, css: css)
            _ = try #require(screen.root, "\(name)")
            failures += Self.failures(screen).map { "\(name) with \(value): \($0)" }
            built += 1
        }
        #expect(built > 40)
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
