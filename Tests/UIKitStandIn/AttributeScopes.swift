#if os(Linux)
import Foundation

/// UIKit's attribute scope for `AttributedString` and `AttributeContainer` (iOS 15), with
/// the attributes a button configuration's title transformer is given and returns: the
/// keys carry the same names as the `NSAttributedString.Key`s, as UIKit's do.
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: AttributeScopes.UIKitAttributes.FontAttribute
        public let foregroundColor: AttributeScopes.UIKitAttributes.ForegroundColorAttribute
        public let kern: AttributeScopes.UIKitAttributes.KernAttribute
        public let paragraphStyle: AttributeScopes.UIKitAttributes.ParagraphStyleAttribute

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }

        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
    }

    public var uiKit: AttributeScopes.UIKitAttributes.Type { AttributeScopes.UIKitAttributes.self }
}

// Foundation's typed attribute subscripts ask for `Sendable` values. Apple's own sample for
// `UIConfigurationTextAttributesTransformer` sets a `UIFont` and a `UIColor` through them,
// and UIKit's paragraph-style key takes the immutable `NSParagraphStyle`: these three are the
// stand-in's only classes that claim `Sendable` (see docs/uikit.md).
extension UIFont: @unchecked Sendable {}
extension UIColor: @unchecked Sendable {}
extension NSParagraphStyle: @unchecked Sendable {}
extension NSMutableParagraphStyle: @unchecked Sendable {}

/// A text transformation of a configuration (`UIButton.Configuration.titleTextAttributesTransformer`):
/// given the attributes UIKit would use, it returns those to use.
public struct UIConfigurationTextAttributesTransformer {
    public let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}
#endif
