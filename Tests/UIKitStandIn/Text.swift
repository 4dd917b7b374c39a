#if os(Linux)
import Foundation

/// The UIKit attribute keys of attributed strings.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
}

/// Horizontal text alignment (iOS raw values).
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// How a line that doesn't fit is wrapped or truncated.
public enum NSLineBreakMode: Int, @unchecked Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// Underline and strikethrough styles and patterns.
public struct NSUnderlineStyle: OptionSet, @unchecked Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x01) }
    public static var thick: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x02) }
    public static var double: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x09) }
    public static var patternDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0100) }
    public static var patternDash: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0200) }
    public static var patternDashDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0300) }
    public static var patternDashDotDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x0400) }
    public static var byWord: NSUnderlineStyle { NSUnderlineStyle(rawValue: 0x8000) }
}

/// Paragraph attributes; an immutable value whose properties are read-only.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    fileprivate var _alignment: NSTextAlignment = .natural
    fileprivate var _lineSpacing: CGFloat = 0
    fileprivate var _paragraphSpacing: CGFloat = 0
    fileprivate var _lineHeightMultiple: CGFloat = 0
    fileprivate var _minimumLineHeight: CGFloat = 0
    fileprivate var _maximumLineHeight: CGFloat = 0
    fileprivate var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    fileprivate var _firstLineHeadIndent: CGFloat = 0
    fileprivate var _headIndent: CGFloat = 0
    fileprivate var _tailIndent: CGFloat = 0
    fileprivate var _paragraphSpacingBefore: CGFloat = 0

    public override init() { super.init() }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { _alignment }
    open var lineSpacing: CGFloat { _lineSpacing }
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    open var headIndent: CGFloat { _headIndent }
    open var tailIndent: CGFloat { _tailIndent }
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }

    fileprivate func copyValues(to style: NSParagraphStyle) -> NSParagraphStyle {
        style._alignment = _alignment
        style._lineSpacing = _lineSpacing
        style._paragraphSpacing = _paragraphSpacing
        style._lineHeightMultiple = _lineHeightMultiple
        style._minimumLineHeight = _minimumLineHeight
        style._maximumLineHeight = _maximumLineHeight
        style._lineBreakMode = _lineBreakMode
        style._firstLineHeadIndent = _firstLineHeadIndent
        style._headIndent = _headIndent
        style._tailIndent = _tailIndent
        style._paragraphSpacingBefore = _paragraphSpacingBefore
        return style
    }

    open func copy(with zone: NSZone? = nil) -> Any { copyValues(to: NSParagraphStyle()) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(to: NSMutableParagraphStyle()) }
}

/// A paragraph style whose properties can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override init() { super.init() }

    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { _lineSpacing }
        set { _lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { _paragraphSpacing }
        set { _paragraphSpacing = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { _lineHeightMultiple }
        set { _lineHeightMultiple = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { _minimumLineHeight }
        set { _minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { _maximumLineHeight }
        set { _maximumLineHeight = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { _firstLineHeadIndent }
        set { _firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { _headIndent }
        set { _headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { _tailIndent }
        set { _tailIndent = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { _paragraphSpacingBefore }
        set { _paragraphSpacingBefore = newValue }
    }
}

/// A text shadow: offset, blur radius and color (a UIColor), stored as set.
open class NSShadow: NSObject {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?

    public override init() { super.init() }
}
#endif
