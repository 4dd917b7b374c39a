#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
@testable import LiveryUIKit
import Testing

/// A bar property with an appearance counterpart reaches the bar's appearance objects too,
/// which bars draw from since iOS 13 (and at a scroll edge, from iOS 15, the scroll-edge
/// one): a styled background shows there as elsewhere, and unstyled, every appearance has
/// its own values back. Read through UIKit's public getters only.
@MainActor
struct BarAppearanceTests {
    init() { UIKitTesting.useTestImages() }

    static let blue = PropertySamples.blue

    /// A bar with the class `brand`, styled by `css`.
    func styled<Bar: UIView>(_ bar: Bar, _ css: String) -> Styler {
        bar.livery.addStyleClass("brand")
        return UIKitTesting.style(UIKitTesting.window(bar), css)
    }

    /// What UIKit shows at a scroll edge left `nil`: the standard background made transparent.
    func transparentColor(of appearance: UIBarAppearance) -> [Double]? {
        let clear: UIBarAppearance = appearance.copy()
        clear.configureWithTransparentBackground()
        return UIKitTesting.rgba(clear.backgroundColor)
    }

    @Test func aNavigationBarsTintColorIsItsBackgroundAtTheScrollEdgeToo() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let standardBefore = UIKitTesting.rgba(bar.standardAppearance.backgroundColor)
        #expect(bar.scrollEdgeAppearance == nil)
        let styler = styled(bar, ".brand { barTintColor: #336699; }")
        #expect(UIKitTesting.rgba(bar.barTintColor) == Self.blue)
        #expect(UIKitTesting.rgba(bar.standardAppearance.backgroundColor) == Self.blue)
        #expect(UIKitTesting.rgba(bar.scrollEdgeAppearance?.backgroundColor) == Self.blue,
                "without it, a bar at a scroll edge is transparent from iOS 15 on")
        #expect(bar.compactAppearance == nil && bar.compactScrollEdgeAppearance == nil,
                "left to UIKit, they follow the standard and the scroll-edge ones")

        bar.livery.removeStyleClass("brand")
        styler.restyleIfNeeded()
        #expect(bar.barTintColor == nil)
        #expect(UIKitTesting.rgba(bar.standardAppearance.backgroundColor) == standardBefore)
        #expect(UIKitTesting.rgba(bar.scrollEdgeAppearance?.backgroundColor) == transparentColor(of: bar.standardAppearance),
                "transparent again, as UIKit shows a scroll edge left nil")
    }

    @Test func theAppsOwnAppearancesKeepWhatTheSheetDoesNotSet() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let edge: UINavigationBarAppearance = bar.standardAppearance.copy()
        edge.configureWithOpaqueBackground()
        edge.titleTextAttributes = [.kern: 2]
        bar.scrollEdgeAppearance = edge
        let compact: UINavigationBarAppearance = bar.standardAppearance.copy()
        compact.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 0)
        bar.compactAppearance = compact
        let edgeBackground = UIKitTesting.rgba(edge.backgroundColor)

        let styler = styled(bar, ".brand { barTintColor: #336699; titleVerticalPositionAdjustment: 4; }")
        #expect(UIKitTesting.rgba(bar.scrollEdgeAppearance?.backgroundColor) == Self.blue)
        #expect(bar.scrollEdgeAppearance?.titleTextAttributes[.kern] as? Int == 2, "the app's own title attributes stay")
        #expect(UIKitTesting.rgba(bar.compactAppearance?.backgroundColor) == Self.blue)
        #expect(bar.compactAppearance?.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: 4),
                "the vertical adjustment only; the app's horizontal one stays")

        bar.livery.removeStyleClass("brand")
        styler.restyleIfNeeded()
        #expect(UIKitTesting.rgba(bar.scrollEdgeAppearance?.backgroundColor) == edgeBackground)
        #expect(bar.compactAppearance?.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: 0))
    }

    @Test func titlesReachEveryAppearanceWithoutMakingTheScrollEdgeOpaque() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        _ = styled(bar, """
            .brand { titleTextAttributes: "Title" (color: #336699); largeTitleTextAttributes: "Title" (font: bold 30); }
            """)
        #expect(UIKitTesting.rgba(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor) == Self.blue)
        #expect((bar.standardAppearance.largeTitleTextAttributes[.font] as? UIFont)?.pointSize == 30)
        #expect(bar.scrollEdgeAppearance == nil, "a scroll edge left to UIKit takes the standard titles as they are")
    }

    @Test func aPropertyStillStyledKeepsItsValueWhenAnotherGoesBack() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.livery.addStyleClass("image")
        let styler = styled(bar, """
            .brand { barTintColor: #336699; }
            .image { backgroundImage: image(bar); shadowImage: image(line); }
            """)
        #expect(ImageLookup.name(of: bar.scrollEdgeAppearance?.backgroundImage) == "bar")
        #expect(ImageLookup.name(of: bar.standardAppearance.shadowImage) == "line")

        bar.livery.removeStyleClass("image")
        styler.restyleIfNeeded()
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) == nil)
        #expect(bar.scrollEdgeAppearance?.backgroundImage == nil && bar.standardAppearance.backgroundImage == nil)
        #expect(bar.standardAppearance.shadowImage == nil)
        #expect(UIKitTesting.rgba(bar.scrollEdgeAppearance?.backgroundColor) == Self.blue, "still styled")
        #expect(UIKitTesting.rgba(bar.standardAppearance.backgroundColor) == Self.blue)
    }

    @Test func compactAndPromptMetricsStayClassic() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        _ = styled(bar, ".brand { backgroundImage(any, compact): image(bar); titleVerticalPositionAdjustment(compact): 5; }")
        #expect(ImageLookup.name(of: bar.backgroundImage(for: .any, barMetrics: .compact)) == "bar")
        #expect(bar.standardAppearance.backgroundImage == nil, "an appearance has no compact-only image")
        #expect(bar.standardAppearance.titlePositionAdjustment == .zero)
        #expect(bar.scrollEdgeAppearance == nil)
    }

    /// An appearance takes the back indicator's two images together: the pair reaches every
    /// appearance the bar has once both are styled; one alone is no custom indicator, as on a
    /// classic bar, and the appearances show UIKit's again.
    @Test func theBackIndicatorReachesEveryAppearanceAsAPair() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.scrollEdgeAppearance = bar.standardAppearance.copy()
        let standard = ImageLookup.name(of: bar.standardAppearance.backIndicatorImage)
        #expect(standard != "back")
        bar.livery.addStyleClass("mask")
        let styler = styled(bar, """
            .brand { backIndicatorImage: image(back); }
            .mask { backIndicatorTransitionMaskImage: image(backMask); }
            """)
        let appearances = [bar.standardAppearance, bar.scrollEdgeAppearance].compactMap { $0 }
        #expect(appearances.count == 2)
        for appearance in appearances {
            #expect(ImageLookup.name(of: appearance.backIndicatorImage) == "back")
            #expect(ImageLookup.name(of: appearance.backIndicatorTransitionMaskImage) == "backMask")
        }
        #expect(bar.compactAppearance == nil, "left to UIKit, it follows the standard one")

        bar.livery.removeStyleClass("mask")
        styler.restyleIfNeeded()
        #expect(ImageLookup.name(of: bar.backIndicatorImage) == "back" && bar.backIndicatorTransitionMaskImage == nil)
        for appearance in [bar.standardAppearance, bar.scrollEdgeAppearance].compactMap({ $0 }) {
            #expect(ImageLookup.name(of: appearance.backIndicatorImage) == standard, "an image without its mask is none")
            #expect(ImageLookup.name(of: appearance.backIndicatorTransitionMaskImage) == standard)
        }

        bar.livery.addStyleClass("mask")
        styler.restyleIfNeeded()
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorTransitionMaskImage) == "backMask")
        bar.livery.removeStyleClass("brand")
        styler.restyleIfNeeded()
        #expect(bar.backIndicatorImage == nil)
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorImage) == standard)
        #expect(ImageLookup.name(of: bar.scrollEdgeAppearance?.backIndicatorTransitionMaskImage) == standard)
    }

    /// A back indicator the app put in its appearance stays while the sheet styles one image
    /// only, gives way to the sheet's pair, and comes back when the sheet's goes, whatever
    /// the order the two were styled in.
    @Test func theAppsOwnBackIndicatorComesBack() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let own: UINavigationBarAppearance = bar.standardAppearance.copy()
        let image = UIImage(systemName: "xmark")!
        let mask = UIImage(systemName: "xmark.circle")!
        own.setBackIndicatorImage(image, transitionMaskImage: mask)
        bar.standardAppearance = own
        let styler = styled(bar, """
            .brand { backIndicatorImage: image(back); }
            .mask { backIndicatorTransitionMaskImage: image(backMask); }
            """)
        #expect(bar.standardAppearance.backIndicatorImage === image, "one image alone: the app's indicator stays")

        bar.livery.addStyleClass("mask")
        styler.restyleIfNeeded()
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorImage) == "back")
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorTransitionMaskImage) == "backMask")

        bar.livery.removeStyleClass("mask")
        bar.livery.removeStyleClass("brand")
        styler.restyleIfNeeded()
        #expect(bar.standardAppearance.backIndicatorImage === image)
        #expect(bar.standardAppearance.backIndicatorTransitionMaskImage === mask)
    }

    /// A back indicator the app puts in its appearance while the sheet styles one image only
    /// is the app's: putting that image back leaves it.
    @Test func anIndicatorTheAppSetsMeanwhileStays() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let styler = styled(bar, ".brand { backIndicatorImage: image(back); }")
        let own: UINavigationBarAppearance = bar.standardAppearance.copy()
        let image = UIImage(systemName: "xmark")!
        own.setBackIndicatorImage(image, transitionMaskImage: image)
        bar.standardAppearance = own
        bar.livery.removeStyleClass("brand")
        styler.restyleIfNeeded()
        #expect(bar.standardAppearance.backIndicatorImage === image)
    }

    /// A pair the app sets on an appearance while Livery's shows is the app's: the sheet's
    /// shows there at the next pass that writes it, and the app's comes back when the
    /// sheet's goes; left alone, the app's simply stays.
    @Test func anIndicatorTheAppSetsOverLiverysIsTheAppsToKeep() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.livery.addStyleClass("mask")
        let styler = styled(bar, """
            .brand { backIndicatorImage: image(back); }
            .mask { backIndicatorTransitionMaskImage: image(backMask); }
            .alt { backIndicatorImage: image(high); }
            """)
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorImage) == "back")
        let own: UINavigationBarAppearance = bar.standardAppearance.copy()
        let image = UIImage(systemName: "xmark")!
        own.setBackIndicatorImage(image, transitionMaskImage: image)
        bar.standardAppearance = own
        bar.compactAppearance = bar.standardAppearance.copy()

        bar.livery.addStyleClass("alt")
        styler.restyleIfNeeded()
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorImage) == "high", "the sheet's, while it applies")
        #expect(ImageLookup.name(of: bar.compactAppearance?.backIndicatorImage) == "high")

        bar.livery.removeStyleClass("mask")
        styler.restyleIfNeeded()
        #expect(bar.standardAppearance.backIndicatorImage === image, "the app's, set while the sheet's showed")
        #expect(bar.compactAppearance?.backIndicatorImage === image)

        bar.livery.addStyleClass("mask")
        styler.restyleIfNeeded()
        bar.scrollEdgeAppearance = bar.standardAppearance.copy()
        let replaced: UINavigationBarAppearance = bar.standardAppearance.copy()
        replaced.setBackIndicatorImage(nil, transitionMaskImage: nil)
        bar.standardAppearance = replaced
        bar.livery.removeStyleClass("brand")
        bar.livery.removeStyleClass("alt")
        styler.restyleIfNeeded()
        #expect(bar.standardAppearance.backIndicatorImage !== image, "replaced by the app meanwhile: left as the app made it")
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorImage) == nil)
        #expect(bar.scrollEdgeAppearance?.backIndicatorImage === image, "what UIKit showed at the scroll edge before")
    }

    /// An appearance the app assigns from a copy of an earlier pair of the sheet's is Livery's
    /// too; a property the app excludes is no longer Livery's to keep in the appearances.
    @Test func earlierPairsAndExcludedPropertiesAreLiverys() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let styler = styled(bar, """
            .brand { backIndicatorImage: image(back); backIndicatorTransitionMaskImage: image(backMask); }
            .alt { backIndicatorImage: image(high); }
            """)
        let template: UINavigationBarAppearance = bar.standardAppearance.copy()
        bar.livery.addStyleClass("alt")
        styler.restyleIfNeeded()
        bar.compactAppearance = template
        bar.livery.removeStyleClass("alt")
        styler.restyleIfNeeded()
        #expect(ImageLookup.name(of: bar.compactAppearance?.backIndicatorImage) == "back")
        bar.livery.removeStyleClass("brand")
        styler.restyleIfNeeded()
        let uikits = UINavigationBarAppearance(idiom: bar.standardAppearance.idiom)
        #expect(bar.compactAppearance?.backIndicatorImage.isEqual(uikits.backIndicatorImage) == true, "not the sheet's earlier image")

        let other = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let image = UIImage(systemName: "xmark")!
        other.backIndicatorImage = image
        other.backIndicatorTransitionMaskImage = image
        let otherStyler = styled(other, ".brand { backIndicatorImage: image(back); backIndicatorTransitionMaskImage: image(backMask); }")
        other.livery.excludedProperties = ["backIndicatorTransitionMaskImage"]
        let own: UINavigationBarAppearance = other.standardAppearance.copy()
        let ownImage = UIImage(systemName: "xmark.circle")!
        own.setBackIndicatorImage(ownImage, transitionMaskImage: ownImage)
        other.standardAppearance = own
        other.livery.removeStyleClass("brand")
        otherStyler.restyleIfNeeded()
        #expect(other.standardAppearance.backIndicatorImage === ownImage, "the app's pair, set once Livery styled neither")
        #expect(other.standardAppearance.backIndicatorTransitionMaskImage === ownImage)
    }

    /// An appearance the app makes from one showing Livery's pair, where nothing was known
    /// before, gets UIKit's own pair when the sheet's goes.
    @Test func anAppearanceMadeFromLiverysGetsUIKitsOwnBack() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let styler = styled(bar, ".brand { backIndicatorImage: image(back); backIndicatorTransitionMaskImage: image(backMask); }")
        bar.compactAppearance = bar.standardAppearance.copy()
        #expect(ImageLookup.name(of: bar.compactAppearance?.backIndicatorImage) == "back")
        let uikits = UINavigationBarAppearance(idiom: bar.standardAppearance.idiom)
        bar.livery.removeStyleClass("brand")
        styler.restyleIfNeeded()
        #expect(bar.compactAppearance?.backIndicatorImage.isEqual(uikits.backIndicatorImage) == true)
        #expect(bar.compactAppearance?.backIndicatorTransitionMaskImage.isEqual(uikits.backIndicatorTransitionMaskImage) == true)
        #expect(bar.standardAppearance.backIndicatorImage.isEqual(uikits.backIndicatorImage))
    }

    /// With the app's own classic pair, the sheet's image makes a pair with the app's mask;
    /// once the sheet's images go, the appearances show what they showed before.
    @Test func theAppsClassicImagesCompleteAPairAndTheAppearancesComeBack() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let image = UIImage(systemName: "xmark")!
        let mask = UIImage(systemName: "xmark.circle")!
        bar.backIndicatorImage = image
        bar.backIndicatorTransitionMaskImage = mask
        let uikits = UINavigationBarAppearance(idiom: bar.standardAppearance.idiom)
        let styler = styled(bar, """
            .brand { backIndicatorImage: image(back); }
            .mask { backIndicatorTransitionMaskImage: image(backMask); }
            """)
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorImage) == "back")
        #expect(bar.standardAppearance.backIndicatorTransitionMaskImage === mask)

        bar.livery.addStyleClass("mask")
        styler.restyleIfNeeded()
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorTransitionMaskImage) == "backMask")

        bar.livery.removeStyleClass("mask")
        bar.livery.removeStyleClass("brand")
        styler.restyleIfNeeded()
        #expect(bar.backIndicatorImage === image && bar.backIndicatorTransitionMaskImage === mask)
        #expect(bar.standardAppearance.backIndicatorImage.isEqual(uikits.backIndicatorImage), "UIKit's own, as before")
        #expect(bar.standardAppearance.backIndicatorTransitionMaskImage.isEqual(uikits.backIndicatorTransitionMaskImage))
    }

    /// A scroll-edge appearance Livery makes for a background takes the pair, and UIKit's
    /// own back when the images go.
    @Test func aScrollEdgeMadeForABackgroundTakesThePair() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.livery.addStyleClass("back")
        let styler = styled(bar, """
            .brand { barTintColor: #336699; }
            .back { backIndicatorImage: image(back); backIndicatorTransitionMaskImage: image(backMask); }
            """)
        #expect(ImageLookup.name(of: bar.scrollEdgeAppearance?.backIndicatorImage) == "back")
        bar.livery.removeStyleClass("back")
        styler.restyleIfNeeded()
        #expect(UIKitTesting.rgba(bar.scrollEdgeAppearance?.backgroundColor) == Self.blue)
        #expect(ImageLookup.name(of: bar.scrollEdgeAppearance?.backIndicatorImage) == nil)
        #expect(ImageLookup.name(of: bar.standardAppearance.backIndicatorImage) == nil)
    }

    /// Once a tab bar has appearances of its own, its items take their colors from them.
    @Test func aTabBarsUnselectedItemColorReachesEveryItemLayout() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let before = bar.standardAppearance.stackedLayoutAppearance.normal
        let iconBefore = UIKitTesting.rgba(before.iconColor)
        let titleBefore = UIKitTesting.rgba(before.titleTextAttributes[.foregroundColor] as? UIColor)
        let styler = styled(bar, ".brand { barTintColor: #ffffff; unselectedItemTintColor: #336699; }")
        let appearances = [bar.standardAppearance, bar.scrollEdgeAppearance].compactMap { $0 }
        #expect(appearances.count == 2)
        for appearance in appearances {
            for layout in [appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance,
                           appearance.compactInlineLayoutAppearance] {
                #expect(UIKitTesting.rgba(layout.normal.iconColor) == Self.blue)
                #expect(UIKitTesting.rgba(layout.normal.titleTextAttributes[.foregroundColor] as? UIColor) == Self.blue)
            }
        }

        bar.livery.removeStyleClass("brand")
        styler.restyleIfNeeded()
        let after = bar.standardAppearance.stackedLayoutAppearance.normal
        #expect(UIKitTesting.rgba(after.iconColor) == iconBefore)
        #expect(UIKitTesting.rgba(after.titleTextAttributes[.foregroundColor] as? UIColor) == titleBefore)
    }

    @Test func toolbarsAndTabBarsCarryTheirBackgrounds() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        toolbar.livery.addStyleClass("brand")
        tabBar.livery.addStyleClass("brand")
        _ = UIKitTesting.style(UIKitTesting.window(toolbar, tabBar), """
            UIToolbar.brand { barTintColor: #336699; shadowImage(bottom): image(line); }
            UITabBar.brand { backgroundImage: image(tabs); selectionIndicatorImage: image(pill); }
            """)
        #expect(UIKitTesting.rgba(toolbar.standardAppearance.backgroundColor) == Self.blue)
        #expect(UIKitTesting.rgba(toolbar.scrollEdgeAppearance?.backgroundColor) == Self.blue)
        #expect(ImageLookup.name(of: toolbar.standardAppearance.shadowImage) == "line")
        #expect(ImageLookup.name(of: tabBar.standardAppearance.backgroundImage) == "tabs")
        #expect(ImageLookup.name(of: tabBar.scrollEdgeAppearance?.backgroundImage) == "tabs")
        #expect(ImageLookup.name(of: tabBar.standardAppearance.selectionIndicatorImage) == "pill")
    }
}
#endif
