#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore

/// A navigation bar's back indicator in its appearance objects. An appearance takes the
/// image and its transition mask together (`setBackIndicatorImage(_:transitionMaskImage:)`,
/// `nil` in either: UIKit's own pair), where a classic bar has two properties, and a custom
/// indicator only once both are set. So the pair is not carried property by property
/// (`BarAppearances.Field`), which would give each of the two an original of the shared
/// value; it follows the bar as a whole:
///
/// - while Livery styles either property and the bar's two classic images are both set
///   (one may be the app's), each appearance the bar has shows that pair;
/// - otherwise each appearance that still shows a pair Livery wrote gets back the pair it had
///   before (for an appearance the bar left to UIKit then, the pair UIKit showed for it;
///   UIKit's own pair put back by resetting rather than as custom images, also where
///   nothing is known of it, such as a compact appearance the app made from the standard
///   one); an appearance showing another pair is the app's and stays as it is. A pair the
///   app sets on an appearance while Livery's shows becomes that appearance's pair to put
///   back (seen at the bar's next styling pass).
@MainActor
enum BackIndicators {
    /// Two images; `isDefault` when they are UIKit's own.
    struct Pair {
        let image: UIImage?
        let mask: UIImage?
        var isDefault = false

        /// Whether both images are the same as `other`'s (`isEqual(_:)` compares image data).
        func isSame(as other: Pair) -> Bool {
            func same(_ a: UIImage?, _ b: UIImage?) -> Bool { a.map { b.map($0.isEqual) ?? false } ?? (b == nil) }
            return same(image, other.image) && same(mask, other.mask)
        }
    }

    /// The original of one of the two classic properties (see `carryingBackIndicator`).
    struct Original {
        let classic: Any?
    }

    /// Per bar: the classic properties Livery styles, and each appearance's pair (by slot of
    /// `BarAppearances.navigationBar`) from before Livery first wrote one, while it shows
    /// Livery's.
    private struct State {
        weak var bar: UIView?
        var styled: Set<String> = []
        var bases: [Int: Pair]?
        /// The pair Livery last wrote, while it shows.
        var shown: Pair?
        /// The pairs Livery wrote before it (the latest last, a few), which an appearance
        /// the app assigned from an earlier copy may still show.
        var earlier: [Pair] = []

        /// Whether `pair` is one Livery wrote to this bar.
        func wrote(_ pair: Pair) -> Bool {
            (shown.map { pair.isSame(as: $0) } ?? false) || earlier.contains { pair.isSame(as: $0) }
        }
    }

    private static var states: [ObjectIdentifier: State] = [:]
    /// The number of states after the last sweep of freed bars'.
    private static var swept = 0

    /// After the app excluded properties (normalized names) of `bar` from styling: Livery no
    /// longer styles those of the two it did (`LiveryStyle.excludedProperties`).
    static func exclude(_ names: Set<String>, on bar: UIView) {
        guard let state = states[ObjectIdentifier(bar)], state.bar === bar else { return }
        for name in state.styled where names.contains(PropertyName.normalize(name)) {
            update(bar, name: name, styled: false)
        }
    }
    /// After the classic property `name` of `bar` was written (`styled`) or put back.
    static func update(_ bar: UIView, name: String, styled: Bool) {
        guard let navigationBar = bar as? UINavigationBar else { return }
        let key = ObjectIdentifier(bar)
        var state = states[key].flatMap { $0.bar === bar ? $0 : nil } ?? State(bar: bar)
        if styled { state.styled.insert(name) } else { state.styled.remove(name) }
        let slots = BarAppearances.navigationBar
        if !state.styled.isEmpty, let image = navigationBar.backIndicatorImage,
           let mask = navigationBar.backIndicatorTransitionMaskImage {
            var bases = state.bases ?? [:]
            for (index, slot) in slots.enumerated() {
                guard let shows = (slot.get(bar) ?? (state.bases == nil ? slot.leftToUIKit(bar) : nil)).flatMap(pair(in:)) else {
                    continue
                }
                // Before Livery's first pair, or one the app set since.
                if state.bases == nil || !state.wrote(shows) { bases[index] = shows }
            }
            state.bases = bases
            let shown = Pair(image: image, mask: mask)
            write(shown, to: bar, slots: slots.indices)
            if let before = state.shown, !before.isSame(as: shown) { state.earlier = (state.earlier + [before]).suffix(7) }
            state.shown = shown
        } else if let bases = state.bases {
            for (index, slot) in slots.enumerated() {
                guard let shows = slot.get(bar).flatMap(pair(in:)), state.wrote(shows) else { continue }
                write(bases[index] ?? Pair(image: nil, mask: nil, isDefault: true), to: bar, slots: index..<index + 1)
            }
            state.bases = nil
            state.shown = nil
            state.earlier = []
        }
        states[key] = state.styled.isEmpty && state.bases == nil ? nil : state
        if states.count > max(64, 2 * swept) {
            states = states.filter { $0.value.bar != nil }
            swept = states.count
        }
    }

    /// The pair an appearance shows.
    private static func pair(in appearance: UIBarAppearance) -> Pair? {
        guard let navigation = appearance as? UINavigationBarAppearance else { return nil }
        let fresh = UINavigationBarAppearance(idiom: navigation.idiom)
        let image = navigation.backIndicatorImage
        let mask = navigation.backIndicatorTransitionMaskImage
        // `isEqual(_:)` compares image data.
        return Pair(image: image, mask: mask,
                    isDefault: image.isEqual(fresh.backIndicatorImage) && mask.isEqual(fresh.backIndicatorTransitionMaskImage))
    }

    /// `pair` in each of the bar's appearances at `slots` that it has.
    private static func write(_ pair: Pair, to bar: UIView, slots: Range<Int>) {
        let all = BarAppearances.navigationBar
        for index in slots {
            guard let appearance = all[index].get(bar) else { continue }
            BarAppearances.update(appearance, in: all[index], of: bar) { changed in
                guard let navigation = changed as? UINavigationBarAppearance else { return }
                if pair.isDefault {
                    navigation.setBackIndicatorImage(nil, transitionMaskImage: nil)
                } else {
                    navigation.setBackIndicatorImage(pair.image, transitionMaskImage: pair.mask)
                }
            }
        }
    }
}

extension PropertyBinding {
    /// This binding (one of a navigation bar's two back indicator images), the pair also
    /// following in the bar's appearances (`BackIndicators`).
    func carryingBackIndicator() -> PropertyBinding {
        let classic = self
        return PropertyBinding(
            owner: owner, name: name, api: api,
            read: { object, parameters in BackIndicators.Original(classic: classic.read(object, parameters)) },
            write: { object, value, parameters in
                let original = value as? BackIndicators.Original
                if let original {
                    classic.write(object, original.classic, parameters)
                } else {
                    classic.write(object, value, parameters)
                }
                if let bar = object as? UIView { BackIndicators.update(bar, name: classic.name, styled: original == nil) }
            },
            convert: classic.convert)
    }
}

#endif
