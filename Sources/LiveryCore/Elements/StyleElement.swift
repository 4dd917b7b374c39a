/// State flags of an element that pseudo classes test (`:selected`, `:disabled` …).
public struct ElementState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let disabled = ElementState(rawValue: 1 << 0)
    public static let selected = ElementState(rawValue: 1 << 1)
    public static let highlighted = ElementState(rawValue: 1 << 2)
    public static let focused = ElementState(rawValue: 1 << 3)
}

/// An element's type and its superclasses, canonical names first (`UIButton`, `UIControl`,
/// `UIView`, …), with lowercased copies for case-insensitive matching.
///
/// An app's class the catalog does not know (`FancyButton: UIButton`) heads the chain and
/// counts as the element's own type together with the classes up to the first known one:
/// `FancyButton { }` and `UIButton { }` both match it without `^` (`ownTypeCount` is 2),
/// `UIControl { }` does not.
public struct TypeChain: Hashable, Sendable {
    /// Canonical names from the element's own type up to the root class.
    public let names: [String]
    /// The same names, lowercased.
    public let lowercased: [String]
    /// How many leading names a plain type selector matches (1 unless the chain starts with
    /// classes the catalog does not know).
    public let ownTypeCount: Int

    public init(_ names: [String], ownTypeCount: Int = 1) {
        self.names = names
        self.lowercased = names.map { $0.lowercased() }
        self.ownTypeCount = max(1, min(ownTypeCount, names.count))
    }

    /// The element's canonical type.
    public var canonical: String { names.first ?? "UIView" }

    /// The lowercased names a plain type selector matches.
    public var ownTypes: ArraySlice<String> { lowercased.prefix(ownTypeCount) }

    /// Whether the type or one of its superclasses is `name` (lowercased).
    public func includes(lowercased name: String) -> Bool { lowercased.contains(name) }
}

/// What selectors match against: a node of a UI tree. Matching and the cascade are
/// generic over it, so the headless `ViewNode` tree and UIKit views style the same way.
///
/// A view controller is an element too: it is the parent of its root view.
public protocol StyleElement: AnyObject {
    /// The element's canonical type and superclasses.
    var styleTypeChain: TypeChain { get }
    /// The element id (`#id`), case-sensitive.
    var styleID: String? { get }
    /// Style classes (`.class`), case-sensitive.
    var styleClasses: [String] { get }
    /// State flags for `:enabled`, `:selected`, `:highlighted`, `:focused`.
    var styleState: ElementState { get }
    /// The parent element (`nil` at the root of the tree; the window takes no part).
    var styleParent: Self? { get }
    /// Child elements in order (nested elements such as `titleLabel` are not children).
    var styleChildren: [Self] { get }
    /// The position among the parent's children, 0-based.
    var styleIndexInParent: Int { get }
    /// For a nested element (a button's `titleLabel`), its key path on the parent.
    var styleNestedKeyPath: String? { get }
}
