import Testing
import LiverySyntax
@testable import LiveryValues

/// `layout` constraints resolved to a frame, without a view tree: a 200×100 parent, an
/// element at (1, 2) sized 40×20, a sibling `#box` at (10, 10) sized 50×30.
@Suite struct RelativeLayoutTests {
    typealias Box = (x: Double, y: Double, width: Double, height: Double)

    func frame(_ text: String, fitting: (width: Double, height: Double)?) throws -> Box {
        let (value, diagnostics) = parseValue(text, as: .layout)
        #expect(diagnostics.isEmpty, "\(text): \(diagnostics)")
        guard case .layout(let layout)? = value else { throw LayoutMissing() }
        return layout.frame(current: (1, 2, 40, 20), fitting: fitting, parent: (200, 100), guide: (0, 100),
                            sibling: { $0 == "box" ? (10, 10, 50, 30) : nil })
    }

    struct LayoutMissing: Error {}

    @Test(arguments: [
        // Without a limit the size that fits is taken as it is.
        ("sizeToFit, left(5), top(6)", (300.0, 60.0), (5.0, 6.0, 300.0, 60.0)),
        // With one, each axis takes the smaller of the size that fits and the limit.
        ("sizeToFit(100, 100), left(5), top(6)", (300, 60), (5, 6, 100, 60)),
        ("sizeToFit(100, 100), left(5), top(6)", (30, 160), (5, 6, 30, 100)),
        ("sizeToFit(100), right(parent), bottom(parent)", (150, 150), (100, 0, 100, 100)),
        // Limits are layout terms: relative to the parent, a percentage by axis, a sibling.
        ("sizeToFit(parent.width * 0.25, 2 * parent.height + 100), left(0), top(0)", (400, 400), (0, 0, 50, 300)),
        ("sizeToFit(10%, 10%), left(0), top(0)", (400, 400), (0, 0, 20, 10)),
        ("sizeToFit(box.width, box), left(box.right), top(box.top)", (400, 400), (60, 10, 50, 30)),
        // A width or height constraint wins over the size that fits.
        ("sizeToFit(100, 100), width(150), left(0), top(0)", (300, 60), (0, 0, 150, 60)),
        ("height(8), sizeToFit(100, 100), left(0), top(0)", (30, 60), (0, 0, 30, 8)),
    ] as [(String, (Double, Double), Box)])
    func sizeToFitIsCappedAtItsLimit(_ text: String, _ fitting: (Double, Double), _ expected: Box) throws {
        let result = try frame(text, fitting: (fitting.0, fitting.1))
        #expect(result == expected, "\(text)")
    }

    /// Without a measurement the element's own size is what fits, still capped.
    @Test func withoutAMeasurementTheCurrentSizeIsCapped() throws {
        #expect(try frame("sizeToFit(30, 100), left(0), top(0)", fitting: nil) == (0, 0, 30, 20))
        #expect(try frame("sizeToFit, left(0), top(0)", fitting: nil) == (0, 0, 40, 20))
    }

    /// The limit the element is measured within; an axis naming a missing sibling is unlimited.
    @Test func theFittingLimitResolvesItsTerms() throws {
        func limit(_ text: String) throws -> (width: Double, height: Double)? {
            guard case .layout(let layout)? = parseValue(text, as: .layout).value else { throw LayoutMissing() }
            return layout.fittingLimit(parent: (200, 100), guide: (0, 100), sibling: { $0 == "box" ? (10, 10, 50, 30) : nil })
        }
        #expect(try limit("sizeToFit, left(0)") == nil)
        #expect(try limit("sizeToFit(parent.width - 20, 50%)")! == (180, 50))
        #expect(try limit("sizeToFit(box.right, nowhere.height)")! == (60, .infinity))
    }
}
