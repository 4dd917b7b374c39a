#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore
@testable import LiveryUIKit
import Testing

/// Properties UIKit derives from others are written after them, a range's bounds never
/// cross (a stepper raises an exception when they do), and a view's originals are what it
/// had before the pass, restored in the same safe order.
@MainActor
struct WriteOrderTests {
    @Test func aStepperRangeBelowZeroIsWrittenWithoutCrossingItsBounds() {
        let stepper = UIStepper(frame: .zero)
        UIKitTesting.style(UIKitTesting.window(stepper), "UIStepper { minimumValue: -20; maximumValue: -5; value: -10; }")
        #expect(stepper.minimumValue == -20)
        #expect(stepper.maximumValue == -5)
        #expect(stepper.value == -10)
    }

    @Test func aStepperRangeMovesUpAndBackInAnOrderUIKitAccepts() {
        let stepper = UIStepper(frame: .zero)
        stepper.livery.addStyleClass("bulk")
        let styler = UIKitTesting.style(UIKitTesting.window(stepper), ".bulk { minimumValue: 200; maximumValue: 500; value: 300; }")
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 500 && stepper.value == 300)
        stepper.livery.removeStyleClass("bulk")
        styler.restyleIfNeeded()
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.value == 0)
    }

    @Test func aReloadedSheetNarrowsAStepperRangeBelowTheOldOne() {
        let stepper = UIStepper(frame: .zero)
        let styler = UIKitTesting.style(UIKitTesting.window(stepper), "UIStepper { minimumValue: 200; maximumValue: 500; }")
        styler.loadStyleSheet("UIStepper { minimumValue: 10; maximumValue: 50; }", named: "test.css")
        styler.restyleIfNeeded()
        #expect(stepper.minimumValue == 10 && stepper.maximumValue == 50)
    }

    @Test func boundsThatWouldCrossAndAZeroStepAreProblemsNotExceptions() {
        let stepper = UIStepper(frame: .zero)
        let styler = UIKitTesting.style(UIKitTesting.window(stepper), "UIStepper { minimumValue: 200; stepValue: 0; autorepeat: no; }")
        #expect(stepper.minimumValue == 0, "above the unstyled maximum of 100")
        #expect(stepper.stepValue == 1)
        #expect(!stepper.autorepeat, "the rest of the style applies")
        let problems = styler.problems.map(\.property)
        #expect(problems.contains("minimumValue") && problems.contains("stepValue"), "\(styler.problems)")
    }

    @Test func aPageControlTakesItsCurrentPageAfterItsPageCount() {
        let control = UIPageControl(frame: .zero)
        UIKitTesting.style(UIKitTesting.window(control), "UIPageControl { numberOfPages: 5; currentPage: 2; }")
        #expect(control.numberOfPages == 5)
        #expect(control.currentPage == 2)
    }

    @Test func anOriginalIsWhatTheViewHadBeforeThePassWroteAnything() {
        let view = UIView(frame: .zero)
        view.livery.addStyleClass("card")
        let styler = UIKitTesting.style(UIKitTesting.window(view), ".card { clipsToBounds: yes; layer.masksToBounds: yes; }")
        #expect(view.clipsToBounds && view.layer.masksToBounds)
        view.livery.removeStyleClass("card")
        styler.restyleIfNeeded()
        #expect(!view.clipsToBounds)
        #expect(!view.layer.masksToBounds, "both properties write the same state; its original is unclipped")
    }

    /// A label-wide font and color (which UIKit applies to the whole attributed text) are
    /// written before the attributed text, so its runs keep their own.
    @Test func attributedRunsKeepTheirFontsAndColorsUnderALabelWideRule() throws {
        let label = UILabel(frame: .zero)
        label.livery.styleID = "price"
        UIKitTesting.style(UIKitTesting.window(label), """
            UILabel { font: 15; textColor: #333333; }
            #price { attributedText: "$" (font: 11), "99" (font: bold 24, color: #ff0000); }
            """)
        let text = try #require(label.attributedText)
        #expect(text.string == "$99")
        #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 11)
        #expect((text.attribute(.font, at: 1, effectiveRange: nil) as? UIFont)?.pointSize == 24)
        #expect(UIKitTesting.rgba(text.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor) == [1, 0, 0, 1])
    }
}
#endif
