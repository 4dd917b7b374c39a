extension StyleSheetGenerator {
    /// The two spellings of a generated stylesheet: the same rules, selectors and values,
    /// in Livery's dialect (UIKit types and properties, `@variables`, app pseudo classes)
    /// or in plain web CSS (HTML elements, standard properties and pseudo classes).
    public enum Dialect: String, Sendable, CaseIterable {
        case livery
        case css
    }

    /// The words a dialect uses; each list has the same length in both dialects, so the
    /// random choices (and the structure of the sheet) are identical.
    struct Vocabulary {
        let types: [String]
        let pseudo: [String]
        let declarations: [String]
        let media: [String]
        /// The state pseudo class of nested `&:state` rules.
        let statePseudo: String

        init(_ dialect: Dialect) {
            switch dialect {
            case .livery:
                types = ["UIView", "label", "UIButton", "imageView", "UITableViewCell", "textField", "UISwitch", "scrollView"]
                pseudo = [":first-child", ":last-child", ":nth-child(2n+1)", ":highlighted", ":selected", ":disabled",
                          ":not(.hidden)", ":landscape", ":pad", ":min-os-version(15.0)", ":dark"]
                // Declarations every view class takes (so typed rules stay valid): colors, numbers,
                // lengths, geometry, transforms, enums, booleans, variables and colour functions.
                declarations = [
                    "backgroundColor: #%06x;", "tintColor: rgba(%d, 40, 80, 0.5);", "alpha: 0.%d;", "cornerRadius: %d;",
                    "borderWidth: %dpx;", "borderColor: lighten(#336699, %d%%);", "frame: rect(%d, 10, 200, 44);",
                    "layer.shadowOffset: size(0, %d);", "contentMode: scaleAspectFit;", "layoutMargins: insets(%d, 8, 8, 8);",
                    "hidden: NO;", "tintColor: @brand%d;", "transform: rotate(%d) scale(1.1);", "margin: %d 16;",
                    "flex-grow: %d;", "width: %d%%;",
                ]
                media = ["(idiom: pad)", "(orientation: landscape) and (min-width: 700)", "(color-scheme: dark)"]
                statePseudo = ":highlighted"
            case .css:
                types = ["div", "span", "button", "img", "li", "input", "label", "section"]
                pseudo = [":first-child", ":last-child", ":nth-child(2n+1)", ":hover", ":checked", ":disabled",
                          ":not(.hidden)", ":focus", ":empty", ":first-of-type", ":last-of-type"]
                declarations = [
                    "background-color: #%06x;", "color: rgba(%d, 40, 80, 0.5);", "opacity: 0.%d;", "border-radius: %dpx;",
                    "border-width: %dpx;", "border-color: color-mix(in srgb, #336699, white %d%%);", "top: %dpx;",
                    "box-shadow: 0 %dpx 4px #0003;", "object-fit: contain;", "padding: %dpx 8px 8px 8px;",
                    "visibility: visible;", "color: var(--brand%d);", "transform: rotate(%ddeg) scale(1.1);", "margin: %dpx 16px;",
                    "flex-grow: %d;", "width: %d%%;",
                ]
                media = ["(min-width: 768px)", "(orientation: landscape) and (min-width: 700px)", "(prefers-color-scheme: dark)"]
                statePseudo = ":hover"
            }
        }
    }
}
