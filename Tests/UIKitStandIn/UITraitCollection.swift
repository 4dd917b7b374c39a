#if os(Linux)
import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The kind of device the interface runs on.
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// Compact or regular width/height.
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The Dynamic Type text size the user chose.
public struct UIContentSizeCategory: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// The values of the six traits the stand-in models; `nil` is unspecified.
struct StandInTraits: Equatable {
    var userInterfaceStyle: UIUserInterfaceStyle?
    var userInterfaceIdiom: UIUserInterfaceIdiom?
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    var verticalSizeClass: UIUserInterfaceSizeClass?
    var preferredContentSizeCategory: UIContentSizeCategory?
    var displayScale: CGFloat?

    /// `other`'s specified values over `self`'s.
    func merging(_ other: StandInTraits) -> StandInTraits {
        StandInTraits(userInterfaceStyle: other.userInterfaceStyle ?? userInterfaceStyle,
                      userInterfaceIdiom: other.userInterfaceIdiom ?? userInterfaceIdiom,
                      horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
                      verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass,
                      preferredContentSizeCategory: other.preferredContentSizeCategory ?? preferredContentSizeCategory,
                      displayScale: other.displayScale ?? displayScale)
    }

    /// The environment of a view outside any window: light, phone, compact width, regular height,
    /// large text, scale 3.
    static let environment = StandInTraits(userInterfaceStyle: .light, userInterfaceIdiom: .phone,
                                           horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                           preferredContentSizeCategory: .large, displayScale: 3)
}

/// An immutable set of trait values; unset traits read as unspecified.
open class UITraitCollection: NSObject {
    let standInTraits: StandInTraits

    init(standInTraits: StandInTraits) {
        self.standInTraits = standInTraits
        super.init()
    }

    /// A collection with every trait unspecified.
    public override init() {
        standInTraits = StandInTraits()
        super.init()
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        standInTraits = StandInTraits(userInterfaceStyle: userInterfaceStyle)
        super.init()
    }

    public init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        standInTraits = StandInTraits(userInterfaceIdiom: idiom)
        super.init()
    }

    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        standInTraits = StandInTraits(preferredContentSizeCategory: preferredContentSizeCategory)
        super.init()
    }

    /// Later collections' specified traits win.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        standInTraits = traitCollections.reduce(StandInTraits()) { $0.merging($1.standInTraits) }
        super.init()
    }

    open var userInterfaceStyle: UIUserInterfaceStyle { standInTraits.userInterfaceStyle ?? .unspecified }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { standInTraits.userInterfaceIdiom ?? .unspecified }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { standInTraits.horizontalSizeClass ?? .unspecified }
    open var verticalSizeClass: UIUserInterfaceSizeClass { standInTraits.verticalSizeClass ?? .unspecified }
    open var preferredContentSizeCategory: UIContentSizeCategory {
        standInTraits.preferredContentSizeCategory ?? .unspecified
    }
    open var displayScale: CGFloat { standInTraits.displayScale ?? 0 }

    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var currentStorage = UITraitCollection(standInTraits: .environment)

    /// The trait collection used to resolve dynamic colors and preferred fonts when none is given;
    /// starts as the stand-in's default environment.
    open class var current: UITraitCollection {
        get { currentLock.withLock { currentStorage } }
        set { currentLock.withLock { currentStorage = newValue } }
    }
}

/// A trait that a trait collection holds.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A trait type, as passed to trait-change registration and trait overrides.
public typealias UITrait = any UITraitDefinition.Type

/// The light/dark appearance trait.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
}

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}

/// The vertical size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}

/// The Dynamic Type content size trait.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue: UIContentSizeCategory = .unspecified
}

/// The display scale trait.
public struct UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}

/// The interface idiom trait.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
}

extension StandInTraits {
    /// Whether `trait` has a different value in `self` and `other` (traits the stand-in doesn't
    /// model never change).
    func differs(from other: StandInTraits, in trait: UITrait) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            preferredContentSizeCategory != other.preferredContentSizeCategory
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale != other.displayScale
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom != other.userInterfaceIdiom
        default: false
        }
    }

    /// `self` without a value for `trait`.
    func removing(_ trait: UITrait) -> StandInTraits {
        var traits = self
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): traits.userInterfaceStyle = nil
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): traits.horizontalSizeClass = nil
        case ObjectIdentifier(UITraitVerticalSizeClass.self): traits.verticalSizeClass = nil
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): traits.preferredContentSizeCategory = nil
        case ObjectIdentifier(UITraitDisplayScale.self): traits.displayScale = nil
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): traits.userInterfaceIdiom = nil
        default: break
        }
        return traits
    }
}

/// An object with a trait collection.
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
}

/// The token returned by trait-change registration.
@MainActor public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// An object that calls registered handlers when some of its traits change.
@MainActor public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
        where TraitEnvironment: UITraitEnvironment
}

extension UITraitChangeObservable {
    /// Calls `handler` with the object and its previous trait collection whenever one of `traits`
    /// changes (the stand-in supports this on views).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment>(
        _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment {
        let registration = StandInTraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
        (self as? UIView)?.standInRegistrations.append(registration)
        return registration
    }

    /// Removes a registration made with `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? UIView)?.standInRegistrations.removeAll { $0 === registration }
    }
}

/// One trait-change registration: its traits and handler.
final class StandInTraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Trait values set on an object that override those it inherits.
public struct UITraitOverrides {
    var standInTraits = StandInTraits()

    init() {}

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { standInTraits.userInterfaceStyle ?? UITraitUserInterfaceStyle.defaultValue }
        set { standInTraits.userInterfaceStyle = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { standInTraits.userInterfaceIdiom ?? UITraitUserInterfaceIdiom.defaultValue }
        set { standInTraits.userInterfaceIdiom = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { standInTraits.horizontalSizeClass ?? UITraitHorizontalSizeClass.defaultValue }
        set { standInTraits.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { standInTraits.verticalSizeClass ?? UITraitVerticalSizeClass.defaultValue }
        set { standInTraits.verticalSizeClass = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { standInTraits.preferredContentSizeCategory ?? UITraitPreferredContentSizeCategory.defaultValue }
        set { standInTraits.preferredContentSizeCategory = newValue }
    }
    public var displayScale: CGFloat {
        get { standInTraits.displayScale ?? UITraitDisplayScale.defaultValue }
        set { standInTraits.displayScale = newValue }
    }

    /// Whether a value is set for `trait`.
    public func contains(_ trait: UITrait) -> Bool {
        standInTraits != standInTraits.removing(trait)
    }

    /// Removes the value set for `trait`.
    public mutating func remove(_ trait: UITrait) {
        standInTraits = standInTraits.removing(trait)
    }
}
#endif
