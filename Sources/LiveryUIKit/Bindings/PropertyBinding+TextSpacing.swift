#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryValues

/// A line height or letter spacing as styled: points, or a fraction of the font size
/// (`line-height: 1.5` is 150% of the text's font size).
enum TextSpacing: Equatable {
    case points(CGFloat)
    case fractionOfFont(CGFloat)

    func points(fontSize: CGFloat) -> CGFloat {
        switch self {
        case .points(let points): points
        case .fractionOfFont(let fraction): fraction * fontSize
        }
    }

    /// A line height of `points` as a paragraph style: `existing` (or a default one) with
    /// it as minimum and maximum line height (0 is the font's own).
    static func paragraphStyle(lineHeight points: CGFloat, over existing: NSParagraphStyle?) -> NSParagraphStyle {
        let style = (existing?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
        style.minimumLineHeight = points
        style.maximumLineHeight = points
        return style
    }

    /// A letter spacing of `points` as a kern: none for 0 (and `normal`), the font's own
    /// spacing, since a kern of 0 turns the font's kerning off.
    static func kern(letterSpacing points: CGFloat) -> CGFloat? {
        points == 0 ? nil : points
    }

    /// A `lineHeight` or `letterSpacing` value: a number (points), a percentage of the font
    /// size, or another length in points.
    static func from(_ value: TypedValue, _ context: ConversionContext) -> TextSpacing? {
        switch value {
        case .number(let number) where number.isFinite: return .points(CGFloat(number))
        case .length(let length) where length.unit == .percent && length.offset == 0: return .fractionOfFont(CGFloat(length.value / 100))
        case .length(let length): return length.points(in: context.values, basis: 0).map { .points(CGFloat($0)) }
        default: return nil
        }
    }
}

extension PropertyBinding {
    /// What a text spacing sets: the paragraph style's line height or the text's kern.
    enum TextSpacingKind {
        case lineHeight, letterSpacing
    }

    /// A label's, text field's or text view's line height or letter spacing: its text
    /// re-attributed over its whole length — a paragraph style whose minimum and maximum line
    /// height are the value (0 is the font's own), or the kern. Applied after the object's
    /// other properties (`BindingTable.appliedAfterText`), so the styled text is there; text
    /// an app sets later replaces the attributes, as UIKit's `text` setter does.
    static func textSpacing<Object: AnyObject>(
        _ owner: String, _ kind: TextSpacingKind, api: String,
        text: ReferenceWritableKeyPath<Object, NSAttributedString?>, fontSize: @escaping (Object) -> CGFloat) -> PropertyBinding {
        let name = kind == .lineHeight ? "lineHeight" : "letterSpacing"
        return PropertyBinding(
            owner: owner, name: name, api: api,
            read: { object, _ in
                guard let object = object as? Object, let current = object[keyPath: text], current.length > 0 else {
                    return TextSpacing.points(0)
                }
                switch kind {
                case .lineHeight:
                    let style = current.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
                    return TextSpacing.points(style?.minimumLineHeight ?? 0)
                case .letterSpacing:
                    return TextSpacing.points(TextAttributes.cgFloat(current.attribute(.kern, at: 0, effectiveRange: nil)) ?? 0)
                }
            },
            write: { object, value, _ in
                guard let object = object as? Object, let spacing = value as? TextSpacing,
                      let current = object[keyPath: text], current.length > 0 else { return }
                let points = spacing.points(fontSize: fontSize(object))
                // The text again, run by run, each with its attributes and this one: made
                // anew rather than changed in place, which Foundation outside Apple's
                // platforms does not survive over attributes set before.
                let updated = NSMutableAttributedString(string: "")
                let source = current.string as NSString
                var location = 0
                while location < current.length {
                    var run = NSRange(location: 0, length: 0)
                    var attributes = current.attributes(at: location, effectiveRange: &run)
                    switch kind {
                    case .lineHeight:
                        attributes[.paragraphStyle] = TextSpacing.paragraphStyle(
                            lineHeight: points, over: attributes[.paragraphStyle] as? NSParagraphStyle)
                    case .letterSpacing:
                        attributes[.kern] = TextSpacing.kern(letterSpacing: points).map(TextAttributes.number)
                    }
                    updated.append(NSAttributedString(string: source.substring(with: run), attributes: attributes))
                    location = max(run.location + run.length, location + 1)
                }
                object[keyPath: text] = updated
            },
            convert: { value, context in TextSpacing.from(value, context) })
    }
}
#endif
