import Foundation
import LiveryLayout
import LiveryTestSupport
import Testing

/// Reduced trees where Livery differed from Chromium (found by `layout-oracle`), with the
/// border boxes Chromium gave them in LTR. Each tree is laid out like the golden trees
/// (`ChromeFixtureRunner`: every `div` with Livery's defaults, the root min-content wide)
/// and every node must be within 0.5 pt.
@Suite struct ChromeReductionTests {
    /// The max cross size of a box with an aspect ratio limits its size from content, not
    /// its flexed main size: the item grows past the transferred limit.
    @Test func transferredMaxSizeDoesNotStopFlexing() {
        expectChromeFrames(
            div("width: 391px", (0, 0, 391, 135),
                div("", (0, 0, 391, 135),
                    div("height: 135px", (0, 0, 391, 135),
                        div("aspect-ratio: 16 / 9; flex-grow: 1; max-width: 34%", (0, 0, 132.938, 135))))))
        expectChromeFrames(
            div("align-items: flex-start; flex-direction: row; height: 200px; width: 300px", (0, 0, 300, 200),
                div("aspect-ratio: 1 / 1; flex-grow: 1; max-height: 50px", (0, 0, 300, 50))))
        // From content, the transferred limit holds.
        expectChromeFrames(
            div("align-items: flex-start; flex-direction: row; height: 200px; width: 300px", (0, 0, 300, 200),
                div("aspect-ratio: 1 / 1; max-height: 50px", (0, 0, 50, 50),
                    div("width: 100px", (0, 0, 100, 0)))))
    }

    /// The automatic minimum size of a column item does not transfer a width that came
    /// from its own height through the aspect ratio (only a set, stretched or content
    /// width).
    @Test func automaticMinimumTransfersOnlyADefiniteCrossSize() {
        expectChromeFrames(
            div("align-items: flex-start; height: 200px; width: 300px", (0, 0, 300, 200),
                div("aspect-ratio: 1 / 1; flex-basis: 0px; height: 80px", (0, 0, 0, 0))))
        expectChromeFrames(
            div("align-items: flex-start; height: 200px; width: 300px", (0, 0, 300, 200),
                div("aspect-ratio: 1 / 1; flex-basis: 0px; width: 50px", (0, 0, 50, 50))))
        expectChromeFrames(
            div("height: 200px; width: 300px", (0, 0, 300, 200),
                div("aspect-ratio: 1 / 1; flex-basis: 0px; height: 80px", (0, 0, 300, 80))))
    }

    /// In intrinsic sizing, a percentage height resolves against the parent's height in
    /// points, so an aspect ratio gives the item its width.
    @Test func intrinsicWidthsResolvePercentageHeightsAgainstAHeightInPoints() {
        expectChromeFrames(
            div("align-items: flex-end; width: 400px", (0, 0, 400, 85),
                div("height: 85px", (366, 0, 34, 85),
                    div("aspect-ratio: 4 / 3; height: 30%", (0, 0, 34, 25.5)))))
        expectChromeFrames(
            div("flex-direction: row; width: 408px", (0, 0, 408, 220),
                div("height: 220px", (0, 0, 112.188, 220),
                    div("aspect-ratio: 1 / 1; height: 51%", (0, 0, 112.188, 112.188)))))
    }

    /// A column's baseline-aligned items share their left border edges (no baseline runs
    /// along a column's cross axis), as a group at the line's cross start, in one line or
    /// several, in either direction.
    @Test func columnBaselineItemsShareTheirLeftEdges() {
        expectChromeFrames(
            div("align-items: baseline; width: 100px", (0, 0, 100, 0),
                div("margin-left: 5px; width: 20px", (5, 0, 20, 0)),
                div("margin-right: 7px; width: 30px", (5, 0, 30, 0)),
                div("margin-left: -4px; width: 10px", (5, 0, 10, 0))))
        expectChromeFrames(
            div("align-items: baseline; width: 100px", (0, 0, 100, 0),
                div("margin-left: 5px; width: 20px", (63, 0, 20, 0)),
                div("margin-right: 7px; width: 30px", (63, 0, 30, 0)),
                div("margin-left: -4px; width: 10px", (63, 0, 10, 0))),
            rtl: true)
        expectChromeFrames(
            div("align-items: baseline; flex-wrap: wrap-reverse; width: 100px", (0, 0, 100, 0),
                div("margin-left: 5px; width: 20px", (63, 0, 20, 0)),
                div("margin-right: 7px; width: 30px", (63, 0, 30, 0)),
                div("align-self: flex-start; width: 60px", (40, 0, 60, 0))))
        // A negative margin moves the group's edge.
        expectChromeFrames(
            div("width: 186px", (0, 0, 186, 0),
                div("align-items: baseline", (0, 0, 186, 0),
                    div("margin-left: -6px", (-6, 0, 0, 0)))))
        expectChromeFrames(
            div("align-content: stretch; align-items: baseline; flex-wrap: wrap; width: 219px", (0, 0, 219, 0),
                div("", (219, 0, 0, 0))),
            rtl: true)
    }

    /// An absolutely positioned box with an aspect ratio and a width (its own or from both
    /// insets) takes its height from the ratio, not from the vertical insets, and at least
    /// its content's height; its items' percentages resolve against the ratio height.
    @Test func absoluteRatioBoxTakesItsHeightFromItsWidth() {
        expectChromeFrames(
            div("height: 300px; width: 300px", (0, 0, 300, 300),
                div("aspect-ratio: 2 / 1; bottom: 10px; position: absolute; top: 10px; width: 100px", (0, 10, 100, 50))))
        expectChromeFrames(
            div("height: 300px; width: 300px", (0, 0, 300, 300),
                div("aspect-ratio: 2 / 1; bottom: 10px; left: 10px; position: absolute; right: 10px; top: 10px",
                    (10, 10, 280, 140))))
        expectChromeFrames(
            div("height: 300px; width: 300px", (0, 0, 300, 300),
                div("aspect-ratio: 1 / 1; flex-direction: row; position: absolute; width: 50px", (0, 0, 50, 120),
                    div("height: 120px", (0, 0, 0, 120)),
                    div("height: 50%; width: 10px", (0, 0, 10, 25)))))
    }

    /// A row item with an aspect ratio is as tall as the ratio makes it, or as its content
    /// when that is taller, with its own stretched items counting as the ratio height.
    @Test func rowRatioItemGrowsToContentButNotToStretchedItems() {
        expectChromeFrames(
            div("flex-direction: row; width: 110px", (0, 0, 110, 0),
                div("aspect-ratio: 1 / 1; flex-direction: row", (0, 0, 0, 0),
                    div("", (0, 0, 0, 0),
                        div("height: 185px", (0, 0, 0, 185))))))
        expectChromeFrames(
            div("flex-direction: row; width: 110px", (0, 0, 110, 185),
                div("aspect-ratio: 1 / 1; flex-direction: row", (0, 0, 0, 185),
                    div("height: 185px", (0, 0, 0, 185)))))
        // A set min-height turns the content minimum off.
        expectChromeFrames(
            div("flex-direction: row; width: 383px", (0, 0, 383, 51),
                div("aspect-ratio: 4 / 3; min-height: 51px", (0, 0, 68, 51),
                    div("aspect-ratio: 1 / 1", (0, 0, 68, 68)))))
    }

    /// In intrinsic sizing, a box with an aspect ratio is at least as wide as its
    /// `min-height` transferred through the ratio.
    @Test func intrinsicWidthIncludesTransferredMinHeight() {
        expectChromeFrames(
            div("width: 210px", (0, 0, 210, 30),
                div("", (0, 0, 210, 30),
                    div("flex-direction: row-reverse", (0, 0, 210, 30),
                        div("", (156.672, 0, 53.3281, 30),
                            div("aspect-ratio: 16 / 9; min-height: 30px", (0, 0, 53.3281, 30),
                                div("", (0, 0, 53.3281, 0))))))))
    }

    /// The static position of an absolutely positioned child with `align-self: baseline`
    /// is at the writing mode's start of the cross axis, also under `wrap-reverse`.
    @Test func staticPositionOfBaselineChildIgnoresWrapReverse() {
        expectChromeFrames(
            div("align-items: baseline; flex-wrap: wrap-reverse; width: 58px", (0, 0, 58, 0),
                div("height: 10px; position: absolute; width: 10px", (0, 0, 10, 10))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; flex-wrap: wrap-reverse; height: 50px; width: 58px",
                (0, 0, 58, 50),
                div("height: 10px; position: absolute; width: 10px", (0, 0, 10, 10))))
    }

    /// With both insets set, an absolutely positioned box fills the inset-modified
    /// containing block, whose size is floored at zero, minus its margins; a lone auto
    /// margin takes its free space even when negative (the box stays at the start-side
    /// inset, which is the right one in RTL), and turns `align-self` off.
    @Test func absoluteBoxInTheInsetModifiedContainingBlock() {
        expectChromeFrames(
            div("width: 355px", (0, 0, 355, 0),
                div("", (0, 0, 355, 0),
                    div("bottom: 33px; margin-bottom: -19px; position: absolute; top: 45%", (0, 0, 0, 19)))))
        expectChromeFrames(
            div("width: 400px", (0, 0, 400, 0),
                div("", (0, 0, 400, 0),
                    div("bottom: 27px; margin-top: auto; position: absolute; top: 33px", (0, 33, 0, 0)))))
        expectChromeFrames(
            div("width: 100px", (0, 0, 100, 4),
                div("padding-bottom: 4px", (0, 0, 100, 4),
                    div("align-self: flex-start; bottom: 2px; height: 189px; margin-bottom: auto; position: absolute; top: 35%",
                        (0, 1.39062, 0, 189)))))
        expectChromeFrames(
            div("width: 290px", (0, 0, 290, 0),
                div("width: 10px", (280, 0, 10, 0),
                    div("left: 32px; margin-right: auto; position: absolute; right: 23px", (-13, 0, 0, 0)))),
            rtl: true)
        expectChromeFrames(
            div("width: 80px", (0, 0, 80, 0),
                div("left: 27px; margin-right: auto; padding-left: 16px; padding-right: 16px; position: absolute; right: 31px",
                    (27, 0, 32, 0))),
            rtl: true)
    }

    /// An absolutely positioned child of a `display: contents` box takes its static
    /// position in the nearest box, the flex container (at its right edge in RTL).
    @Test func staticPositionThroughDisplayContents() {
        expectChromeFrames(
            div("width: 154px", (0, 0, 154, 0),
                div("", (0, 0, 154, 0),
                    div("display: contents", (0, 0, 0, 0),
                        div("position: absolute", (154, 0, 0, 0))))),
            rtl: true)
    }

    /// `min-width: auto` of a box with an aspect ratio: its width from the ratio is at
    /// least its content's min-content width, in a column, in a row (also as the automatic
    /// minimum of a shrinking item with a set width), absolutely positioned and in
    /// intrinsic sizing.
    @Test func ratioBoxIsAtLeastAsWideAsItsContent() {
        expectChromeFrames(
            div("width: 300px", (0, 0, 300, 80),
                div("align-self: center; aspect-ratio: 1 / 1; height: 80px", (50, 0, 200, 80),
                    div("width: 200px", (0, 0, 200, 0)))))
        expectChromeFrames(
            div("width: 380px", (0, 0, 380, 140),
                div("flex-direction: row; height: 140px; width: 10px", (0, 0, 10, 140),
                    div("aspect-ratio: 1 / 2; flex-shrink: 2; width: 195px", (0, 0, 120, 140),
                        div("width: 120px", (0, 0, 120, 0))))))
        expectChromeFrames(
            div("width: 70px", (0, 0, 70, 0),
                div("", (0, 0, 70, 0),
                    div("aspect-ratio: 2 / 3; height: 99px; position: absolute", (0, 0, 74, 99),
                        div("width: 74px", (0, 0, 74, 0))))))
        expectChromeFrames(
            div("width: 130px", (0, 0, 130, 65),
                div("flex-wrap: wrap", (0, 0, 130, 65),
                    div("flex-direction: row; height: 65px", (0, 0, 80, 65),
                        div("aspect-ratio: 1 / 2", (0, 0, 80, 65),
                            div("width: 80px", (0, 0, 80, 0)))))))
    }

    /// A box with an aspect ratio is never shorter than its padding and border, so its
    /// automatic minimum width is at least that height through the ratio.
    @Test func ratioBoxPaddingGivesAMinimumWidth() {
        expectChromeFrames(
            div("width: 360px", (0, 0, 360, 24),
                div("flex-direction: row", (0, 0, 360, 24),
                    div("aspect-ratio: 1 / 1; padding-top: 24px", (0, 0, 24, 24),
                        div("", (0, 24, 24, 0))))))
    }

    /// The automatic minimum of an item with an aspect ratio is at least its cross-axis
    /// padding and border through the ratio, even when its main size is set (which then
    /// caps it).
    @Test func ratioItemPaddingGivesALeastContentSize() {
        expectChromeFrames(
            div("flex-wrap: wrap; width: 245px", (0, 0, 245, 15),
                div("aspect-ratio: 2 / 3; flex-basis: 0px; height: 30px; padding-right: 10px", (0, 0, 10, 15))))
        expectChromeFrames(
            div("flex-wrap: wrap; width: 245px", (0, 0, 245, 30),
                div("aspect-ratio: 2 / 3; flex-basis: 0px; height: 30px; padding-right: 40px", (0, 0, 40, 30))))
    }

    /// A row item with a definite flex basis that cannot grow contributes its flex base
    /// size to a wrapping row's max-content width too, and negative margins count in it;
    /// its min-content width stays the largest item's.
    @Test func wrappingRowMaxContentCountsFlexBases() {
        expectChromeFrames(
            div("width: 26px", (0, 0, 26, 0),
                div("", (0, 0, 26, 0),
                    div("flex-direction: row", (0, 0, 26, 0),
                        div("", (0, 0, 183, 0),
                            div("flex-direction: row-reverse; flex-wrap: wrap", (0, 0, 183, 0),
                                div("flex-basis: 60px; width: 155px", (123, 0, 60, 0)),
                                div("", (0, 0, 123, 0),
                                    div("width: 123px", (0, 0, 123, 0)))))))))
        expectChromeFrames(
            div("flex-wrap: wrap; width: 340px", (0, 0, 340, 0),
                div("flex-direction: row; flex-wrap: wrap-reverse", (0, 0, 170, 0),
                    div("flex-basis: 0px; width: 170px", (0, 0, 0, 0)),
                    div("width: 74.25px", (0, 0, 74.25, 0)))))
        expectChromeFrames(
            div("width: 219px", (0, 0, 219, 0),
                div("", (0, 0, 219, 0),
                    div("flex-direction: row", (0, 0, 219, 0),
                        div("flex-direction: row; flex-wrap: wrap", (0, 0, 29, 0),
                            div("margin-left: -16px", (-16, 0, 0, 0)),
                            div("flex-basis: 45px", (-16, 0, 45, 0)))))))
    }

    /// In an intrinsic width, a percentage `min-width` is zero, not `auto` (no automatic
    /// minimum from the content), and the `max-height` of a box with an aspect ratio
    /// limits its contribution through the ratio, content or not.
    @Test func intrinsicContributionsUsePercentageMinWidthAndRatioMaxHeight() {
        expectChromeFrames(
            div("width: 153px", (0, 0, 153, 0),
                div("", (0, 0, 153, 0),
                    div("flex-direction: row; width: max-content", (0, 0, 0, 0),
                        div("flex-basis: 0px; min-width: 59%", (0, 0, 0, 0),
                            div("padding-right: 23px", (0, 0, 23, 0)))))))
        expectChromeFrames(
            div("width: 162px", (0, 0, 162, 54),
                div("flex-direction: row", (0, 0, 162, 54),
                    div("height: 54px", (0, 0, 6.75, 54),
                        div("aspect-ratio: 1 / 2; max-height: 25%", (0, 0, 6.75, 13.5),
                            div("width: 223px", (0, 0, 223, 0)))))))
    }

    /// A set min main size is not raised by the min cross size transferred through an
    /// aspect ratio (that only takes part in the automatic minimum), while an item sized
    /// from its content is at least that transferred size.
    @Test func setMinSizeWinsOverTransferredMinimum() {
        expectChromeFrames(
            div("width: 217px", (0, 0, 217, 28),
                div("aspect-ratio: 3 / 1; flex-basis: 0px; min-height: 28px; min-width: 98px", (0, 0, 217, 28))))
        expectChromeFrames(
            div("width: 147px", (0, 0, 147, 0),
                div("aspect-ratio: 2 / 3; flex-basis: 0px; min-height: 8%; min-width: 65%", (0, 0, 147, 0))))
        expectChromeFrames(
            div("flex-direction: row; width: 383px", (0, 0, 383, 51),
                div("aspect-ratio: 4 / 3; min-height: 51px; min-width: 51px", (0, 0, 68, 51),
                    div("", (0, 0, 68, 0)))))
    }

    /// An empty box with an aspect ratio is as wide as its height through the ratio,
    /// whatever part of that width is percentage padding (not that padding plus the
    /// ratio width).
    @Test func emptyRatioBoxWidthIncludesPercentagePadding() {
        expectChromeFrames(
            div("flex-direction: row; width: 350px", (0, 0, 350, 14),
                div("aspect-ratio: 1 / 1; padding-right: 2%; padding-top: 14px", (0, 0, 14, 14))))
        expectChromeFrames(
            div("flex-wrap: wrap-reverse; width: 32px", (0, 0, 32, 22),
                div("aspect-ratio: 1 / 1; padding-right: 10%; padding-top: 22px", (10, 0, 22, 22))))
        expectChromeFrames(
            div("flex-direction: row; width: 350px", (0, 0, 350, 14),
                div("aspect-ratio: 1 / 1; padding-right: 2%; padding-top: 4%", (0, 0, 14, 14))))
    }

    /// A column item with an aspect ratio and a `min-content`, `max-content` or
    /// `fit-content` width takes its width from its used height through the ratio (its
    /// flexed height, its content's, a percentage height), as an auto width does.
    @Test func columnRatioItemWithAWidthKeywordTakesItsWidthFromItsHeight() {
        expectChromeFrames(
            div("height: 182px; width: 247px", (0, 0, 247, 182),
                div("aspect-ratio: 4 / 3; flex-grow: 0.25; width: min-content", (0, 0, 60.656, 45.5))))
        expectChromeFrames(
            div("width: 322px", (0, 0, 322, 644),
                div("", (0, 0, 322, 644),
                    div("aspect-ratio: 1 / 2", (0, 0, 322, 644),
                        div("aspect-ratio: 3 / 1; height: 104%; width: max-content", (0, 0, 2009.25, 669.75))))))
        expectChromeFrames(
            div("width: 405px", (0, 0, 405, 75),
                div("aspect-ratio: 1 / 1; width: min-content", (0, 0, 75, 75),
                    div("height: 75px", (0, 0, 75, 75)))))
        expectChromeFrames(
            div("width: 93px", (0, 0, 93, 60),
                div("", (0, 0, 93, 60),
                    div("aspect-ratio: 1 / 2; flex-basis: 60px; width: max-content", (0, 0, 30, 60)))))
    }

    /// Absolutely positioned boxes with an aspect ratio: `min-width: auto` keeps the width
    /// at least the content's min-content width (even with a set width) and the min-height
    /// (or the padding and border) through the ratio; a height from the vertical insets
    /// follows the final width back through the ratio; a `fit-content` width is the inset
    /// height's through the ratio.
    @Test func absoluteRatioBoxMinimums() {
        expectChromeFrames(
            div("width: 68px", (0, 0, 68, 0),
                div("aspect-ratio: 1 / 1; bottom: 6px; position: absolute; top: -2px", (0, -2, 151, 151),
                    div("width: 151px", (0, 0, 151, 0)))))
        expectChromeFrames(
            div("width: 50px", (0, 0, 50, 0),
                div("aspect-ratio: 16 / 9; padding-top: 21px; position: absolute", (0, 0, 37.328, 21),
                    div("", (0, 21, 37.328, 0)))))
        expectChromeFrames(
            div("width: 404px", (0, 0, 404, 0),
                div("", (0, 0, 404, 0),
                    div("aspect-ratio: 16 / 9; height: 41px; position: absolute; width: 61px", (0, 0, 181, 41),
                        div("width: 181px", (0, 0, 181, 0))))))
        expectChromeFrames(
            div("width: 145px", (0, 0, 145, 0),
                div("aspect-ratio: 2 / 3; bottom: 25%; position: absolute; top: -6px; width: fit-content", (0, -6, 4, 6))))
        expectChromeFrames(
            div("width: 330px", (0, 0, 330, 0),
                div("aspect-ratio: 3 / 1; bottom: 15%; min-width: 40px; position: absolute; top: 16px", (0, 16, 40, 13.328))))
    }

    /// A row item with an aspect ratio whose content makes it taller than the ratio's
    /// height keeps that height, but its children's percentage heights resolve against
    /// the ratio height (zero for an item the content made zero wide).
    @Test func ratioItemChildrenResolvePercentagesAgainstTheRatioHeight() {
        expectChromeFrames(
            div("flex-direction: row; width: 300px", (0, 0, 300, 10),
                div("aspect-ratio: 3 / 1", (0, 0, 0, 10),
                    div("height: 10px", (0, 0, 0, 10)),
                    div("height: 50%", (0, 10, 0, 0)))))
        expectChromeFrames(
            div("flex-direction: row; width: 300px", (0, 0, 300, 200),
                div("aspect-ratio: 3 / 1; flex-direction: row", (0, 0, 10, 200),
                    div("height: 200px", (0, 0, 0, 200)),
                    div("height: 50%; width: 10px", (0, 0, 10, 1.656)))))
        expectChromeFrames(
            div("width: 324px", (0, 0, 324, 60),
                div("flex-direction: row", (0, 0, 324, 60),
                    div("aspect-ratio: 3 / 1", (0, 0, 0, 60),
                        div("min-height: 60px", (0, 0, 0, 60)),
                        div("min-height: 90%", (0, 60, 0, 0))))))
        expectChromeFrames(
            div("flex-direction: row; width: 300px", (0, 0, 300, 250),
                div("aspect-ratio: 3 / 1; flex-grow: 1", (0, 0, 300, 250),
                    div("height: 200px", (0, 0, 300, 200)),
                    div("height: 50%", (0, 200, 300, 50))),
                div("height: 250px", (300, 0, 0, 250))))
    }

    /// The automatic minimum height of a column item with an aspect ratio and an auto
    /// height transfers its width from content (here a multi-line column's item with
    /// `flex-basis: 0`), not only a set or stretched width.
    @Test func automaticMinimumTransfersAContentWidth() {
        expectChromeFrames(
            div("flex-wrap: wrap-reverse; width: 69px", (0, 0, 69, 132),
                div("aspect-ratio: 2 / 3; flex-basis: 0px", (-19, 0, 88, 132),
                    div("min-width: 88px", (0, 0, 88, 0)))))
        expectChromeFrames(
            div("flex-wrap: wrap; width: 33px", (0, 0, 33, 129.328),
                div("aspect-ratio: 4 / 3; flex-basis: 0px", (0, 0, 172.438, 129.328),
                    div("", (0, 0, 172.438, 97),
                        div("aspect-ratio: 16 / 9; height: 97px", (0, 0, 172.438, 97))))))
    }

    /// In a row's intrinsic width, the automatic minimum of an item with an aspect ratio
    /// and a definite (stretched) height is the width the ratio gives it, not its content's:
    /// a smaller flex basis does not make it contribute less.
    @Test func ratioItemContributesItsRatioWidthOverASmallerBasis() {
        expectChromeFrames(
            div("flex-direction: row; width: 385px", (0, 0, 385, 180),
                div("flex-direction: row; height: 180px", (0, 0, 180, 180),
                    div("aspect-ratio: 1 / 1; flex-basis: 60px", (0, 0, 180, 180)))))
        expectChromeFrames(
            div("flex-direction: row; width: 385px", (0, 0, 385, 180),
                div("flex-direction: row; height: 180px", (0, 0, 180, 180),
                    div("aspect-ratio: 1 / 1; flex-basis: 60px; flex-shrink: 1", (0, 0, 180, 180)))))
    }

    /// A wrapping column whose height is a percentage of its parent's definite height
    /// breaks its items into columns by that height for its intrinsic width.
    @Test func wrappingColumnWithAPercentageHeightIsAsWideAsItsColumns() {
        expectChromeFrames(
            div("flex-direction: row; height: 615px; width: 375px", (0, 0, 375, 615),
                div("flex-wrap: wrap; height: 20%", (0, 0, 84, 123),
                    div("border-right-width: 4px", (0, 0, 4, 0)),
                    div("", (4, 0, 80, 185),
                        div("height: 185px; width: 80px", (0, 0, 80, 185))))))
        expectChromeFrames(
            div("flex-direction: row; height: 223px; width: 138px", (0, 0, 138, 223),
                div("flex-wrap: wrap; height: 8%", (0, 0, 14, 17.828),
                    div("border-left-width: 11px; border-top-width: 5px", (0, 0, 11, 5)),
                    div("min-width: 3px; padding-top: 17px", (11, 0, 3, 17)))))
        expectChromeFrames(
            div("height: 561px; width: 343px", (0, 0, 343, 561),
                div("align-self: flex-end; flex-wrap: wrap; height: 29%", (298, 0, 45, 162.688),
                    div("margin-right: 26px", (0, 0, 0, 0)),
                    div("height: 191px; padding-right: 19px", (26, 0, 19, 191)))))
    }

    /// When the min and max cross sizes transferred through an aspect ratio conflict, the
    /// min wins, in the flex base size from content and in the automatic minimum.
    @Test func transferredMinWinsOverTransferredMax() {
        expectChromeFrames(
            div("flex-direction: row; width: 47px", (0, 0, 47, 69),
                div("aspect-ratio: 3 / 1; max-height: 16px; min-height: 69px", (0, 0, 207, 69))))
        expectChromeFrames(
            div("flex-direction: row; height: 558px; width: 360px", (0, 0, 360, 558),
                div("aspect-ratio: 3 / 1; flex-basis: 0px; max-height: 19%; min-height: 48%", (0, 0, 803.484, 267.828))))
        expectChromeFrames(
            div("flex-direction: row; height: 252px; width: 253px", (0, 0, 253, 252),
                div("aspect-ratio: 16 / 9; flex-shrink: 2; max-height: 47px; min-height: 39%", (0, 0, 174.688, 98.266)),
                div("flex-direction: row", (174.688, 0, 86, 252),
                    div("box-sizing: content-box; flex-basis: 75px; padding-left: 11px", (0, 0, 86, 252)))))
    }

    /// Under `wrap-reverse` a row's cross start is its bottom, and baseline-aligned items
    /// are aligned by their baselines measured from their bottom edges.
    @Test func wrapReverseRowAlignsBaselinesFromTheBottom() {
        expectChromeFrames(
            div("width: 176px", (0, 0, 176, 13),
                div("align-items: baseline; flex-direction: row; flex-wrap: wrap-reverse", (0, 0, 176, 13),
                    div("", (0, 13, 0, 0)),
                    div("padding-bottom: 13px", (0, 0, 0, 13)))))
        expectChromeFrames(
            div("width: 176px", (0, 0, 176, 38),
                div("align-items: baseline; flex-direction: row; flex-wrap: wrap-reverse", (0, 0, 176, 38),
                    div("height: 20px; margin-bottom: 5px", (0, 13, 0, 20),
                        div("height: 7px", (0, 0, 0, 7))),
                    div("margin-top: 4px; padding-top: 13px", (0, 4, 0, 16),
                        div("height: 3px", (0, 13, 0, 3))),
                    div("align-self: flex-start; height: 30px", (0, 8, 0, 30)))))
        expectChromeFrames(
            div("width: 176px", (0, 0, 176, 23),
                div("align-items: baseline; flex-direction: row-reverse; flex-wrap: wrap-reverse", (0, 0, 176, 23),
                    div("min-height: 20px; padding-top: 3px", (176, 3, 0, 20),
                        div("height: 7px", (0, 3, 0, 7))),
                    div("padding-bottom: 13px", (176, 0, 0, 13)))))
    }

    /// Absolutely positioned boxes between both vertical insets: two `auto` margins share
    /// negative free space too (the block axis), an aligned box that fits its
    /// inset-modified containing block stays where alignment puts it (even outside the
    /// containing block), and a ratio box's height from the insets follows its clamped
    /// width back through the ratio.
    @Test func absoluteBoxesBetweenVerticalInsets() {
        expectChromeFrames(
            div("width: 325px", (0, 0, 325, 0),
                div("bottom: 25px; height: 130px; margin-bottom: auto; margin-top: auto; position: absolute; top: 14px",
                    (0, -51, 0, 130))))
        expectChromeFrames(
            div("height: 148px; width: 66px", (0, 0, 66, 148),
                div("aspect-ratio: 1 / 1; bottom: 22px; max-width: 4%; position: absolute; top: 6px", (0, 6, 2.625, 2.625))))
        expectChromeFrames(
            div("width: 152px", (0, 0, 152, 0),
                div("align-self: flex-start; bottom: -7px; position: absolute; top: -2px", (0, -2, 0, 0))))
    }

    /// An aligned absolutely positioned box that overflows its inset-modified containing
    /// block is moved back into the union of that block and the containing block, not
    /// into the containing block alone (crossed insets put the block outside it), and a
    /// scroll container does not pull it back from its end side.
    @Test func alignedAbsoluteBoxesOverflowingTheirInsets() {
        expectChromeFrames(
            div("width: 26px", (0, 0, 26, 0),
                div("align-self: flex-start; bottom: 35%; padding-bottom: 3%; position: absolute; top: 21px",
                    (0, 20.234, 0, 0.766))))
        expectChromeFrames(
            div("height: 100px; width: 100px", (0, 0, 100, 100),
                div("align-self: flex-start; bottom: 0px; height: 50px; position: absolute; top: 110px", (0, 60, 0, 50))))
        expectChromeFrames(
            div("height: 100px; width: 100px", (0, 0, 100, 100),
                div("align-self: flex-start; bottom: -20px; height: 5px; position: absolute; top: 110px", (0, 110, 0, 5))))
        expectChromeFrames(
            div("height: 183px; overflow-x: hidden; overflow-y: hidden; width: 100px", (0, 0, 100, 183),
                div("align-self: flex-start; bottom: 64px; height: 188px; margin-top: 11px; position: absolute; top: 21px",
                    (0, 32, 0, 188))))
        expectChromeFrames(
            div("height: 100px; overflow-x: hidden; overflow-y: hidden; width: 100px", (0, 0, 100, 100),
                div("align-self: flex-end; bottom: 20px; height: 200px; position: absolute; top: 20px", (100, 0, 0, 200))))
    }

    /// A column item's `height` makes it definite for its children's percentages only as
    /// its flex basis (`flex-basis: auto`): with a percentage basis of an indefinite
    /// column, it is sized from its content and its children's percentages are indefinite.
    @Test func columnItemHeightIsDefiniteOnlyAsItsBasis() {
        expectChromeFrames(
            div("width: 57px", (0, 0, 57, 111),
                div("", (0, 0, 57, 111),
                    div("flex-basis: 30%; height: 243px; min-height: 111px", (0, 0, 57, 111),
                        div("min-height: 23%", (0, 0, 57, 0))))))
        expectChromeFrames(
            div("width: 57px", (0, 0, 57, 243),
                div("", (0, 0, 57, 243),
                    div("height: 243px", (0, 0, 57, 243),
                        div("height: 23%", (0, 0, 57, 55.875))))))
    }

    /// A row item with an aspect ratio and a `min-content`, `max-content` or `fit-content`
    /// width takes that width from its definite height (stretched, or its own) through
    /// the ratio, whatever its content.
    @Test func rowRatioItemWithAWidthKeywordTakesItsWidthFromItsHeight() {
        expectChromeFrames(
            div("width: 385px", (0, 0, 385, 59),
                div("flex-direction: row; height: 59px", (0, 0, 385, 59),
                    div("aspect-ratio: 16 / 9; width: min-content", (0, 0, 104.875, 59)))))
        expectChromeFrames(
            div("flex-direction: row; height: 555px; width: 143px", (0, 0, 143, 555),
                div("aspect-ratio: 3 / 1; width: max-content", (0, 0, 1665, 555))))
        expectChromeFrames(
            div("width: 385px", (0, 0, 385, 59),
                div("flex-direction: row; height: 59px", (0, 0, 385, 59),
                    div("aspect-ratio: 16 / 9; height: 20px; width: min-content", (0, 0, 35.547, 20),
                        div("width: 100px", (0, 0, 100, 0))))))
    }

    /// A box's intrinsic width is computed at the height its parent gives it: an item
    /// stretched in a single-line row of definite height (and, through it, that item's
    /// own items, rows deep), or a percentage height of a definite ancestor's height; an
    /// aspect-ratio box inside takes its width from that height, and a wrapping column
    /// breaks its items into columns by it.
    @Test func intrinsicWidthsUseTheHeightGivenInContext() {
        expectChromeFrames(
            div("flex-direction: row-reverse; height: 278px; width: 419px", (0, 0, 419, 278),
                div("flex-direction: row", (48.344, 0, 370.656, 278),
                    div("aspect-ratio: 4 / 3", (0, 0, 370.656, 278)))))
        expectChromeFrames(
            div("flex-direction: row; height: 598px; width: 324px", (0, 0, 324, 598),
                div("flex-direction: row", (0, 0, 299, 598),
                    div("flex-direction: row", (0, 0, 299, 598),
                        div("aspect-ratio: 1 / 2", (0, 0, 299, 598))))))
        expectChromeFrames(
            div("width: 337px", (0, 0, 337, 200),
                div("", (0, 0, 337, 200),
                    div("flex-direction: row", (0, 0, 337, 200),
                        div("height: 200px", (0, 0, 116, 200),
                            div("flex-direction: row-reverse; height: 87%", (0, 0, 116, 174),
                                div("aspect-ratio: 2 / 3", (0, 0, 116, 174))))))))
        expectChromeFrames(
            div("width: 143px", (0, 0, 143, 75),
                div("", (0, 0, 143, 75),
                    div("flex-wrap: wrap; height: 75px", (0, 0, 143, 75),
                        div("height: 117%", (0, 0, 25.719, 87.75),
                            div("aspect-ratio: 4 / 3; height: 22%", (0, 0, 25.719, 19.297)))))))
        expectChromeFrames(
            div("width: 260px", (0, 0, 260, 130),
                div("flex-direction: row; height: 130px", (0, 0, 260, 130),
                    div("flex-wrap: wrap; row-gap: 20px", (0, 0, 165, 130),
                        div("width: 85px", (0, 0, 85, 0)),
                        div("height: 70px", (0, 20, 85, 70)),
                        div("min-height: 40px; width: 80px", (85, 0, 80, 40))))))
    }

    /// A wrapping column's intrinsic width breaks its items into columns by their
    /// hypothetical heights: a flex basis (at least the content under `min-height: auto`),
    /// else the height, clamped by min/max-height.
    @Test func wrappingColumnIntrinsicWidthUsesHypotheticalItemHeights() {
        expectChromeFrames(
            div("flex-direction: row; height: 481px; width: 145px", (0, 0, 145, 481),
                div("flex-wrap: wrap; height: 50%", (0, 0, 38, 240.5),
                    div("flex-basis: 0px; padding-right: 25px", (0, 0, 25, 149),
                        div("height: 149px", (0, 0, 0, 149))),
                    div("height: 95px; padding-right: 13px", (25, 0, 13, 95)))))
        expectChromeFrames(
            div("flex-direction: row; height: 84px; width: 24px", (0, 0, 24, 84),
                div("flex-wrap: wrap", (0, 0, 316, 84),
                    div("flex-basis: 130px; width: 124px", (0, 0, 124, 130)),
                    div("width: 192px", (124, 0, 192, 0)))))
        expectChromeFrames(
            div("width: 279px", (0, 0, 279, 27),
                div("", (0, 0, 279, 27),
                    div("flex-direction: row-reverse; height: 192px; max-height: 27px", (0, 0, 279, 27),
                        div("flex-wrap: wrap-reverse", (187, 0, 92, 27),
                            div("padding-right: 22px", (0, 0, 92, 0)),
                            div("height: 101px; max-height: 71%; width: 92px", (0, 0, 92, 19.156)))))))
    }

    /// A row item with an aspect ratio whose height is definite (set, or stretched in a
    /// row of definite height) keeps its content's min-content width as its automatic
    /// minimum: its max-height through the ratio does not cap that, in layout or in the
    /// row's intrinsic width.
    @Test func transferredMaxDoesNotCapContentOfADefiniteHeightRowItem() {
        expectChromeFrames(
            div("width: 288px", (0, 0, 288, 200),
                div("", (0, 0, 288, 200),
                    div("flex-direction: row; height: 200px", (0, 0, 288, 200),
                        div("aspect-ratio: 16 / 9; max-height: 62px", (0, 0, 244, 62),
                            div("", (0, 0, 244, 0),
                                div("width: 244px", (0, 0, 244, 0))))))))
        expectChromeFrames(
            div("flex-direction: row; height: 275px; width: 409px", (0, 0, 409, 275),
                div("aspect-ratio: 1 / 2; max-height: 105px", (0, 0, 112, 105),
                    div("width: 112px", (0, 0, 112, 0)))))
        expectChromeFrames(
            div("flex-direction: row; height: 18px; width: 113px", (0, 0, 113, 18),
                div("aspect-ratio: 1 / 1; max-height: 99%", (0, 0, 57, 17.812),
                    div("min-width: 57px", (0, 0, 57, 0)))))
        expectChromeFrames(
            div("width: 123px", (0, 0, 123, 37),
                div("", (0, 0, 123, 37),
                    div("", (0, 0, 123, 37),
                        div("flex-direction: row", (0, 0, 123, 37),
                            div("aspect-ratio: 1 / 2; height: 211px; max-height: 37px", (0, 0, 204, 37),
                                div("", (0, 0, 204, 0),
                                    div("width: 204px", (0, 0, 204, 0)))))))))
    }

    /// A column item that is not stretched to the container's width takes its width from
    /// its content at its used height when that height is definite (flexed in a definite
    /// container, a definite flex basis, or stretched itself): a row inside stretches its
    /// items to it, and an aspect-ratio item takes its width from it.
    @Test func columnItemWidthUsesItsDefiniteUsedHeight() {
        expectChromeFrames(
            div("align-items: flex-start; height: 574px; width: 94px", (0, 0, 94, 574),
                div("flex-direction: row", (0, 0, 456, 152),
                    div("aspect-ratio: 3 / 1", (0, 0, 456, 152)),
                    div("height: 152px", (456, 0, 0, 152)))))
        expectChromeFrames(
            div("width: 165px", (0, 0, 165, 180),
                div("align-items: center; height: 180px", (0, 0, 165, 180),
                    div("flex-direction: row", (60, 0, 45, 45),
                        div("height: 45px", (0, 0, 0, 45)),
                        div("aspect-ratio: 1 / 1", (0, 0, 45, 45))))))
        expectChromeFrames(
            div("align-items: baseline; height: 689px; width: 177px", (0, 0, 177, 689),
                div("flex-direction: row; flex-grow: 3", (0, 0, 1224.875, 689),
                    div("aspect-ratio: 16 / 9", (0, 0, 1224.875, 689)))))
        expectChromeFrames(
            div("width: 353px", (0, 0, 353, 130),
                div("align-self: center; flex-basis: 130px; flex-direction: row", (-18.5, 0, 390, 130),
                    div("aspect-ratio: 3 / 1", (0, 0, 390, 130)))))
        expectChromeFrames(
            div("flex-direction: row; width: 350px", (0, 0, 350, 155),
                div("", (0, 0, 0, 155),
                    div("flex-direction: row; margin-right: auto", (0, 0, 275.547, 155),
                        div("aspect-ratio: 16 / 9", (0, 0, 275.547, 155)),
                        div("height: 155px", (275.547, 0, 0, 155))))))
        // An indefinite used height (from content, in a column of indefinite height)
        // neither resolves percentages nor stretches a row's items.
        expectChromeFrames(
            div("width: 295px", (0, 0, 295, 4),
                div("margin-right: auto", (0, 0, 0, 4),
                    div("padding-bottom: 4px", (0, 0, 0, 4)),
                    div("aspect-ratio: 4 / 3; height: 100%", (0, 4, 0, 0)))))
        expectChromeFrames(
            div("width: 241px", (0, 0, 241, 6.891),
                div("", (0, 0, 241, 6.891),
                    div("", (0, 0, 241, 6.891),
                        div("flex-direction: row; margin-right: auto", (0, 0, 8, 6.891),
                            div("aspect-ratio: 4 / 3; padding-left: 8px; padding-right: 15%", (0, 0, 9.188, 6.891)))))))
    }

    /// A wrapping column's items resolve percentage heights against its height only when
    /// that is definite, not against a max-height, when it breaks them into columns for
    /// its intrinsic width.
    @Test func wrappingColumnItemsIgnoreAPercentageOfAMaxHeight() {
        expectChromeFrames(
            div("width: 270px", (0, 0, 270, 0),
                div("flex-wrap: wrap; max-height: 35px; position: absolute", (0, 0, 196, 35),
                    div("width: 180px", (0, 0, 180, 0)),
                    div("height: 50%", (180, 0, 16, 140),
                        div("height: 140px; margin-left: 16px", (16, 0, 0, 140))))))
    }

    /// The automatic minimum width of a row item with an aspect ratio and a flex basis
    /// is its content size suggestion: the width its definite height gives it through the
    /// ratio (also with a set width, whose min/max-height transfer to it), in layout and
    /// in the row's intrinsic width (where it is at least the transferred min-height).
    @Test func ratioItemWithAFlexBasisKeepsItsAutomaticMinimum() {
        expectChromeFrames(
            div("width: 234px", (0, 0, 234, 185),
                div("flex-direction: row", (0, 0, 234, 185),
                    div("flex-direction: row; height: 185px", (0, 0, 92.5, 185),
                        div("aspect-ratio: 1 / 2; flex-basis: 0px; width: 147px", (0, 0, 92.5, 185))))))
        expectChromeFrames(
            div("align-items: center; width: 105px", (0, 0, 105, 125),
                div("flex-direction: row-reverse; height: 125px", (-58.609, 0, 222.219, 125),
                    div("aspect-ratio: 16 / 9; border-top-width: 3px; flex-basis: 130px", (0, 0, 222.219, 125)))))
        expectChromeFrames(
            div("width: 88px", (0, 0, 88, 0),
                div("", (0, 0, 88, 0),
                    div("flex-direction: row; height: 43px; position: absolute", (0, 0, 76.438, 43),
                        div("aspect-ratio: 16 / 9; flex-basis: 45px; padding-top: 9px", (0, 0, 76.438, 43))))))
        expectChromeFrames(
            div("width: 142px", (0, 0, 142, 79.5),
                div("", (0, 0, 142, 79.5),
                    div("flex-direction: row", (0, 0, 142, 79.5),
                        div("flex-direction: row-reverse", (0, 0, 238.5, 79.5),
                            div("aspect-ratio: 3 / 1; flex-basis: 0px; height: 79.5px; padding-bottom: 17px", (0, 0, 238.5, 79.5)))))))
        expectChromeFrames(
            div("flex-direction: row; width: 353px", (0, 0, 353, 103),
                div("aspect-ratio: 1 / 2; flex-basis: 70px; max-height: 103px; width: 145px", (0, 0, 70, 103),
                    div("width: 250px", (0, 0, 250, 0)))))
        expectChromeFrames(
            div("width: 92px", (0, 0, 92, 120),
                div("align-items: center; flex-direction: row; height: 120px; max-width: 38%", (0, 0, 34.953, 120),
                    div("aspect-ratio: 4 / 3; flex-shrink: 1; max-height: 23%; min-height: 78px; width: 68px", (0, 21, 68, 78)))))
    }

    /// A row container with an aspect ratio and `min-height: auto` is at least as tall as
    /// its stretched items' min-height or padding and border: they count at the ratio
    /// height, clamped by their min/max height.
    @Test func ratioRowIsAsTallAsItsStretchedItemsMinimum() {
        expectChromeFrames(
            div("width: 135px", (0, 0, 135, 85),
                div("flex-direction: row", (0, 0, 135, 85),
                    div("aspect-ratio: 3 / 1; flex-direction: row", (0, 0, 0, 85),
                        div("min-height: 85px", (0, 0, 0, 85))))))
        expectChromeFrames(
            div("width: 135px", (0, 0, 135, 85),
                div("flex-direction: row", (0, 0, 135, 85),
                    div("aspect-ratio: 3 / 1; flex-direction: row", (0, 0, 10, 85),
                        div("min-height: 85px; width: 10px", (0, 0, 10, 85))))))
        expectChromeFrames(
            div("width: 135px", (0, 0, 135, 85),
                div("flex-direction: row", (0, 0, 135, 85),
                    div("aspect-ratio: 3 / 1; flex-direction: row; width: 30px", (0, 0, 30, 85),
                        div("min-height: 85px", (0, 0, 0, 85))))))
        expectChromeFrames(
            div("width: 135px", (0, 0, 135, 25),
                div("flex-direction: row", (0, 0, 135, 25),
                    div("aspect-ratio: 3 / 1; flex-direction: row; width: 30px", (0, 0, 30, 25),
                        div("padding-top: 25px", (0, 0, 0, 25))))))
        // Its stretched item's content does not: the item is stretched to the ratio height.
        expectChromeFrames(
            div("width: 135px", (0, 0, 135, 0),
                div("flex-direction: row", (0, 0, 135, 0),
                    div("aspect-ratio: 3 / 1; flex-direction: row", (0, 0, 0, 0),
                        div("", (0, 0, 0, 0),
                            div("height: 85px", (0, 0, 0, 85)))))))
        expectChromeFrames(
            div("width: 135px", (0, 0, 135, 10),
                div("flex-direction: row", (0, 0, 135, 10),
                    div("aspect-ratio: 3 / 1; flex-direction: row; width: 30px", (0, 0, 30, 10),
                        div("", (0, 0, 0, 10),
                            div("height: 85px", (0, 0, 0, 85)))))))
    }

    /// The automatic minimum width of a box with an aspect ratio (its min-height, or its
    /// padding and border, through the ratio) is capped by its max-width.
    @Test func maxWidthCapsTheTransferredMinimumWidth() {
        expectChromeFrames(
            div("align-items: flex-end; width: 23px", (0, 0, 23, 5),
                div("", (13, 0, 10, 5),
                    div("aspect-ratio: 3 / 1; border-top-width: 5px; max-width: 10px", (0, 0, 10, 5)))))
        expectChromeFrames(
            div("width: 87px", (0, 0, 87, 0),
                div("", (0, 0, 87, 0),
                    div("position: absolute", (0, 0, 70, 117),
                        div("aspect-ratio: 3 / 1; max-width: 70px; min-height: 117px", (0, 0, 70, 117))))))
        expectChromeFrames(
            div("width: 65px", (0, 0, 65, 34),
                div("", (0, 0, 65, 34),
                    div("flex-direction: row", (0, 0, 65, 34),
                        div("", (0, 0, 42, 34),
                            div("aspect-ratio: 4 / 3; max-width: 42px; padding-bottom: 24px; padding-top: 10px", (0, 0, 42, 34)))))))
        // A set min-height through the ratio still wins over a max-height through it.
        expectChromeFrames(
            div("width: 68px", (0, 0, 68, 115),
                div("", (0, 0, 68, 115),
                    div("align-self: flex-start", (0, 0, 115, 115),
                        div("aspect-ratio: 1 / 1; max-height: 51px; min-height: 115px", (0, 0, 115, 115))))))
    }

    /// A scroll container's `min-width: auto` is zero: a box with an aspect ratio that
    /// clips its overflow takes its width from its height through the ratio, not from its
    /// content (in flex items, intrinsic widths and absolutely positioned boxes).
    @Test func scrollContainerRatioBoxIgnoresItsContentWidth() {
        expectChromeFrames(
            div("flex-wrap: wrap-reverse; width: 198px", (0, 0, 198, 71),
                div("", (127, 0, 71, 71),
                    div("aspect-ratio: 1 / 1; height: 71px; overflow-y: hidden", (0, 0, 71, 71),
                        div("width: 179px", (0, 0, 179, 0))))))
        expectChromeFrames(
            div("width: 211px", (0, 0, 211, 0),
                div("", (0, 0, 211, 0),
                    div("aspect-ratio: 16 / 9; height: 38px; overflow-y: hidden; position: absolute", (0, 0, 67.547, 38),
                        div("margin-right: 28px; width: 50px", (0, 0, 50, 0))))))
        expectChromeFrames(
            div("width: 89px", (0, 0, 89, 51.25),
                div("", (0, 0, 89, 51.25),
                    div("aspect-ratio: 2 / 3; height: 51.25px; overflow-y: hidden; width: max-content", (0, 0, 34.156, 51.25),
                        div("width: 207px", (0, 0, 207, 0))))))
        expectChromeFrames(
            div("width: 241px", (0, 0, 241, 76),
                div("flex-wrap: wrap", (0, 0, 241, 76),
                    div("", (0, 0, 76, 76),
                        div("aspect-ratio: 1 / 1; height: 76px; overflow-y: hidden", (0, 0, 76, 76),
                            div("width: 186px", (0, 0, 186, 0)))))))
    }

    /// An empty absolutely positioned box with an aspect ratio and no size is as tall as
    /// its padding and border, percentages of the containing block's width included, and
    /// as wide as that height through the ratio.
    @Test func emptyAbsoluteRatioBoxIsSizedByItsPercentagePadding() {
        expectChromeFrames(
            div("width: 200px", (0, 0, 200, 0),
                div("aspect-ratio: 1 / 1; padding-bottom: 10%; position: absolute", (0, 0, 20, 20))))
        expectChromeFrames(
            div("width: 200px", (0, 0, 200, 0),
                div("aspect-ratio: 2 / 1; padding-bottom: 10%; padding-left: 5%; position: absolute", (0, 0, 40, 20))))
        expectChromeFrames(
            div("width: 200px", (0, 0, 200, 0),
                div("aspect-ratio: 2 / 1; box-sizing: content-box; padding-bottom: 10%; position: absolute", (0, 0, 0, 20))))
        expectChromeFrames(
            div("width: 89px", (0, 0, 89, 0),
                div("aspect-ratio: 2 / 3; padding-top: 15%; position: absolute", (0, 0, 8.891, 13.344))))
        expectChromeFrames(
            div("width: 397px", (0, 0, 397, 0),
                div("", (0, 0, 397, 0),
                    div("aspect-ratio: 1 / 1; padding-bottom: 10%; position: absolute", (0, 0, 39.688, 39.688)))))
    }

    /// A `column-reverse` container's first baseline comes from its topmost item, the
    /// last in order (without baseline-aligned items of its own).
    @Test func columnReverseBaselineComesFromItsTopmostItem() {
        expectChromeFrames(
            div("width: 322px", (0, 0, 322, 18),
                div("align-items: baseline; flex-direction: row", (0, 0, 322, 18),
                    div("flex-direction: column-reverse", (0, 0, 0, 18),
                        div("padding-top: 18px", (0, 0, 0, 18)),
                        div("", (0, 0, 0, 0))),
                    div("", (0, 0, 0, 0)))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 403px", (0, 0, 403, 81),
                div("", (0, 70.484, 0, 0)),
                div("flex-direction: column-reverse; height: 81px", (0, 0, 0, 81),
                    div("height: 13%", (0, 70.484, 0, 10.516)),
                    div("", (0, 70.484, 0, 0)))))
        expectChromeFrames(
            div("width: 193px", (0, 0, 193, 30),
                div("align-items: baseline; flex-direction: row", (0, 0, 193, 30),
                    div("", (0, 0, 0, 0)),
                    div("flex-direction: column-reverse; row-gap: 30px", (0, 0, 0, 30),
                        div("", (0, 30, 0, 0)),
                        div("", (0, 0, 0, 0))))))
        expectChromeFrames(
            div("width: 170px", (0, 0, 170, 8),
                div("align-items: baseline; flex-direction: row", (0, 0, 170, 8),
                    div("flex-direction: column-reverse", (0, 0, 0, 8),
                        div("", (0, 8, 0, 0)),
                        div("margin-bottom: 8px", (0, 0, 0, 0))),
                    div("", (0, 0, 0, 0)))))
    }

    /// In intrinsic sizing a percentage width counts as `auto`, so a box with an aspect
    /// ratio contributes its min-height (or its padding and border) through the ratio;
    /// its percentage then resolves against the width that gives its parent.
    @Test func percentageWidthRatioBoxContributesItsTransferredMinimum() {
        expectChromeFrames(
            div("width: 238px", (0, 0, 238, 97),
                div("margin-right: auto", (0, 0, 172.438, 97),
                    div("", (0, 0, 172.438, 97),
                        div("aspect-ratio: 16 / 9; min-height: 97px; width: 80%", (0, 0, 137.938, 97),
                            div("", (0, 0, 137.938, 0)))))))
        expectChromeFrames(
            div("width: 376px", (0, 0, 376, 9),
                div("", (0, 0, 376, 9),
                    div("", (0, 0, 376, 9),
                        div("", (0, 0, 376, 9),
                            div("align-self: center", (174.5, 0, 27, 9),
                                div("aspect-ratio: 3 / 1; border-top-width: 9px; width: 79%", (0, 0, 21.328, 9),
                                    div("", (0, 9, 21.328, 0)))))))))
        expectChromeFrames(
            div("flex-direction: row; width: 255px", (0, 0, 255, 16),
                div("", (0, 0, 48, 16),
                    div("aspect-ratio: 3 / 1; padding-top: 16px; width: 50%", (0, 0, 24, 16),
                        div("", (0, 16, 24, 0))))))
    }

    /// A box with an aspect ratio whose width follows from its content (a column item not
    /// stretched, an absolutely positioned box) and whose height is not set is at most
    /// its max-height through the ratio wide, whatever its content.
    @Test func maxHeightThroughTheRatioCapsAContentWidth() {
        expectChromeFrames(
            div("width: 406px", (0, 0, 406, 49.984),
                div("flex-wrap: wrap", (0, 0, 406, 49.984),
                    div("aspect-ratio: 4 / 3; max-height: 50px", (0, 0, 66.641, 49.984),
                        div("width: 156px", (0, 0, 156, 0))))))
        expectChromeFrames(
            div("width: 175px", (0, 0, 175, 30),
                div("", (0, 0, 175, 30),
                    div("", (0, 0, 175, 30),
                        div("aspect-ratio: 1 / 2; margin-right: auto; max-height: 30px", (0, 0, 15, 30),
                            div("width: 180px", (0, 0, 180, 0)))))))
        expectChromeFrames(
            div("width: 250px", (0, 0, 250, 0),
                div("aspect-ratio: 2 / 3; max-height: 82%; position: absolute", (0, 0, 0, 0),
                    div("width: 91px", (0, 0, 91, 0)))))
        // With a set height, the content's width still counts.
        expectChromeFrames(
            div("width: 253px", (0, 0, 253, 0),
                div("", (0, 0, 253, 0),
                    div("align-items: flex-start; flex-basis: 0px; overflow-y: hidden", (0, 0, 253, 0),
                        div("aspect-ratio: 3 / 1; height: 213px; max-height: 98%", (0, 0, 119, 0),
                            div("min-width: 119px", (0, 0, 119, 0)))))))
    }

    /// A wrapping column of auto height with a max-height, sized from its content as a
    /// flex item, breaks its lines at its max-height and is as tall as its longest line.
    @Test func wrappingColumnContentHeightBreaksLinesAtItsMaxHeight() {
        expectChromeFrames(
            div("width: 325px", (0, 0, 325, 190),
                div("", (0, 0, 325, 190),
                    div("flex-wrap: wrap; max-height: 200px", (0, 0, 325, 190),
                        div("", (0, 0, 0, 95),
                            div("height: 95px", (0, 0, 0, 95))),
                        div("height: 95px", (0, 95, 0, 95)),
                        div("", (0, 0, 0, 20),
                            div("padding-top: 20px", (0, 0, 0, 20)))))))
        expectChromeFrames(
            div("width: 124px", (0, 0, 124, 148),
                div("flex-wrap: wrap; max-height: 185px", (0, 0, 124, 148),
                    div("height: 148px", (0, 0, 0, 148)),
                    div("min-height: 63px", (0, 0, 0, 63)))))
        expectChromeFrames(
            div("width: 28px", (0, 0, 28, 150),
                div("", (0, 0, 28, 150),
                    div("flex-wrap: wrap; max-height: 172px", (0, 0, 28, 150),
                        div("height: 131px; margin-top: 19px", (0, 19, 0, 131)),
                        div("padding-bottom: 25px", (0, 0, 0, 25))))))
        expectChromeFrames(
            div("width: 332px", (0, 0, 332, 94),
                div("", (0, 0, 332, 94),
                    div("", (0, 0, 332, 94),
                        div("border-bottom-width: 2px; flex-wrap: wrap; max-height: 100px; padding-bottom: 9px", (0, 0, 332, 94),
                            div("padding-top: 7px", (0, 0, 0, 7)),
                            div("height: 83px", (0, 0, 0, 83)))))))
    }

    /// In a row's intrinsic width, the max-height of a ratio item through its ratio caps
    /// the item's size from content, not its flex basis; and it caps an item whose width
    /// is a percentage (`auto` there) too.
    @Test func transferredMaxCapsContentNotTheFlexBasisInIntrinsicWidths() {
        expectChromeFrames(
            div("flex-direction: row; width: 26px", (0, 0, 26, 51),
                div("flex-direction: row", (0, 0, 95, 51),
                    div("aspect-ratio: 1 / 2; flex-basis: 95px; max-height: 51px", (0, 0, 95, 51)))))
        expectChromeFrames(
            div("width: 162px", (0, 0, 162, 54),
                div("flex-direction: row", (0, 0, 162, 54),
                    div("height: 54px", (0, 0, 6.75, 54),
                        div("aspect-ratio: 1 / 2; max-height: 25%; width: 103%", (0, 0, 6.938, 13.5),
                            div("width: 223px", (0, 0, 223, 0)))))))
    }

    /// A wrapping column whose height comes from its aspect ratio breaks its lines at that
    /// height also when sized from its content as a flex item (its automatic minimum), so
    /// it is as tall as the ratio height or its longest line.
    @Test func wrappingRatioColumnBreaksLinesAtItsRatioHeight() {
        expectChromeFrames(
            div("width: 66px", (0, 0, 66, 44),
                div("aspect-ratio: 16 / 9; flex-wrap: wrap", (0, 0, 66, 44),
                    div("min-height: 44px", (0, 0, 0, 44)),
                    div("margin-top: 9px", (0, 9, 0, 0)))))
        expectChromeFrames(
            div("width: 390px", (0, 0, 390, 200),
                div("", (0, 0, 390, 200),
                    div("", (0, 0, 390, 200),
                        div("width: 40px", (0, 0, 40, 200),
                            div("aspect-ratio: 1 / 1; flex-wrap: wrap", (0, 0, 40, 200),
                                div("height: 200px", (0, 0, 0, 200)),
                                div("height: 85px", (0, 0, 0, 85))))))))
        expectChromeFrames(
            div("width: 99px", (0, 0, 99, 74.25),
                div("", (0, 0, 99, 74.25),
                    div("", (0, 0, 99, 74.25),
                        div("", (0, 0, 99, 74.25),
                            div("aspect-ratio: 4 / 3; flex-wrap: wrap-reverse", (0, 0, 99, 74.25),
                                div("", (99, 0, 0, 64),
                                    div("min-height: 64px", (0, 0, 0, 64))),
                                div("margin-bottom: 11px", (99, 0, 0, 0))))))))
        expectChromeFrames(
            div("width: 76px", (0, 0, 76, 25.328),
                div("", (0, 0, 76, 25.328),
                    div("aspect-ratio: 3 / 1; flex-wrap: wrap; row-gap: 20px", (0, 0, 76, 25.328),
                        div("padding-top: 14%", (0, 0, 0, 10.625)),
                        div("", (0, 0, 0, 0))))))
    }

    /// A height given in context is a border-box height: the content height its items see
    /// is what is left after the box's vertical padding and border, percentages resolved
    /// against the parent's width.
    @Test func heightInContextLeavesOutPercentagePadding() {
        expectChromeFrames(
            div("width: 306px", (0, 0, 306, 209),
                div("height: 209px", (0, 0, 306, 209),
                    div("align-self: flex-end; flex-direction: row; padding-bottom: 14%", (306, 0, 0, 42.828),
                        div("aspect-ratio: 4 / 3", (0, 0, 0, 0))))))
        expectChromeFrames(
            div("flex-direction: row; height: 100px; width: 300px", (0, 0, 300, 100),
                div("flex-direction: row; padding-top: 10%", (0, 0, 70, 100),
                    div("aspect-ratio: 1 / 1", (0, 30, 70, 70)))))
    }

    /// A column item with an aspect ratio whose `height` is a percentage of an indefinite
    /// height is sized from its width through the ratio: its content's height is not its
    /// automatic minimum (as it is with `height: auto`).
    @Test func ratioColumnItemWithAnIndefinitePercentageHeightIgnoresContentHeight() {
        expectChromeFrames(
            div("align-items: flex-start; width: 200px", (0, 0, 200, 0),
                div("aspect-ratio: 1 / 1; height: 50%", (0, 0, 0, 0),
                    div("min-height: 31px", (0, 0, 0, 31)))))
        expectChromeFrames(
            div("align-items: flex-end; width: 133px", (0, 0, 133, 0),
                div("aspect-ratio: 3 / 1; height: 118%", (133, 0, 0, 0),
                    div("min-height: 53px", (0, 0, 0, 53)))))
        // With an auto height, a stretched width, or content that is wider than the ratio
        // width, the content counts.
        expectChromeFrames(
            div("align-items: flex-start; width: 200px", (0, 0, 200, 31),
                div("aspect-ratio: 1 / 1", (0, 0, 31, 31),
                    div("min-height: 31px", (0, 0, 31, 31)))))
        expectChromeFrames(
            div("width: 200px", (0, 0, 200, 200),
                div("aspect-ratio: 1 / 1; height: 50%", (0, 0, 200, 200),
                    div("min-height: 31px", (0, 0, 200, 31)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 200px", (0, 0, 200, 40),
                div("aspect-ratio: 1 / 1; height: 50%", (0, 0, 40, 40),
                    div("width: 40px", (0, 0, 40, 0)))))
    }

    /// `calc()` mixing a percentage and points: where a percentage has no base (intrinsic
    /// sizing, an indefinite height), margins, padding, gaps and min sizes resolve it
    /// against zero, leaving the points; a negative gap or min size is zero.
    @Test func calcOfAnUnknownBaseKeepsItsPoints() {
        expectChromeFrames(
            div("flex-wrap: wrap; width: 67px", (0, 0, 67, 0),
                div("", (0, 0, 30, 0),
                    div("padding-right: calc(9% + 30px)", (0, 0, 32.6875, 0)))))
        expectChromeFrames(
            div("width: 333px", (0, 0, 333, 0),
                div("flex-direction: row", (0, 0, 333, 0),
                    div("", (0, 0, 9, 0),
                        div("margin-right: calc(9% - 23px); width: 32px", (0, 0, 32, 0))))))
        expectChromeFrames(
            div("flex-direction: row; width: 330px", (0, 0, 330, 0),
                div("", (0, 0, 47, 0),
                    div("min-width: calc(17% + 47px)", (0, 0, 54.984, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 124px", (0, 0, 124, 19),
                div("", (0, 0, 25.328, 19),
                    div("aspect-ratio: 4 / 3; min-height: calc(68% + 19px)", (0, 0, 25.328, 19)))))
        expectChromeFrames(
            div("flex-direction: row; width: 115px", (0, 0, 115, 0),
                div("column-gap: calc(5% - 6px); flex-direction: row", (0, 0, 0, 0),
                    div("", (0, 0, 0, 0)), div("", (0, 0, 0, 0)))))
        expectChromeFrames(
            div("width: 120px", (0, 0, 120, 24),
                div("flex-direction: row; flex-wrap: wrap; row-gap: calc(10% + 4px); width: 50px", (0, 0, 50, 24),
                    div("height: 10px; width: 40px", (0, 0, 40, 10)), div("height: 10px; width: 40px", (0, 14, 40, 10)))))
    }

    /// The baseline of an item whose height came from its content is found with that
    /// height indefinite for the item's children's percentages, as in its final layout.
    @Test func baselineQueryKeepsAContentHeightIndefinite() {
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 85px", (0, 0, 85, 11),
                div("", (0, 0, 0, 11),
                    div("", (0, 0, 0, 11),
                        div("border-bottom-width: 11px; box-sizing: content-box; height: 70%", (0, 0, 0, 11)))),
                div("", (0, 11, 0, 0))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 190px", (0, 0, 190, 79),
                div("", (0, 0, 0, 79),
                    div("", (0, 0, 0, 79),
                        div("height: 79px; max-height: 40%", (0, 0, 0, 79)))),
                div("", (0, 79, 0, 0))))
    }

    /// A ratio row whose content may make it taller than its ratio height is at most its
    /// max-height tall, and so is its line: an overflowing item is centered in it.
    @Test func ratioRowLineIsClampedByMaxHeight() {
        expectChromeFrames(
            div("width: 412px", (0, 0, 412, 201),
                div("", (0, 0, 412, 201),
                    div("", (0, 0, 412, 201),
                        div("flex-direction: row", (0, 0, 412, 201),
                            div("align-items: center; aspect-ratio: 1 / 1; flex-direction: row; max-height: 201px", (0, 0, 0, 201),
                                div("height: 232px", (0, -15.5, 0, 232))))))))
    }

    /// A wrapping column's percentage row gap resolves against its definite height in
    /// intrinsic sizing too, so its items break into columns there as in layout.
    @Test func columnWrapIntrinsicWidthCountsAPercentageRowGap() {
        expectChromeFrames(
            div("flex-direction: row; height: 494px; width: 389px", (0, 0, 389, 494),
                div("flex-wrap: wrap; height: 13%; row-gap: 13%", (0, 0, 147, 64.219),
                    div("flex-basis: 40px; width: 122px", (0, 0, 122, 40)),
                    div("padding-bottom: 22px; padding-right: 25px", (122, 0, 25, 22)))))
    }

    /// A wrapping column whose height its parent took from its content breaks its lines
    /// as when that height was measured (not at it): negative margins make that height
    /// smaller than its items, which still share one line.
    @Test func columnWrapWithAContentHeightKeepsItsLines() {
        expectChromeFrames(
            div("width: 335px", (0, 0, 335, 0),
                div("flex-wrap: wrap", (0, 0, 335, 0),
                    div("", (0, 0, 182, 0)),
                    div("padding-top: 11px; width: 182px", (0, 0, 182, 11)),
                    div("margin-bottom: -12px", (0, 11, 182, 0)))))
        expectChromeFrames(
            div("width: 44px", (0, 0, 44, 86),
                div("", (0, 0, 44, 86),
                    div("", (0, 0, 44, 86),
                        div("", (0, 0, 44, 86),
                            div("flex-wrap: wrap", (0, 0, 44, 86),
                                div("", (0, 0, 5, 0)),
                                div("min-height: 104px", (0, 0, 5, 104)),
                                div("margin-right: 5px; margin-top: -18px", (0, 86, 0, 0))))))))
        expectChromeFrames(
            div("height: 200px; width: 300px", (0, 0, 300, 200),
                div("flex-shrink: 1; flex-wrap: wrap", (0, 0, 300, 520),
                    div("height: 130px; margin-bottom: -40px", (0, 0, 20, 130)),
                    div("height: 130px; width: 20px", (0, 90, 20, 130)),
                    div("height: 300px; width: 20px", (0, 220, 20, 300)))))
        expectChromeFrames(
            div("flex-direction: row; width: 300px", (0, 0, 300, 45),
                div("flex-wrap: wrap", (0, 0, 20, 45),
                    div("height: 30px", (0, 0, 20, 30)),
                    div("height: 30px; margin-top: -20px; width: 20px", (0, 10, 20, 30))),
                div("height: 45px", (20, 0, 0, 45))))
    }

    /// An absolutely positioned box between both vertical insets with an explicit
    /// `align-self` other than `stretch` is as tall as its content also when an auto
    /// margin takes the free space.
    @Test func alignedAbsoluteBoxWithAnAutoMarginIsSizedFromContent() {
        expectChromeFrames(
            div("width: 320px", (0, 0, 320, 185),
                div("", (0, 0, 320, 185),
                    div("height: 185px", (0, 0, 320, 185),
                        div("align-self: flex-start; bottom: 18px; margin-top: auto; position: absolute; top: 12px", (0, 167, 0, 0))))))
        expectChromeFrames(
            div("height: 185px; width: 320px", (0, 0, 320, 185),
                div("align-self: center; bottom: 18px; margin-bottom: auto; margin-top: auto; position: absolute; top: 12px", (160, 79.5, 0, 20),
                    div("height: 20px", (0, 0, 0, 20)))))
        expectChromeFrames(
            div("height: 185px; width: 320px", (0, 0, 320, 185),
                div("align-self: flex-end; bottom: 18px; margin-bottom: auto; position: absolute; top: 12px", (320, 12, 0, 20),
                    div("height: 20px", (0, 0, 0, 20)))))
        expectChromeFrames(
            div("height: 185px; width: 320px", (0, 0, 320, 185),
                div("align-self: baseline; bottom: 18px; margin-top: auto; position: absolute; top: 12px", (0, 147, 0, 20),
                    div("height: 20px", (0, 0, 0, 20)))))
        expectChromeFrames(
            div("height: 40px; width: 320px", (0, 0, 320, 40),
                div("align-self: flex-start; bottom: 18px; margin-top: auto; position: absolute; top: 12px", (0, -28, 0, 50),
                    div("height: 50px", (0, 0, 0, 50)))))
    }

    /// A container's first baseline comes from the first line and item as Chromium
    /// orders them: under `wrap-reverse` the last line, in a `-reverse` direction the
    /// last item in order.
    @Test func containerBaselineFollowsReversedLinesAndItems() {
        expectChromeFrames(
            div("width: 73px", (0, 0, 73, 28),
                div("", (0, 0, 73, 28),
                    div("align-items: baseline; flex-direction: row", (0, 0, 73, 28),
                        div("", (0, 0, 0, 0)),
                        div("flex-direction: row-reverse", (0, 0, 0, 28),
                            div("", (0, 0, 0, 28)),
                            div("margin-bottom: 28px", (0, 0, 0, 0)))))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 200px", (0, 0, 200, 30),
                div("height: 5px", (0, 5, 0, 5)),
                div("align-items: flex-start; flex-direction: row-reverse", (0, 0, 120, 30),
                    div("height: 30px; width: 60px", (60, 0, 60, 30)),
                    div("height: 10px; width: 60px", (0, 0, 60, 10)))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 200px", (0, 0, 200, 60),
                div("height: 5px", (0, 15, 0, 5)),
                div("align-items: flex-start; flex-direction: row-reverse; flex-wrap: wrap-reverse; width: 100px", (0, 0, 100, 60),
                    div("height: 30px; width: 60px", (40, 30, 60, 30)),
                    div("height: 10px; width: 60px", (40, 20, 60, 10)),
                    div("height: 20px; width: 60px", (40, 0, 60, 20)))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 200px", (0, 0, 200, 60),
                div("height: 5px", (0, 15, 0, 5)),
                div("align-items: flex-start; flex-direction: row; flex-wrap: wrap-reverse; width: 100px", (0, 0, 100, 60),
                    div("height: 30px; width: 60px", (0, 30, 60, 30)),
                    div("height: 10px; width: 60px", (0, 20, 60, 10)),
                    div("height: 20px; width: 60px", (0, 0, 60, 20)))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 200px", (0, 0, 200, 60),
                div("height: 5px", (0, 15, 0, 5)),
                div("align-items: flex-start; flex-direction: row; flex-wrap: wrap-reverse; width: 100px", (0, 0, 100, 60),
                    div("align-self: baseline; height: 30px; width: 60px", (0, 30, 60, 30)),
                    div("height: 10px; width: 60px", (0, 20, 60, 10)),
                    div("height: 20px; width: 60px", (0, 0, 60, 20)))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 200px", (0, 0, 200, 40),
                div("height: 5px", (0, 15, 0, 5)),
                div("align-items: flex-start; flex-direction: column; flex-wrap: wrap-reverse; height: 40px", (0, 0, 40, 40),
                    div("height: 30px; width: 20px", (20, 0, 20, 30)),
                    div("height: 10px; width: 20px", (20, 30, 20, 10)),
                    div("height: 20px; width: 20px", (0, 0, 20, 20)))))
    }

    /// A `min-content`, `max-content` or `fit-content` width is computed at the box's
    /// percentage height or max-height of a definite height (an item's container, an
    /// absolutely positioned box's containing block): a wrapping column breaks its items
    /// into columns by it.
    @Test func contentKeywordWidthUsesAPercentageHeight() {
        expectChromeFrames(
            div("width: 301px", (0, 0, 301, 13),
                div("", (0, 0, 301, 13),
                    div("height: 13px", (0, 0, 301, 13),
                        div("flex-wrap: wrap; height: 84%; width: fit-content", (0, 0, 166, 10.906),
                            div("width: 37px", (0, 0, 37, 0)),
                            div("height: 205px; width: 129px", (37, 0, 129, 205)))))))
        expectChromeFrames(
            div("width: 305px", (0, 0, 305, 0),
                div("", (0, 0, 305, 0),
                    div("", (0, 0, 305, 0),
                        div("flex-wrap: wrap; max-height: 59%; position: absolute; width: max-content", (0, 0, 198, 0),
                            div("width: 24px", (0, 0, 24, 0)),
                            div("border-top-width: 7px; width: 174px", (24, 0, 174, 7)))))))
        expectChromeFrames(
            div("height: 100px; width: 305px", (0, 0, 305, 100),
                div("flex-wrap: wrap; height: 30%; position: absolute; width: min-content", (0, 0, 174, 30),
                    div("height: 20px; width: 24px", (0, 0, 24, 20)),
                    div("height: 20px; width: 174px", (24, 0, 174, 20)))))
        expectChromeFrames(
            div("flex-direction: row; height: 60px; width: 301px", (0, 0, 301, 60),
                div("flex-wrap: wrap; height: 50%; padding-top: 5px; width: max-content", (0, 0, 166, 30),
                    div("height: 20px; width: 37px", (0, 5, 37, 20)),
                    div("height: 20px; width: 129px", (37, 5, 129, 20)))))
    }

    /// A wrapping column sized from its content (its automatic minimum, or a percentage
    /// flex basis of an indefinite height) breaks its lines at its `height`, so its
    /// content is as tall as its longest line.
    @Test func columnWrapContentSizeBreaksAtItsHeight() {
        expectChromeFrames(
            div("width: 185px", (0, 0, 185, 160),
                div("", (0, 0, 185, 160),
                    div("", (0, 0, 185, 160),
                        div("flex-basis: 60px; flex-wrap: wrap; height: 170px", (0, 0, 185, 160),
                            div("padding-top: 12px", (0, 0, 0, 12)),
                            div("", (0, 0, 0, 160),
                                div("", (0, 0, 0, 160),
                                    div("height: 160px", (0, 0, 0, 160)))))))))
        expectChromeFrames(
            div("width: 167px", (0, 0, 167, 86),
                div("", (0, 0, 167, 86),
                    div("flex-basis: 40%; flex-wrap: wrap-reverse; height: 74px", (0, 0, 167, 86),
                        div("padding-top: 21px", (167, 0, 0, 21)),
                        div("min-height: 86px", (167, 0, 0, 86))))))
        expectChromeFrames(
            div("height: 100px; width: 185px", (0, 0, 185, 100),
                div("flex-shrink: 1; flex-wrap: wrap; height: 170px", (0, 0, 185, 160),
                    div("height: 12px", (0, 0, 0, 12)),
                    div("height: 160px", (0, 0, 0, 160)))))
        expectChromeFrames(
            div("height: 100px; width: 185px", (0, 0, 185, 100),
                div("flex-shrink: 1; flex-wrap: wrap; height: 170px; max-height: 150px", (0, 0, 185, 140),
                    div("height: 12px", (0, 0, 0, 12)),
                    div("height: 140px", (0, 0, 0, 140)))))
    }

    /// A scroll container's first baseline is clamped to its border box.
    @Test func scrollContainerBaselineStaysInItsBorderBox() {
        expectChromeFrames(
            div("width: 239px", (0, 0, 239, 10),
                div("", (0, 0, 239, 10),
                    div("align-items: baseline; flex-direction: row", (0, 0, 239, 10),
                        div("overflow-y: hidden", (0, 0, 0, 10),
                            div("height: 10px", (0, 0, 0, 10),
                                div("padding-top: 23px", (0, 0, 0, 23)))),
                        div("", (0, 10, 0, 0))))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 239px", (0, 0, 239, 10),
                div("height: 10px; overflow-y: hidden; padding-top: 5px", (0, 0, 0, 10),
                    div("height: 10px; margin-top: -30px", (0, -25, 0, 10))),
                div("", (0, 0, 0, 0))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 239px", (0, 0, 239, 10),
                div("border-bottom-width: 4px; height: 10px; overflow-y: hidden; padding-bottom: 3px", (0, 0, 0, 10),
                    div("height: 40px", (0, 0, 0, 40))),
                div("", (0, 10, 0, 0))))
        expectChromeFrames(
            div("align-items: baseline; flex-direction: row; width: 239px", (0, 0, 239, 10),
                div("align-items: baseline; flex-direction: row; height: 10px; overflow-y: hidden", (0, 0, 0, 10),
                    div("height: 40px", (0, 0, 0, 40))),
                div("", (0, 10, 0, 0))))
    }

    /// A column item with an aspect ratio and a set `height` that is not its flex basis is
    /// as wide as its content before flexing (not as its height through the ratio), and
    /// its automatic minimum height is that width through the ratio or its content's
    /// height, whichever is larger (with a stretched width too), at most its `height`.
    @Test func ratioColumnItemWithASetHeightHasAContentMinimum() {
        expectChromeFrames(
            div("width: 280px", (0, 0, 280, 25),
                div("", (0, 0, 280, 25),
                    div("align-items: flex-start", (0, 0, 280, 25),
                        div("aspect-ratio: 3 / 1; flex-basis: 0px; height: 170px", (0, 0, 75, 25),
                            div("width: 75px", (0, 0, 75, 0)))))))
        expectChromeFrames(
            div("width: 102px", (0, 0, 102, 4),
                div("", (0, 0, 102, 4),
                    div("", (0, 0, 102, 4),
                        div("width: 4px", (0, 0, 4, 4),
                            div("aspect-ratio: 16 / 9; flex-basis: 0px; height: 90.5px", (0, 0, 4, 4),
                                div("", (0, 0, 4, 4),
                                    div("margin-top: 4px", (0, 4, 4, 0)))))))))
        expectChromeFrames(
            div("width: 156px", (0, 0, 156, 16),
                div("", (0, 0, 156, 16),
                    div("", (0, 0, 156, 16),
                        div("aspect-ratio: 1 / 1; flex-basis: 0px; height: 157px; margin-left: auto", (140, 0, 16, 16),
                            div("padding-left: 16px", (0, 0, 16, 0)))))))
        expectChromeFrames(
            div("width: 136px", (0, 0, 136, 227),
                div("height: 227px", (0, 0, 136, 227),
                    div("aspect-ratio: 1 / 1; flex-shrink: 2; height: 174px", (0, 0, 136, 139),
                        div("height: 139px", (0, 0, 136, 139))),
                    div("height: 229px", (0, 139, 136, 229)))))
        expectChromeFrames(
            div("height: 81px; width: 197px", (0, 0, 197, 81),
                div("aspect-ratio: 3 / 1; flex-shrink: 1; height: 184px", (0, 0, 197, 94),
                    div("", (0, 0, 197, 26),
                        div("min-height: 26px", (0, 0, 197, 26))),
                    div("height: 68px", (0, 26, 197, 68)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 300px", (0, 0, 300, 20),
                div("aspect-ratio: 2 / 1; flex-basis: 10px; height: 100px; padding-top: 6px", (0, 0, 40, 20),
                    div("height: 5px; width: 40px", (0, 6, 40, 5)))))
        expectChromeFrames(
            div("align-items: flex-start; height: 100px; width: 300px", (0, 0, 300, 100),
                div("aspect-ratio: 2 / 1; flex-basis: 30%; height: 100px", (0, 0, 140, 70),
                    div("height: 5px; width: 140px", (0, 0, 140, 5)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 300px", (0, 0, 300, 30),
                div("aspect-ratio: 2 / 1; flex-basis: 0px; height: 100px; min-width: 60px", (0, 0, 60, 30),
                    div("height: 5px; width: 40px", (0, 0, 40, 5)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 100px", (0, 0, 100, 100),
                div("aspect-ratio: 2 / 1; flex-basis: 0px; height: 100px", (0, 0, 240, 100),
                    div("height: 5px; width: 240px", (0, 0, 240, 5)))))
    }

    /// An absolutely positioned ratio box whose height comes from both vertical insets
    /// is as wide as that height through the ratio, and as tall as that width gives it,
    /// at least its content's height under `min-height: auto`.
    @Test func absoluteRatioBoxBetweenInsetsGrowsToItsContent() {
        expectChromeFrames(
            div("width: 245px", (0, 0, 245, 0),
                div("", (0, 0, 245, 0),
                    div("aspect-ratio: 3 / 1; bottom: 20px; position: absolute; top: 0px", (0, 0, 0, 65),
                        div("min-height: 65px", (0, 0, 0, 65))))))
        expectChromeFrames(
            div("width: 296px", (0, 0, 296, 0),
                div("aspect-ratio: 1 / 1; bottom: 10%; position: absolute; top: 4px", (0, 4, 0, 11),
                    div("margin-bottom: 11px", (0, 0, 0, 0)))))
        expectChromeFrames(
            div("height: 100px; width: 296px", (0, 0, 296, 100),
                div("aspect-ratio: 2 / 1; bottom: 10px; position: absolute; top: 50px", (0, 50, 80, 70),
                    div("height: 70px", (0, 0, 80, 70)))))
        expectChromeFrames(
            div("height: 100px; width: 296px", (0, 0, 296, 100),
                div("aspect-ratio: 2 / 1; bottom: 10px; max-width: 30px; position: absolute; top: 50px", (0, 50, 30, 15),
                    div("height: 10px", (0, 0, 30, 10)))))
        expectChromeFrames(
            div("height: 100px; width: 296px", (0, 0, 296, 100),
                div("aspect-ratio: 2 / 1; bottom: 10px; overflow-y: hidden; position: absolute; top: 50px", (0, 50, 80, 40),
                    div("height: 70px", (0, 0, 80, 70)))))
        expectChromeFrames(
            div("height: 100px; width: 296px", (0, 0, 296, 100),
                div("aspect-ratio: 2 / 1; bottom: 10px; min-height: 0px; position: absolute; top: 50px", (0, 50, 80, 40),
                    div("height: 70px", (0, 0, 80, 70)))))
    }

    /// An absolutely positioned box with an explicit `align-self: stretch` between both
    /// vertical insets is placed like an aligned one: when the inset-modified containing
    /// block lies outside the containing block (crossed insets), its margin box is pulled
    /// back into their union.
    @Test func explicitlyStretchedAbsoluteBoxIsPlacedLikeAnAlignedOne() {
        expectChromeFrames(
            div("width: 130px", (0, 0, 130, 0),
                div("", (0, 0, 130, 0),
                    div("", (0, 0, 130, 0),
                        div("align-self: stretch; bottom: 50%; margin-top: 20px; position: absolute; top: 26px", (0, 26, 0, 0))))))
        expectChromeFrames(
            div("width: 130px", (0, 0, 130, 0),
                div("", (0, 0, 130, 0),
                    div("", (0, 0, 130, 0),
                        div("bottom: 50%; margin-top: 20px; position: absolute; top: 26px", (0, 46, 0, 0))))))
        expectChromeFrames(
            div("height: 100px; width: 130px", (0, 0, 130, 100),
                div("align-self: stretch; bottom: 50px; margin-top: 20px; position: absolute; top: 40px", (0, 60, 0, 0))))
        expectChromeFrames(
            div("height: 100px; width: 130px", (0, 0, 130, 100),
                div("align-self: stretch; bottom: 20px; margin-bottom: 50px; position: absolute; top: 40px", (0, 40, 0, 0))))
    }

    /// In a wrapping column's intrinsic width, an item with an aspect ratio and a flex
    /// basis is at least its height through the ratio (its automatic minimum), which
    /// may break it into another column.
    @Test func columnWrapIntrinsicWidthCountsARatioItemsMinimum() {
        expectChromeFrames(
            div("flex-direction: row; width: 124px", (0, 0, 124, 94),
                div("", (0, 0, 239, 94),
                    div("", (0, 0, 239, 94),
                        div("flex-wrap: wrap-reverse; height: 94px", (0, 0, 239, 94),
                            div("padding-right: 17px", (222, 0, 17, 0)),
                            div("aspect-ratio: 1 / 1; flex-basis: 50%; width: 222px", (0, 0, 222, 222)))))))
        expectChromeFrames(
            div("flex-direction: row; width: 124px", (0, 0, 124, 94),
                div("", (0, 0, 100, 94),
                    div("flex-wrap: wrap; height: 94px", (0, 0, 100, 94),
                        div("height: 20px; padding-right: 17px", (0, 0, 100, 20)),
                        div("aspect-ratio: 2 / 1; flex-basis: 10px; width: 100px", (0, 20, 100, 50)),
                        div("aspect-ratio: 2 / 1; flex-basis: 10px; width: 30px", (0, 70, 30, 15))))))
        expectChromeFrames(
            div("flex-direction: row; width: 124px", (0, 0, 124, 94),
                div("", (0, 0, 130, 94),
                    div("flex-wrap: wrap; height: 94px", (0, 0, 130, 94),
                        div("height: 20px; padding-right: 17px", (0, 0, 100, 20)),
                        div("aspect-ratio: 2 / 1; flex-basis: 10px; max-height: 30px; width: 100px", (0, 20, 100, 30)),
                        div("aspect-ratio: 2 / 1; flex-basis: 10px; width: 30px", (100, 0, 30, 60),
                            div("height: 60px", (0, 0, 30, 60)))))))
    }

    /// A column item with an aspect ratio, an auto `height` and a set `min-height` takes
    /// its width from its flexed height through the ratio, not at least its content's
    /// (with a set `height` the content still counts).
    @Test func flexedRatioColumnItemWidthIgnoresItsContent() {
        expectChromeFrames(
            div("flex-wrap: wrap-reverse; height: 226px; width: 96px", (0, 0, 96, 226),
                div("aspect-ratio: 1 / 2; flex-shrink: 2; min-height: 15%", (-17, 0, 113, 226),
                    div("width: 214px", (0, 0, 214, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; height: 100px; width: 300px", (0, 0, 300, 100),
                div("aspect-ratio: 1 / 1; flex-shrink: 1; min-height: 0px", (0, 0, 100, 100),
                    div("width: 150px", (0, 0, 150, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; height: 100px; width: 300px", (0, 0, 300, 100),
                div("aspect-ratio: 1 / 1; flex-basis: 50px; min-height: 0px", (0, 0, 50, 50),
                    div("width: 150px", (0, 0, 150, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; flex-wrap: wrap; height: 100px; width: 300px", (0, 0, 300, 100),
                div("aspect-ratio: 1 / 1; flex-shrink: 1; min-height: 0px", (0, 0, 100, 100),
                    div("width: 150px", (0, 0, 150, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; height: 300px; width: 300px", (0, 0, 300, 300),
                div("aspect-ratio: 1 / 1; height: 50px; min-height: 10px", (0, 0, 150, 50),
                    div("width: 150px", (0, 0, 150, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; height: 300px; width: 300px", (0, 0, 300, 300),
                div("aspect-ratio: 1 / 1; flex-basis: 50px; max-height: 60px; min-height: 20px", (0, 0, 50, 50),
                    div("width: 150px", (0, 0, 150, 0)))))
    }

    /// A wrapping column measured for its content size as a flex item does not break
    /// its lines at a percentage `height` or `max-height` (those resolve in layout only):
    /// its content is one line then, clamped by the max-height in layout.
    @Test func columnWrapContentSizeIgnoresPercentageHeights() {
        expectChromeFrames(
            div("height: 364px; width: 410px", (0, 0, 410, 364),
                div("flex-wrap: wrap; max-height: 83%; padding-top: 15%", (0, 0, 410, 302.109),
                    div("flex-basis: 75px", (0, 61.5, 0, 75)),
                    div("height: 172px", (0, 61.5, 0, 172)))))
        expectChromeFrames(
            div("height: 364px; width: 410px", (0, 0, 410, 364),
                div("flex-wrap: wrap; max-height: 83%", (0, 0, 410, 302.109),
                    div("flex-basis: 75px", (0, 0, 0, 75)),
                    div("height: 272px", (0, 0, 0, 272)))))
        expectChromeFrames(
            div("height: 364px; width: 410px", (0, 0, 410, 364),
                div("flex-shrink: 1; flex-wrap: wrap; height: 50%", (0, 0, 410, 182),
                    div("flex-basis: 75px", (0, 0, 0, 75)),
                    div("height: 172px", (0, 0, 0, 172))),
                div("height: 300px", (0, 182, 410, 300))))
        expectChromeFrames(
            div("height: 364px; width: 410px", (0, 0, 410, 364),
                div("flex-wrap: wrap; max-height: 240px; padding-top: 15%", (0, 0, 410, 233.5),
                    div("flex-basis: 75px", (0, 61.5, 0, 75)),
                    div("height: 172px", (0, 61.5, 0, 172)))))
    }

    /// A ratio box's min-height (at least its padding and border, percentages
    /// included) through the ratio is the least its intrinsic widths are: for a content
    /// keyword width, a shrink-to-fit width and its contribution to its parent (also
    /// with a set min-width).
    @Test func ratioBoxIntrinsicWidthsAreAtLeastItsMinHeightThroughTheRatio() {
        expectChromeFrames(
            div("width: 174px", (0, 0, 174, 80),
                div("", (0, 0, 174, 80),
                    div("width: fit-content", (0, 0, 142.219, 80),
                        div("aspect-ratio: 16 / 9; min-height: 80px; min-width: 77px", (0, 0, 142.219, 80),
                            div("", (0, 0, 142.219, 0)))))))
        expectChromeFrames(
            div("width: 234px", (0, 0, 234, 0),
                div("aspect-ratio: 3 / 1; padding-bottom: 14%; position: absolute", (0, 0, 98.25, 32.75),
                    div("", (0, 0, 98.25, 0)))))
        expectChromeFrames(
            div("width: 138px", (0, 0, 138, 90),
                div("flex-direction: row-reverse", (0, 0, 138, 90),
                    div("aspect-ratio: 4 / 3; min-height: 90px; width: min-content", (18, 0, 120, 90),
                        div("", (0, 0, 120, 0))))))
        expectChromeFrames(
            div("height: 416px; width: 312px", (0, 0, 312, 416),
                div("flex-direction: row; flex-wrap: wrap; min-height: 61%", (0, 0, 312, 253.75),
                    div("aspect-ratio: 4 / 3; min-height: 46%; width: fit-content", (0, 0, 155.625, 116.719)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 300px", (0, 0, 300, 40),
                div("aspect-ratio: 2 / 1; max-width: 50px; min-height: 40px", (0, 0, 50, 40),
                    div("", (0, 0, 50, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 300px", (0, 0, 300, 60),
                div("aspect-ratio: 2 / 1; min-height: 40px; width: max-content", (0, 0, 120, 60),
                    div("width: 120px", (0, 0, 120, 0)))))
        expectChromeFrames(
            div("flex-direction: row; width: 300px", (0, 0, 300, 40),
                div("aspect-ratio: 2 / 1; min-height: 40px; min-width: 10px", (0, 0, 80, 40),
                    div("width: 20px", (0, 0, 20, 0))),
                div("width: 50px", (80, 0, 50, 40))))
    }

    /// A content keyword width of a column item with an aspect ratio and a set height is
    /// from its content before flexing (not from that height through the ratio), so
    /// the item can shrink or take its flex basis; its used height gives it its width.
    @Test func ratioColumnItemContentKeywordWidthIgnoresItsHeightBeforeFlexing() {
        expectChromeFrames(
            div("width: 64px", (0, 0, 64, 35),
                div("aspect-ratio: 4 / 3; flex-basis: 35px; height: 47px; width: fit-content", (0, 0, 46.656, 35))))
        expectChromeFrames(
            div("width: 255px", (0, 0, 255, 27),
                div("", (0, 0, 255, 27),
                    div("max-height: 27px", (0, 0, 255, 27),
                        div("aspect-ratio: 1 / 1; flex-shrink: 2; height: 195px; width: max-content", (0, 0, 27, 27))))))
        expectChromeFrames(
            div("width: 282px", (0, 0, 282, 0),
                div("", (0, 0, 282, 0),
                    div("", (0, 0, 282, 0),
                        div("aspect-ratio: 4 / 3; flex-basis: 0px; height: 98px; width: max-content", (0, 0, 0, 0))))))
        expectChromeFrames(
            div("height: 100px; width: 300px", (0, 0, 300, 100),
                div("aspect-ratio: 1 / 1; flex-shrink: 1; height: 150px; width: min-content", (0, 0, 100, 100),
                    div("width: 40px", (0, 0, 40, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; height: 100px; width: 300px", (0, 0, 300, 100),
                div("aspect-ratio: 1 / 1; height: 50px; width: max-content", (0, 0, 50, 50),
                    div("width: 40px", (0, 0, 40, 0)))))
    }

    /// A wrapping column whose percentage height is indefinite breaks its items into
    /// columns by its max-height in intrinsic sizing, as with an auto height.
    @Test func columnWrapWithAnIndefinitePercentageHeightBreaksAtItsMaxHeight() {
        expectChromeFrames(
            div("width: 265px", (0, 0, 265, 30),
                div("flex-direction: row", (0, 0, 265, 30),
                    div("flex-wrap: wrap; height: 70%; max-height: 30px", (0, 0, 184, 30),
                        div("width: 180px", (0, 0, 180, 0)),
                        div("border-top-width: 3px; margin-bottom: 16px; margin-left: 4px; margin-top: 12px", (184, 12, 0, 3))))))
    }

    /// A wrapping column of auto height breaks its lines at its max-height, or at its
    /// min-height when that is larger (the min wins).
    @Test func columnWrapLineLimitIsTheMaxHeightAtLeastTheMinHeight() {
        expectChromeFrames(
            div("width: 322px", (0, 0, 322, 0),
                div("", (0, 0, 322, 0),
                    div("flex-wrap: wrap; max-height: 61%; min-height: 88px; position: absolute", (0, 0, 9, 88),
                        div("", (0, 0, 9, 0)),
                        div("padding-right: 9px; padding-top: 25px", (0, 0, 9, 25))))))
        expectChromeFrames(
            div("width: 322px", (0, 0, 322, 38),
                div("flex-wrap: wrap; max-height: 20px; min-height: 38px", (0, 0, 322, 38),
                    div("height: 15px; width: 5px", (0, 0, 5, 15)),
                    div("height: 15px; width: 7px", (0, 15, 7, 15)))))
    }

    /// Intrinsic widths: a wrapping column's items resolve a percentage min-height
    /// against its definite height when breaking them into columns; a row item's
    /// automatic minimum is its min-content width at the height it is stretched to; and
    /// a ratio box's max-height through the ratio gives way to a larger min-height.
    @Test func intrinsicWidthsAtTheContextHeightAndConflictingTransferredLimits() {
        expectChromeFrames(
            div("flex-wrap: wrap; width: 279px", (0, 0, 279, 230),
                div("flex-wrap: wrap; height: 230px", (0, 0, 247, 230),
                    div("", (0, 0, 242, 0),
                        div("width: 242px", (0, 0, 242, 0))),
                    div("border-right-width: 5px; margin-bottom: 21px; min-height: 93%", (242, 0, 5, 213.891)))))
        expectChromeFrames(
            div("width: 225px", (0, 0, 225, 65),
                div("flex-direction: row; height: 65px; margin-right: auto", (0, 0, 255, 65),
                    div("flex-basis: 105px; flex-direction: row", (0, 0, 255, 65),
                        div("width: 190px", (0, 0, 190, 65)),
                        div("aspect-ratio: 1 / 1", (190, 0, 65, 65))))))
        expectChromeFrames(
            div("width: 263px", (0, 0, 263, 112),
                div("flex-wrap: wrap", (0, 0, 263, 112),
                    div("", (0, 0, 336, 112),
                        div("aspect-ratio: 3 / 1; max-height: 18px; min-height: 112px; min-width: 83px", (0, 0, 336, 112))))))
    }

    /// A column ratio item whose `height` is a percentage of an indefinite height (not
    /// `auto`) keeps its content's width with a set `min-height`.
    @Test func ratioColumnItemWithAPercentageHeightKeepsItsContentWidth() {
        expectChromeFrames(
            div("flex-wrap: wrap; width: 191px", (0, 0, 191, 90),
                div("aspect-ratio: 4 / 3; flex-basis: 90px; height: 9%; min-height: 9px", (0, 0, 152, 90),
                    div("width: 152px", (0, 0, 152, 0)))))
    }

    /// An item of a multi-line column that is not stretched and whose width is `auto` or
    /// `fit-content` is sized against its line's cross size, which a wider item may make
    /// larger than the container's width; its main size stays as flexed.
    @Test func multiLineColumnItemFitsItsLineCrossSize() {
        expectChromeFrames(
            div("width: 129px", (0, 0, 129, 0),
                div("", (0, 0, 129, 0),
                    div("align-items: center; flex-wrap: wrap", (0, 0, 129, 0),
                        div("", (0, 0, 151, 0),
                            div("width: 151px", (0, 0, 151, 0))),
                        div("flex-direction: row; flex-wrap: wrap-reverse", (3, 0, 145, 0),
                            div("flex-basis: 145px", (0, 0, 145, 0)))))))
        expectChromeFrames(
            div("width: 23px", (0, 0, 23, 0),
                div("flex-wrap: wrap", (0, 0, 23, 0),
                    div("width: 179px", (0, 0, 179, 0)),
                    div("flex-direction: row; flex-wrap: wrap-reverse; width: fit-content", (0, 0, 34, 0),
                        div("padding-left: 12px", (0, 0, 12, 0)),
                        div("padding-right: 22px", (12, 0, 22, 0))))))
        expectChromeFrames(
            div("width: 100px", (0, 0, 100, 20),
                div("align-items: flex-start; flex-wrap: wrap", (0, 0, 100, 20),
                    div("width: 179px", (0, 0, 179, 0)),
                    div("flex-direction: row; flex-wrap: wrap", (0, 0, 130, 20),
                        div("height: 10px; width: 60px", (0, 0, 60, 10)),
                        div("height: 10px; width: 70px", (60, 0, 70, 10))))))
        expectChromeFrames(
            div("width: 100px", (0, 0, 100, 30),
                div("align-items: flex-start; flex-wrap: wrap; height: 30px", (0, 0, 100, 30),
                    div("height: 20px; width: 179px", (0, 0, 179, 20)),
                    div("flex-direction: row; flex-wrap: wrap; margin-left: 5px", (184, 0, 95, 20),
                        div("height: 10px; width: 60px", (0, 0, 60, 10)),
                        div("height: 10px; width: 70px", (0, 10, 70, 10))),
                    div("flex-direction: row; flex-wrap: wrap", (279, 0, 100, 20),
                        div("height: 10px; width: 60px", (0, 0, 60, 10)),
                        div("height: 10px; width: 70px", (0, 10, 70, 10))))))
    }

    /// A wrapping column's baseline-aligned items share their left border edges, so its
    /// intrinsic width is the group's largest left margin plus its widest rest (a
    /// single-line column takes its widest item, as Chromium does).
    @Test func wrappingColumnIntrinsicWidthCountsItsBaselineGroup() {
        expectChromeFrames(
            div("width: 405px", (0, 0, 405, 0),
                div("flex-wrap: wrap", (0, 0, 405, 0),
                    div("align-items: baseline; flex-wrap: wrap", (0, 0, 27, 0),
                        div("margin-left: 26px", (26, 0, 0, 0)),
                        div("", (26, 0, 1, 0),
                            div("padding-right: 1px", (0, 0, 1, 0)))))))
        expectChromeFrames(
            div("align-items: flex-start; width: 405px", (0, 0, 405, 0),
                div("align-items: baseline", (0, 0, 36, 0),
                    div("margin-left: 26px; width: 10px", (26, 0, 10, 0)),
                    div("margin-right: 4px; width: 30px", (26, 0, 30, 0)),
                    div("margin-left: -3px; width: 5px", (26, 0, 5, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 405px", (0, 0, 405, 0),
                div("align-items: flex-start", (0, 0, 36, 0),
                    div("align-self: baseline; margin-left: 26px; width: 10px", (26, 0, 10, 0)),
                    div("margin-right: 4px; width: 30px", (0, 0, 30, 0)),
                    div("align-self: baseline; width: 5px", (26, 0, 5, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 405px", (0, 0, 405, 0),
                div("align-items: baseline; flex-wrap: wrap", (0, 0, 60, 0),
                    div("margin-left: 26px; width: 10px", (26, 0, 10, 0)),
                    div("margin-right: 4px; width: 30px", (26, 0, 30, 0)),
                    div("margin-left: -3px; width: 5px", (26, 0, 5, 0)))))
        expectChromeFrames(
            div("align-items: flex-start; width: 405px", (0, 0, 405, 0),
                div("align-items: flex-start; flex-wrap: wrap-reverse", (0, 0, 51, 0),
                    div("align-self: baseline; margin-left: 26px; width: 10px", (26, 0, 10, 0)),
                    div("margin-right: 14px; width: 30px", (7, 0, 30, 0)),
                    div("align-self: baseline; width: 25px", (26, 0, 25, 0)))))
    }
}

/// A node of a reduced tree: its inline CSS (`name: value; …`) and the border box
/// Chromium computed for it, relative to its parent's (x, y, width, height), in the
/// direction the test lays it out in.
func div(
    _ css: String, _ frame: (Double, Double, Double, Double), _ children: ChromeFixtureNode...
) -> ChromeFixtureNode {
    var style: [String: String] = [:]
    for declaration in css.split(separator: ";") {
        let parts = declaration.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { continue }
        style[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
    }
    let expected = ExpectedFrame(x: frame.0, y: frame.1, width: frame.2, height: frame.3)
    return ChromeFixtureNode(style: style, ltr: expected, rtl: expected, children: children)
}

/// Expects every node of `tree` laid out by Livery within 0.5 pt of Chromium's frame; with
/// `rtl`, the root is laid out right to left and the frames given are Chromium's in RTL.
func expectChromeFrames(
    _ tree: ChromeFixtureNode, rtl: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) {
    let differences = ChromeFixtureRunner.mismatches(tree, rtl: rtl)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))", sourceLocation: sourceLocation)
}
