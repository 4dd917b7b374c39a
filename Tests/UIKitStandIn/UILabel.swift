#if os(Linux)
import Foundation

/// How text baselines move when a label shrinks its font to fit.
public enum UIBaselineAdjustment: Int, @unchecked Sendable {
    case alignBaselines = 0
    case alignCenters = 1
    case none = 2
}

/// A label: records every text property as set (nil `font` / `textColor` reset to the
/// system 17-point font and the label color; `text` and `attributedText` replace each other)
/// and measures its text deterministically.
@MainActor
open class UILabel: UIView {
    // `text` and `attributedText` mirror each other as in UIKit: setting one replaces the other
    // (the attributed form of plain text carries no attributes in the stand-in). The
    // attributed text is copied when set (`@NSCopying`), as UIKit's is. As UIKit documents,
    // attributed text sets `font` and `textColor` to its first character's, and a new `font`
    // or `textColor` applies to the whole attributed text (attributed text a sheet or the
    // app gave: plain text's form stays without attributes, so that styling a label costs
    // what Livery does, not the stand-in's copies of its text).
    private var storedText: String?
    /// Whether the text was set as plain text.
    private var textIsPlain = false

    open var text: String? {
        get { storedText }
        set {
            attributedText = newValue.map { NSAttributedString(string: $0) }
            textIsPlain = true
        }
    }

    @NSCopying open var attributedText: NSAttributedString? {
        didSet {
            storedText = attributedText?.string
            textIsPlain = false
            guard let attributedText, attributedText.length > 0 else { return }
            if let font = attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { storedFont = font }
            if let color = attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor { storedTextColor = color }
        }
    }

    private var storedFont: UIFont = UILabel.defaultFont
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UILabel.defaultFont
            applyToAttributedText(.font, storedFont)
        }
    }

    private var storedTextColor: UIColor = UIColor.label
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? UIColor.label
            applyToAttributedText(.foregroundColor, storedTextColor)
        }
    }

    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard !textIsPlain, let current = attributedText, current.length > 0 else { return }
        let whole = NSMutableAttributedString(string: "")
        let text = current.string as NSString
        current.enumerateAttributes(in: NSRange(location: 0, length: current.length), options: []) { attributes, range, _ in
            var attributes = attributes
            attributes[key] = value
            whole.append(NSAttributedString(string: text.substring(with: range), attributes: attributes))
        }
        attributedText = whole
    }

    open var textAlignment: NSTextAlignment = .natural

    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    open var numberOfLines: Int = 1

    open var isEnabled: Bool = true

    open var isHighlighted: Bool = false

    open var highlightedTextColor: UIColor?

    open var shadowColor: UIColor?

    open var shadowOffset: CGSize = CGSize(width: 0, height: -1)

    open var adjustsFontSizeToFitWidth: Bool = false

    open var minimumScaleFactor: CGFloat = 0

    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    open var preferredMaxLayoutWidth: CGFloat = 0

    open var adjustsFontForContentSizeCategory: Bool = false

    /// Deprecated in iOS 6 (`minimumScaleFactor` replaces it). Swift imports nothing
    /// deprecated as of iOS 7 and earlier, so on iOS this cannot be named; nor can it here.
    @available(*, unavailable, message: "APIs deprecated as of iOS 7 and earlier are unavailable in Swift")
    open var minimumFontSize: CGFloat {
        get { minimumScaleFactor * font.pointSize }
        set { minimumScaleFactor = newValue / font.pointSize }
    }

    private nonisolated static var defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }

    /// Stand-in measure, not UIKit's text layout: every character is 0.5 × pointSize wide
    /// and every line 1.2 × pointSize tall. Explicit newlines start lines; when
    /// `numberOfLines != 1` and `size.width` is a real bound, lines wrap at that width
    /// (by characters) and stop at `numberOfLines` (0 = unlimited). Tests use it only as a
    /// stable measure.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let string = storedText ?? ""
        if string.isEmpty { return .zero }
        let pointSize = storedFont.pointSize
        let characterWidth = pointSize * 0.5
        let lineHeight = pointSize * 1.2
        var paragraphs = string.components(separatedBy: "\n").map(\.count)
        if numberOfLines == 1 {
            paragraphs = [paragraphs.reduce(0, +)]
        }
        let wraps = numberOfLines != 1 && size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude / 2
        // (Columns past any text's length do not wrap; `Int(_:)` would trap on a huge width
        // or a zero font size.)
        let columns = characterWidth > 0 ? (size.width / characterWidth).rounded(.down) : .infinity
        let perLine = wraps && columns < 1e9 ? Int(max(columns, 1)) : Int.max
        var lines: [Int] = []
        for length in paragraphs {
            var remaining = length
            repeat {
                lines.append(min(remaining, perLine))
                remaining -= min(remaining, perLine)
            } while remaining > 0
        }
        if numberOfLines > 0 && lines.count > numberOfLines {
            lines = Array(lines.prefix(numberOfLines))
        }
        let widest = lines.max() ?? 0
        return CGSize(width: CGFloat(widest) * characterWidth, height: CGFloat(lines.count) * lineHeight)
    }

    /// `sizeThatFits(_:)` bounded by `preferredMaxLayoutWidth` when that is set on a
    /// multi-line label, unbounded otherwise.
    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0
            ? preferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
        return sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
    }
}
#endif
