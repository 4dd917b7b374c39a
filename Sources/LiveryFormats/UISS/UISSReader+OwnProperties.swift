import LiveryCore
import LiverySyntax
import LiveryValues

/// The properties UISS adds to UIKit with categories of its own (`UIView+UISS`,
/// `UILabel+UISS`), read as the UIKit properties their setters write:
///
/// - `backgroundUISSColor` (any view) sets `backgroundColor`;
/// - `debugBorderColor` (any view) sets the layer's border color and a 1-point border width,
///   or, when `null`, a border width of 0 — `layer.borderColor`, `layer.borderWidth`;
/// - `textAttributes` (labels) sets `font`, `textColor`, `shadowColor` and `shadowOffset`
///   from the attributes' font, text color, text shadow color and text shadow offset.
extension UISSReader {
    /// Reads `name: value` as UISS's own property when it is one on the rule's class, and
    /// returns whether it was.
    mutating func readOwnProperty(_ name: String, value: JSONNode, span: SourceSpan, ruleIndex: Int) -> Bool {
        switch name {
        case "backgroundUISSColor" where ruleStyles("UIView", ruleIndex):
            append(PropertyName(written: "backgroundColor"), value: value, as: .color, span: span, ruleIndex: ruleIndex)
        case "debugBorderColor" where ruleStyles("UIView", ruleIndex):
            if case .null = value.kind {
                append(Self.layer("borderWidth"), value: JSONNode(kind: .number(0), range: value.range), as: .number,
                       span: span, ruleIndex: ruleIndex)
            } else {
                append(Self.layer("borderColor"), value: value, as: .color, span: span, ruleIndex: ruleIndex)
                append(Self.layer("borderWidth"), value: JSONNode(kind: .number(1), range: value.range), as: .number,
                       span: span, ruleIndex: ruleIndex)
            }
        case "textAttributes" where ruleStyles("UILabel", ruleIndex) && value.members != nil:
            readLabelTextAttributes(value.members ?? [], span: span, ruleIndex: ruleIndex)
        default:
            return false
        }
        return true
    }

    /// `layer.name`.
    static func layer(_ name: String) -> PropertyName {
        PropertyName(keyPath: ["layer"], written: name)
    }

    /// Whether the rule's elements are of `className` (an app's class unknown to the catalog
    /// is a view).
    func ruleStyles(_ className: String, _ ruleIndex: Int) -> Bool {
        document.rules[ruleIndex].selectors.allSatisfy { selector in
            guard let type = selector.subject.type else { return false }
            return checker.catalog.chain(of: type).contains(className)
        }
    }

    /// `UILabel`'s `textAttributes`: each attribute UISS's `setTextAttributes:` reads, as the
    /// label property it set. Other attributes were ignored by UISS and are reported.
    mutating func readLabelTextAttributes(_ members: [JSONMember], span: SourceSpan, ruleIndex: Int) {
        for member in members where !member.key.hasPrefix("-") {
            let target: (String, ValueType)? = switch UISSValueConverter.attributeKeys[UISSValueConverter.attributeKey(member.key)]?.0 {
            case "font": ("font", .font)
            case "foregroundColor": ("textColor", .color)
            case "shadowColor": ("shadowColor", .color)
            case "shadowOffset": ("shadowOffset", .size)
            default: nil
            }
            guard let (name, type) = target else {
                document.error(FormatDiagnosticID.uissUnknownTextAttribute,
                               "a label's 'textAttributes' sets font, textColor, textShadowColor and textShadowOffset; '\(member.key)' is not one of them",
                               at: member.keyRange)
                continue
            }
            let memberSpan = SourceSpan(file: document.file, range: SourceRange(start: member.keyRange.start, end: member.value.range.end))
            append(PropertyName(written: name), value: member.value, as: type, span: memberSpan, ruleIndex: ruleIndex)
        }
    }
}
