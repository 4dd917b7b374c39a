#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Bars draw from appearance objects (`standardAppearance`, `scrollEdgeAppearance` …), and
/// from iOS 15 on every navigation bar, toolbar and tab bar at a scroll edge shows its
/// scroll-edge appearance — which, left `nil`, is the standard one with a transparent
/// background. A sheet's `barTintColor` therefore showed only once the content scrolled.
///
/// So a bar property that has an appearance counterpart is written twice: the classic
/// property, then the same value into each of the bar's appearance objects (a changed copy,
/// assigned back). A background (`barTintColor`, `backgroundImage`) also goes into a
/// scroll-edge appearance the bar left to UIKit: Livery first makes it what UIKit documents
/// for `nil`, the standard appearance with a transparent background, then writes the value,
/// so the bar looks the same at the scroll edge as elsewhere, as the classic property did.
/// The original of such a property is the classic value and the counterpart in every
/// appearance; putting it back restores each one alone, so a property still styled keeps
/// its value in the appearances.
@MainActor
enum BarAppearances {
    /// One of a bar's appearance objects.
    @MainActor
    struct Slot {
        let get: (UIView) -> UIBarAppearance?
        let set: (UIView, UIBarAppearance) -> Void
        /// For a scroll-edge appearance: what UIKit shows while it is `nil` (others: `nil`).
        let leftToUIKit: (UIView) -> UIBarAppearance?

        /// An appearance the bar always has.
        static func always<Bar: UIView, Appearance: UIBarAppearance>(
            _ keyPath: ReferenceWritableKeyPath<Bar, Appearance>) -> Slot {
            slot(get: { (bar: Bar) in bar[keyPath: keyPath] },
                 set: { (bar: Bar, appearance) in bar[keyPath: keyPath] = appearance })
        }

        /// An appearance the bar may leave `nil` (UIKit then uses another one as it is; for
        /// a scroll-edge one, `standard` with a transparent background).
        static func optional<Bar: UIView, Appearance: UIBarAppearance>(
            _ keyPath: ReferenceWritableKeyPath<Bar, Appearance?>,
            scrollEdgeOf standard: KeyPath<Bar, Appearance>? = nil) -> Slot {
            slot(get: { (bar: Bar) in bar[keyPath: keyPath] },
                 set: { (bar: Bar, appearance) in bar[keyPath: keyPath] = appearance }, scrollEdgeOf: standard)
        }

        /// A slot of bars of type `Bar` holding appearances of type `Appearance`.
        private static func slot<Bar: UIView, Appearance: UIBarAppearance>(
            get: @escaping (Bar) -> Appearance?, set: @escaping (Bar, Appearance) -> Void,
            scrollEdgeOf standard: KeyPath<Bar, Appearance>? = nil) -> Slot {
            Slot(get: { ($0 as? Bar).flatMap(get) },
                 set: { bar, appearance in
                     guard let bar = bar as? Bar, let appearance = appearance as? Appearance else { return }
                     set(bar, appearance)
                 },
                 leftToUIKit: { bar in
                     guard let standard, let bar = bar as? Bar else { return nil }
                     return transparent(bar[keyPath: standard])
                 })
        }
    }

    /// A value of an appearance that a classic bar property corresponds to.
    @MainActor
    struct Field {
        let read: (UIBarAppearance) -> Any?
        let write: (UIBarAppearance, Any?) -> Void
        /// Whether it draws the bar's background (see the type's comment).
        var drawsBackground = false

        static let backgroundColor = Field(read: { $0.backgroundColor }, write: { $0.backgroundColor = $1 as? UIColor },
                                           drawsBackground: true)
        static let backgroundImage = Field(read: { $0.backgroundImage }, write: { $0.backgroundImage = $1 as? UIImage },
                                           drawsBackground: true)
        static let shadowImage = Field(read: { $0.shadowImage }, write: { $0.shadowImage = $1 as? UIImage })
        static let titleTextAttributes = navigationBarAttributes(\.titleTextAttributes)
        static let largeTitleTextAttributes = navigationBarAttributes(\.largeTitleTextAttributes)

        /// A navigation bar appearance's text attributes at `keyPath` (`nil` is none).
        static func navigationBarAttributes(
            _ keyPath: ReferenceWritableKeyPath<UINavigationBarAppearance, [NSAttributedString.Key: Any]>) -> Field {
            Field(read: { ($0 as? UINavigationBarAppearance)?[keyPath: keyPath] },
                  write: { appearance, value in
                      let attributes = (value as? [NSAttributedString.Key: Any]) ?? [:]
                      (appearance as? UINavigationBarAppearance)?[keyPath: keyPath] = attributes
                  })
        }
        /// A title's vertical adjustment: the vertical part of the appearance's offset.
        static let titleVerticalPosition = Field(
            read: { ($0 as? UINavigationBarAppearance)?.titlePositionAdjustment.vertical },
            write: { appearance, value in
                guard let appearance = appearance as? UINavigationBarAppearance, let vertical = value as? CGFloat else { return }
                appearance.titlePositionAdjustment = UIOffset(horizontal: appearance.titlePositionAdjustment.horizontal,
                                                              vertical: vertical)
            })
        /// A tab bar's unselected items' color: the normal state's icon and title color in
        /// each item layout (stacked, inline, compact inline).
        static let unselectedItemColor = Field(
            read: { appearance in
                (appearance as? UITabBarAppearance).map { tabBar in
                    UnselectedItemColors(colors: layouts(of: tabBar).map { layout in
                        (icon: layout.normal.iconColor, title: layout.normal.titleTextAttributes[.foregroundColor])
                    })
                }
            },
            write: { appearance, value in
                guard let tabBar = appearance as? UITabBarAppearance else { return }
                let recorded = value as? UnselectedItemColors
                for (index, layout) in layouts(of: tabBar).enumerated() {
                    let (icon, title) = recorded?.colors[safe: index] ?? (value as? UIColor, value as? UIColor)
                    layout.normal.iconColor = icon
                    layout.normal.titleTextAttributes[.foregroundColor] = title
                }
            })
        static let selectionIndicatorImage = Field(
            read: { ($0 as? UITabBarAppearance)?.selectionIndicatorImage },
            write: { ($0 as? UITabBarAppearance)?.selectionIndicatorImage = $1 as? UIImage })
    }

    /// The unselected items' icon and title colors of a tab bar appearance, by item layout.
    struct UnselectedItemColors {
        let colors: [(icon: UIColor?, title: Any?)]
    }

    /// A tab bar appearance's item layouts, each changed in place (`normal` is read-only).
    static func layouts(of tabBar: UITabBarAppearance) -> [UITabBarItemAppearance] {
        [tabBar.stackedLayoutAppearance, tabBar.inlineLayoutAppearance, tabBar.compactInlineLayoutAppearance]
    }

    /// The original of a property carried into the appearances: the classic value, and the
    /// counterpart in each appearance (by slot) as it was or as UIKit would show it.
    struct Original {
        let classic: Any?
        let fields: [(slot: Int, value: Any?)]
    }

    static let navigationBar: [Slot] = [
        .always(\UINavigationBar.standardAppearance),
        .optional(\UINavigationBar.compactAppearance),
        .optional(\UINavigationBar.scrollEdgeAppearance, scrollEdgeOf: \UINavigationBar.standardAppearance),
        .optional(\UINavigationBar.compactScrollEdgeAppearance),
    ]
    static let toolbar: [Slot] = [
        .always(\UIToolbar.standardAppearance),
        .optional(\UIToolbar.compactAppearance),
        .optional(\UIToolbar.scrollEdgeAppearance, scrollEdgeOf: \UIToolbar.standardAppearance),
        .optional(\UIToolbar.compactScrollEdgeAppearance),
    ]
    static let tabBar: [Slot] = [
        .always(\UITabBar.standardAppearance),
        .optional(\UITabBar.scrollEdgeAppearance, scrollEdgeOf: \UITabBar.standardAppearance),
    ]

    static func slots(of bar: AnyObject) -> [Slot] {
        switch bar {
        case is UINavigationBar: navigationBar
        case is UIToolbar: toolbar
        case is UITabBar: tabBar
        default: []
        }
    }

    /// `standard` with a transparent background and no shadow (its other values kept).
    static func transparent<Appearance: UIBarAppearance>(_ standard: Appearance) -> Appearance {
        let clear: Appearance = standard.copy()
        clear.configureWithTransparentBackground()
        let result: Appearance = standard.copy()
        result.backgroundEffect = clear.backgroundEffect
        result.backgroundColor = clear.backgroundColor
        result.backgroundImage = clear.backgroundImage
        result.backgroundImageContentMode = clear.backgroundImageContentMode
        result.shadowColor = clear.shadowColor
        result.shadowImage = clear.shadowImage
        return result
    }

    /// `field` in each of `bar`'s appearances, as the bar shows it.
    static func read(_ field: Field, of bar: UIView) -> [(slot: Int, value: Any?)] {
        slots(of: bar).enumerated().compactMap { index, slot in
            (slot.get(bar) ?? slot.leftToUIKit(bar)).map { (index, field.read($0)) }
        }
    }

    /// Writes a styled classic `value`'s counterpart into each of `bar`'s appearances.
    static func write(_ field: Field, classic value: Any?, on bar: UIView) {
        for slot in slots(of: bar) {
            guard let current = slot.get(bar) ?? (field.drawsBackground ? slot.leftToUIKit(bar) : nil) else { continue }
            update(current, in: slot, of: bar) { field.write($0, value) }
        }
    }

    /// Puts `field` back as `original` recorded it, in each appearance the bar has.
    static func restore(_ field: Field, _ original: Original, on bar: UIView) {
        let slots = slots(of: bar)
        for (index, value) in original.fields where slots.indices.contains(index) {
            guard let current = slots[index].get(bar) else { continue }
            update(current, in: slots[index], of: bar) { field.write($0, value) }
        }
    }

    /// Assigns a changed copy: bars copy their appearances, so a change to the object they
    /// return is not certain to reach them.
    static func update(_ appearance: UIBarAppearance, in slot: Slot, of bar: UIView,
                               _ change: (UIBarAppearance) -> Void) {
        let changed: UIBarAppearance = appearance.copy()
        change(changed)
        slot.set(bar, changed)
    }
}

extension PropertyBinding {
    /// This binding, its value also carried into the bar's appearance objects as `field`
    /// (`BarAppearances`). With `metricsAt`, only for the default metrics (the parameter at
    /// that index): an appearance has no values for compact or prompt bars of its own.
    func carried(into field: BarAppearances.Field, metricsAt index: Int? = nil) -> PropertyBinding {
        let classic = self
        let reaches: ([String]) -> Bool = { parameters in
            guard let index else { return true }
            return BindingParameter<UIBarMetrics>.metrics.decode(parameters[safe: index]) == .default
        }
        return PropertyBinding(
            owner: owner, name: name, api: api,
            read: { object, parameters in
                let value = classic.read(object, parameters)
                guard let bar = object as? UIView, reaches(parameters) else { return value }
                return BarAppearances.Original(classic: value, fields: BarAppearances.read(field, of: bar))
            },
            write: { object, value, parameters in
                if let original = value as? BarAppearances.Original {
                    classic.write(object, original.classic, parameters)
                    if let bar = object as? UIView { BarAppearances.restore(field, original, on: bar) }
                    return
                }
                classic.write(object, value, parameters)
                if let bar = object as? UIView, reaches(parameters) { BarAppearances.write(field, classic: value, on: bar) }
            },
            convert: classic.convert)
    }
}

#endif
