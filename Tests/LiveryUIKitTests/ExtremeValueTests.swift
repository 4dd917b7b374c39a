#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Livery
import LiveryCore
import LiveryFormats
@testable import LiveryUIKit
import Testing

/// Every catalog property of every UIKit class, set to values at the edges of what a
/// sheet can write, goes through the backend: nothing traps (an app would crash), and the
/// layout still gives every view a finite frame and transform. (`numberOfLines: 1e300` once
/// trapped in the conversion to `Int`.)
@MainActor
struct ExtremeValueTests {
    nonisolated static let values = ["1e300", "-1e300", "-1", "0", "1e-300", "9.3e18", "-9.3e18", "1e300%", "-1e300%",
                         "calc(100% + 1e300)", "1e300 1e300 1e300 1e300", "rgba(1e300, -1e300, 1e300, 1e300)",
                         "rotate(1e300deg) scale(1e300)", "scale(1e300) scale(1e300)",
                         "translate(1e308px, -1e308px) translate(1e308px, -1e308px)", "1e308px", "bold 1e308px system",
                         "linear-gradient(1e300deg, red 1e300%, blue -1e300%)", "\"\""]

    /// `UILabel` → `label`, as layouts name the classes.
    static func elementName(_ className: String) -> String {
        className.dropFirst(2).prefix(1).lowercased() + className.dropFirst(3)
    }

    @Test(arguments: values)
    func everyPropertyOfEveryClassTakesTheValue(_ value: String) throws {
        let catalog = PropertyCatalog.standard
        var built = 0
        for name in catalog.classes.keys.sorted() where name.hasPrefix("UI") {
            let properties = Set(catalog.chain(of: name).flatMap { catalog.classes[$0]?.properties.values.map(\.name) ?? [] })
            let css = "#e { " + properties.sorted().map { "\($0): \(value);" }.joined(separator: " ") + " }"
            let element = Self.elementName(name)
            let layout = "<layout><view id=\"root\"><\(element) id=\"e\">Text</\(element)></view></layout>"
            let backend = UIKitLayoutBackend(builder: ViewBuilder(), textMeasurement: .approximate)
            _ = StyledViews(layoutPath: "s.xml", stylesheetPaths: ["s.css"],
                            reader: FormatLoader(sourceLoader: InMemorySourceLoader(["s.xml": layout, "s.css": css])),
                            backend: backend)
            let root = try #require(backend.built?.rootView, "\(name)")
            var views = [root]
            while let view = views.popLast() {
                let frame = view.frame
                let numbers = [frame.origin.x, frame.origin.y, frame.width, frame.height]
                #expect(numbers.allSatisfy(\.isFinite) && frame.width >= 0 && frame.height >= 0,
                        "\(name) with \(value): \(type(of: view)) has \(frame)")
                let t = view.transform
                let finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
                #expect(finite,
                        "\(name) with \(value): \(type(of: view)) has the transform \(t)")
                views += view.subviews
            }
            built += 1
        }
        #expect(built > 40)
    }
}
#endif
