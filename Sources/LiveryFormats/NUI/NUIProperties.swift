import LiveryCore
import LiverySyntax

/// Maps the declarations of one NUI rule onto Livery properties, as NUI's renderer for the
/// rule's kind of element set them: `font-color` is a label's `textColor`, a button's
/// `titleColor(normal)` and a bar item's `titleTextColor(normal)`; a state suffix
/// (`-highlighted`, `-selected-disabled` …) is the control state parameter; an image takes
/// its cap insets from the `-insets` property beside it; `background-color-top` and
/// `-bottom` make one gradient; `font-name` and `font-size` stay separate parts where the
/// element has them (NUI looked each up on its own) and make one font where it has not.
struct NUIProperties {
    typealias Kind = NUIStyleClass.Kind

    let target: NUIStyleClass
    let file: SourceFile
    var declarations: [FormatDeclaration] = []
    var diagnostics = DiagnosticBag()
    var unexpressible: [(DiagnosticID, String, SourceSpan)] = []
    /// Images (`background-image-selected`) and their `-insets`, by property as written without `-insets`.
    var images: [(property: String, base: String, state: [String]?, text: String, span: SourceSpan)] = []
    var imageInsets: [String: String] = [:]
    /// `background-color-top` / `-bottom`, by state suffix.
    var gradients: [String: (top: (String, SourceSpan)?, bottom: (String, SourceSpan)?, state: [String]?)] = [:]
    /// Parts of fonts merged into one (bar items, segmented controls, navigation bar titles), by state.
    var fontParts: [String: (name: String?, size: String?, span: SourceSpan, state: [String]?)] = [:]
    /// A navigation bar's title text attributes.
    var titleAttributes: [(String, String)] = []
    var titleAttributesSpan: SourceSpan?

    init(target: NUIStyleClass, file: SourceFile) {
        self.target = target
        self.file = file
    }

    var kind: Kind { target.kind }

    /// The state suffixes NUI read, longest first, and their control states.
    static let stateSuffixes: [(String, [String])] = [
        ("-selected-highlighted", ["selected", "highlighted"]), ("-selected-disabled", ["selected", "disabled"]),
        ("-highlighted", ["highlighted"]), ("-selected", ["selected"]), ("-disabled", ["disabled"]),
        ("-normal", ["normal"]),
    ]

    /// Maps one declaration: `name` as written, `text` the value with variables substituted.
    mutating func map(_ name: String, _ text: String, span: SourceSpan, nameRange: SourceRange) {
        var base = name.lowercased()
        var insets = false
        if base.hasSuffix("-insets"), Self.isImage(Self.split(String(base.dropLast(7))).base) {
            insets = true
            base.removeLast(7)
        }
        let (stem, state) = Self.split(base)
        if insets {
            imageInsets[base] = text
            return
        }
        if Self.isImage(stem) {
            images.append((name, stem, state, text, span))
            return
        }
        if stem == "background-color-top" || stem == "background-color-bottom" {
            let key = state?.joined(separator: " ") ?? ""
            var entry = gradients[key] ?? (nil, nil, state)
            if stem.hasSuffix("top") { entry.top = (text, span) } else { entry.bottom = (text, span) }
            gradients[key] = entry
            return
        }
        if !mapPlain(stem, state: state, name: name, text: text, span: span) {
            diagnostics.warning(FormatDiagnosticID.nuiUnknownProperty,
                                "NUI has no property '\(name)' for \(describe)", file: file, range: nameRange)
        }
    }

    /// `background-color-selected` → (`background-color`, `[selected]`).
    static func split(_ name: String) -> (base: String, state: [String]?) {
        for (suffix, state) in stateSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return (String(name.dropLast(suffix.count)), state)
        }
        return (name, nil)
    }

    /// Whether NUI read the property as an image (`background-image-top`, `on-image` …).
    static func isImage(_ stem: String) -> Bool {
        stem.hasSuffix("image") || stem.hasPrefix("background-image-") || stem.hasPrefix("shadow-image-")
    }

    var describe: String {
        if let type = target.type { return target.keyPath.isEmpty ? type : "\(type).\(target.keyPath.joined(separator: "."))" }
        return "a style class without a UIKit class"
    }

    var isLabelLike: Bool { kind == .label || kind == .tableCell || kind == .textField || kind == .textView }
    /// The label a label property sets: a cell's `textLabel`, a button's `titleLabel`.
    var labelPath: [String] {
        switch kind {
        case .tableCell: ["textLabel"]
        case .button: ["titleLabel"]
        default: []
        }
    }
    var hasTitleTextAttributes: Bool { kind == .barButton || kind == .tabBarItem || kind == .segmentedControl }
    var isBar: Bool { kind == .navigationBar || kind == .toolbar || kind == .searchBar || kind == .tabBar }

    // MARK: Plain properties

    /// Maps a property other than images and gradients; `false` when NUI had none such.
    mutating func mapPlain(_ stem: String, state: [String]?, name: String, text: String, span: SourceSpan) -> Bool {
        // Properties that take a control state.
        switch stem {
        case "font-color" where kind == .button:
            add("titleColor", color(text, name, span), span, parameters: state ?? ["normal"]); return true
        case "font-color" where hasTitleTextAttributes:
            add("titleTextColor", color(text, name, span), span, parameters: state ?? ["normal"]); return true
        case "text-shadow-color" where kind == .button:
            add("titleShadowColor", color(text, name, span), span, parameters: state ?? ["normal"]); return true
        case "background-color" where kind == .button:
            add("backgroundImage", color(text, name, span), span, parameters: state ?? ["normal"]); return true
        case "background-color" where kind == .barButton || kind == .segmentedControl:
            add("backgroundImage", color(text, name, span), span, parameters: (state ?? ["normal"]) + ["default"]); return true
        case "background-color" where kind == .tableCell && state == ["selected"]:
            add("backgroundColor", color(text, name, span), span, keyPath: ["selectedBackgroundView"]); return true
        case "font-name" where hasTitleTextAttributes, "font-size" where hasTitleTextAttributes:
            fontPart(stem, text, span, state: state ?? ["normal"]); return true
        case "font-color" where isLabelLike && state == ["highlighted"] && kind != .textField && kind != .textView:
            add("highlightedTextColor", color(text, name, span), span, keyPath: labelPath); return true
        case "text-shadow-color" where hasTitleTextAttributes, "text-shadow-offset" where hasTitleTextAttributes:
            unsupported("Livery sets a bar item's or segment's title font and color, not its text shadow; '\(name)' is left out", span)
            return true
        default:
            break
        }
        guard state == nil else { return false }
        return mapStateless(stem, name: name, text: text, span: span)
    }

    mutating func mapStateless(_ stem: String, name: String, text: String, span: SourceSpan) -> Bool {
        switch stem {
        case "background-color":
            if isBar {
                add("backgroundImage", color(text, name, span), span, parameters: kind == .tabBar ? [] : ["any", "default"])
            } else {
                add("backgroundColor", color(text, name, span), span)
            }
        case "border-color" where kind != .barButton: add("borderColor", color(text, name, span), span, keyPath: ["layer"])
        case "border-width" where kind != .barButton: add("borderWidth", number(text, name, span), span, keyPath: ["layer"])
        case "corner-radius" where kind != .barButton: add("cornerRadius", number(text, name, span), span, keyPath: ["layer"])
        case "border-color", "border-width", "corner-radius":
            unsupported("NUI drew a bar button's border and corners into its background image; Livery does not, so '\(name)' is left out", span)
        case "shadow-color": add("shadowColor", color(text, name, span), span, keyPath: ["layer"])
        case "shadow-opacity": add("shadowOpacity", number(text, name, span), span, keyPath: ["layer"])
        case "shadow-radius": add("shadowRadius", number(text, name, span), span, keyPath: ["layer"])
        case "shadow-offset": add("shadowOffset", pair(text, "size", name, span), span, keyPath: ["layer"])
        case "width", "height": add(stem, number(text, name, span), span)
        case "tint-color": add("tintColor", color(text, name, span), span)
        case "bar-tint-color" where isBar: add("barTintColor", color(text, name, span), span)
        case "background-tint-color":
            add(isBar ? "barTintColor" : "tintColor", color(text, name, span), span)
        case "font-color" where kind == .unknown || isLabelLike, "color" where kind == .unknown || isLabelLike:
            add(kind == .unknown ? "color" : "textColor", color(text, name, span), span, keyPath: labelPath)
        case "font-color" where kind == .navigationBar: titleAttribute("foregroundColor", color(text, name, span), span)
        case "color" where kind == .activityIndicator: add("color", color(text, name, span), span)
        case "color" where kind == .pageControl: add("pageIndicatorTintColor", color(text, name, span), span)
        case "current-color" where kind == .pageControl: add("currentPageIndicatorTintColor", color(text, name, span), span)
        case "font-name", "font-size":
            if kind == .navigationBar {
                fontPart(stem, text, span, state: nil)
            } else if isLabelLike || kind == .button || kind == .unknown {
                fontFamilyOrSize(stem, text, name, span)
            } else {
                return false
            }
        case "text-shadow-color" where isLabelLike || kind == .button:
            add("shadowColor", color(text, name, span), span, keyPath: labelPath)
        case "text-shadow-offset" where isLabelLike || kind == .button:
            add("shadowOffset", pair(text, "size", name, span), span, keyPath: labelPath)
        case "text-shadow-color" where kind == .navigationBar: titleAttribute("shadowColor", color(text, name, span), span)
        case "text-shadow-offset" where kind == .navigationBar:
            titleAttribute("shadowOffset", pair(text, "size", name, span), span)
        case "text-align" where kind == .button:
            add("contentHorizontalAlignment", NUIValues.keyword(text, ["center": "center", "right": "right", "fill": "fill"],
                                                                 default: "left"), span)
        case "text-align" where isLabelLike || kind == .unknown:
            add(kind == .unknown ? "text-align" : "textAlignment",
                NUIValues.keyword(text, ["center": "center", "right": "right"], default: "left"), span, keyPath: labelPath)
        case "text-alpha" where isLabelLike || kind == .button: add("alpha", number(text, name, span), span, keyPath: labelPath)
        case "text-auto-fit" where isLabelLike || kind == .button:
            add("adjustsFontSizeToFitWidth", bool(text, name, span), span, keyPath: labelPath)
        case "text-line-clamp" where kind == .label || kind == .tableCell || kind == .button:
            add("numberOfLines", number(text, name, span), span, keyPath: labelPath)
        case "text-transform", "exclude-views", "exclude-subviews", "scope-background-color", "divider-color":
            unsupported("'\(name)' has no Livery equivalent; it is left out", span)
        case "padding" where kind == .button: add("titleEdgeInsets", box(text, name, span), span)
        case "padding" where kind == .textView: add("textContainerInset", box(text, name, span), span)
        case "padding" where kind == .textField:
            unsupported("NUI inset a text field's text by 'padding'; Livery has no such property, so it is left out", span)
        case "title-insets" where kind == .button: add("titleEdgeInsets", box(text, name, span), span)
        case "content-insets" where kind == .button: add("contentEdgeInsets", box(text, name, span), span)
        case "border-style" where kind == .textField:
            add("borderStyle", NUIValues.keyword(text, ["line": "line", "bezel": "bezel", "rounded": "roundedRect"],
                                                 default: "none"), span)
        case "vertical-align" where kind == .textField || kind == .button || kind == .control:
            add("contentVerticalAlignment", NUIValues.keyword(text, ["center": "center", "bottom": "bottom", "fill": "fill"],
                                                              default: "top"), span)
        case "keyboard-appearance" where kind == .textField || kind == .textView || kind == .searchBar:
            add("keyboardAppearance", NUIValues.keyword(text, ["dark": "dark", "light": "light", "alert": "alert"],
                                                        default: "default"), span)
        case "on-tint-color" where kind == .switchControl: add("onTintColor", color(text, name, span), span)
        case "thumb-tint-color" where kind == .switchControl || kind == .slider:
            add("thumbTintColor", color(text, name, span), span)
        case "minimum-track-tint-color" where kind == .slider, "maximum-track-tint-color" where kind == .slider,
             "progress-tint-color" where kind == .progress, "track-tint-color" where kind == .progress,
             "separator-color" where kind == .table, "selected-image-tint-color" where kind == .tabBar:
            add(PropertyName.camelCased(stem), color(text, name, span), span)
        case "row-height" where kind == .table: add("rowHeight", number(text, name, span), span)
        case "separator-style" where kind == .table:
            add("separatorStyle", NUIValues.keyword(text, ["single-line": "singleLine", "single-line-etched": "singleLineEtched"],
                                                    default: "none"), span)
        case "title-vertical-offset" where kind == .navigationBar:
            add("titleVerticalPositionAdjustment", number(text, name, span), span, parameters: ["default"])
        case "text-offset" where kind == .tabBarItem: add("titlePositionAdjustment", pair(text, "offset", name, span), span)
        case "text-offset" where kind == .barButton:
            add("titlePositionAdjustment", pair(text, "offset", name, span), span, parameters: ["default"])
        default:
            return false
        }
        return true
    }

    // MARK: Values

    mutating func color(_ text: String, _ name: String, _ span: SourceSpan) -> String? {
        check(NUIValues.color(text), text, name, "a color (a UIColor name, #RRGGBB, rgb(), rgba(), hsl(), hsla())", span)
    }

    mutating func number(_ text: String, _ name: String, _ span: SourceSpan) -> String? {
        check(NUIValues.number(text), text, name, "a number", span)
    }

    mutating func bool(_ text: String, _ name: String, _ span: SourceSpan) -> String? {
        check(NUIValues.bool(text), text, name, "'true' or 'false'", span)
    }

    mutating func pair(_ text: String, _ function: String, _ name: String, _ span: SourceSpan) -> String? {
        check(NUIValues.pair(text, function: function), text, name, "two numbers separated by a comma", span)
    }

    mutating func box(_ text: String, _ name: String, _ span: SourceSpan) -> String? {
        check(NUIValues.box(text), text, name, "one to four numbers", span)
    }

    mutating func check(_ css: String?, _ text: String, _ name: String, _ expected: String, _ span: SourceSpan) -> String? {
        if css == nil {
            diagnostics.error(FormatDiagnosticID.nuiInvalidValue,
                              "'\(text.trimmedASCII)' is not \(expected) for '\(name)'; ignored", file: file, range: span.range)
        }
        return css
    }

    mutating func unsupported(_ message: String, _ span: SourceSpan) {
        unexpressible.append((FormatDiagnosticID.nuiUnsupportedProperty, message, span))
    }

    /// Adds a declaration (`css` `nil`: the value was reported, nothing is added).
    mutating func add(_ name: String, _ css: String?, _ span: SourceSpan, keyPath: [String] = [], parameters: [String] = []) {
        guard let css else { return }
        let property = PropertyName(keyPath: target.keyPath + keyPath, written: name, parameters: parameters)
        declarations.append(FormatDeclaration(property: property, value: SyntheticValues.make(css, at: span.range), span: span))
    }

    // MARK: Fonts

    /// `font-name` / `font-size` on an element with font parts: `fontFamily` (`system`,
    /// `boldSystem` … with the weight or style) and `fontSize`.
    mutating func fontFamilyOrSize(_ stem: String, _ text: String, _ name: String, _ span: SourceSpan) {
        let path = kind == .unknown ? [] : labelPath
        if stem == "font-size" {
            add(kind == .unknown ? "font-size" : "fontSize", number(text, name, span), span, keyPath: path)
            return
        }
        let family = text.trimmedASCII
        guard !family.isEmpty else {
            _ = check(nil, text, name, "a font name", span)
            return
        }
        let lower = family.lowercased()
        guard lower.hasSuffix("system") else {
            add(kind == .unknown ? "font-family" : "fontFamily", ComponentValue.quote(family), span, keyPath: path)
            return
        }
        add(kind == .unknown ? "font-family" : "fontFamily", "system", span, keyPath: path)
        let variant = String(lower.dropLast(6))
        if variant == "italic" {
            add(kind == .unknown ? "font-style" : "fontStyle", "italic", span, keyPath: path)
        } else if !variant.isEmpty {
            add(kind == .unknown ? "font-weight" : "fontWeight", variant, span, keyPath: path)
        }
    }

    mutating func fontPart(_ stem: String, _ text: String, _ span: SourceSpan, state: [String]?) {
        let key = state?.joined(separator: " ") ?? ""
        var entry = fontParts[key] ?? (nil, nil, span, state)
        if stem == "font-name" { entry.name = text.trimmedASCII } else { entry.size = text }
        fontParts[key] = entry
    }

    /// One font from the parts NUI looked up: the system font where there is no name, the
    /// system font size (14) where there is no size.
    mutating func mergedFont(_ name: String?, _ size: String?, span: SourceSpan) -> String? {
        var written = "14"
        if let size {
            guard let number = number(size, "font-size", span) else { return nil }
            written = number
        }
        guard let name, !name.isEmpty else { return "system \(written)" }
        if name.lowercased().hasSuffix("system"), SyntheticValues.isIdentifier(name) { return "\(name) \(written)" }
        return "\(ComponentValue.quote(name)) \(written)"
    }

    mutating func titleAttribute(_ name: String, _ css: String?, _ span: SourceSpan) {
        guard let css else { return }
        titleAttributes.append((name, css))
        titleAttributesSpan = titleAttributesSpan ?? span
    }

    // MARK: Finishing

    /// The declarations, with images, gradients, merged fonts and title attributes in place.
    mutating func finish() -> [FormatDeclaration] {
        for (key, parts) in fontParts.sorted(by: { $0.key < $1.key }) {
            guard let font = mergedFont(parts.name, parts.size, span: parts.span) else { continue }
            if kind == .navigationBar {
                titleAttribute("font", font, parts.span)
            } else {
                add("titleTextFont", font, parts.span, parameters: parts.state ?? (key.isEmpty ? ["normal"] : []))
            }
        }
        if let span = titleAttributesSpan {
            let text = "\"\" (" + titleAttributes.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
            add("titleTextAttributes", text, span)
        }
        for image in images { mapImage(image) }
        for (_, gradient) in gradients.sorted(by: { $0.key < $1.key }) { mapGradient(gradient) }
        return declarations
    }

    mutating func mapImage(_ image: (property: String, base: String, state: [String]?, text: String, span: SourceSpan)) {
        let written = image.property.lowercased()
        let insets = imageInsets[written]
        guard let css = NUIValues.image(image.text, insets: insets) else {
            diagnostics.error(FormatDiagnosticID.nuiInvalidValue,
                              insets == nil ? "'\(image.property)' needs an image name; ignored"
                                  : "'\(insets!.trimmedASCII)' is not one to four numbers for '\(image.property)-insets'; ignored",
                              file: file, range: image.span.range)
            return
        }
        let state = image.state
        switch (image.base, kind) {
        case ("background-image", .button), ("image", .button):
            add(image.base == "image" ? "image" : "backgroundImage", css, image.span, parameters: state ?? ["normal"])
        case ("background-image", .barButton), ("background-image", .segmentedControl):
            add("backgroundImage", css, image.span, parameters: (state ?? ["normal"]) + ["default"])
        case ("background-image", .navigationBar) where state == nil, ("background-image", .toolbar) where state == nil,
             ("background-image", .searchBar) where state == nil:
            add("backgroundImage", css, image.span, parameters: ["any", "default"])
        case ("background-image-top", .toolbar), ("background-image-bottom", .toolbar),
             ("background-image-top-landscape", .toolbar), ("background-image-bottom-landscape", .toolbar):
            let position = image.base.contains("top") ? "top" : "bottom"
            add("backgroundImage", css, image.span, parameters: [position, image.base.hasSuffix("landscape") ? "compact" : "default"])
        case ("background-image", .tabBar) where state == nil: add("backgroundImage", css, image.span)
        case ("background-image", .textField) where state == nil: add("background", css, image.span)
        case ("background-image", _) where state == nil && !isBar && !hasTitleTextAttributes:
            // NUI made a pattern color of the image.
            add("backgroundColor", NUIValues.image(image.text, insets: nil), image.span)
        case ("on-image", .switchControl) where state == nil, ("off-image", .switchControl) where state == nil,
             ("minimum-value-image", .slider) where state == nil, ("maximum-value-image", .slider) where state == nil,
             ("progress-image", .progress) where state == nil, ("track-image", .progress) where state == nil,
             ("shadow-image", .navigationBar) where state == nil, ("shadow-image", .tabBar) where state == nil:
            add(PropertyName.camelCased(image.base), css, image.span)
        case ("shadow-image", .toolbar) where state == nil: add("shadowImage", css, image.span, parameters: ["any"])
        case ("shadow-image-top", .toolbar), ("shadow-image-bottom", .toolbar):
            add("shadowImage", css, image.span, parameters: [image.base.hasSuffix("top") ? "top" : "bottom"])
        case ("thumb-image", .slider): add("thumbImage", css, image.span, parameters: state ?? ["normal"])
        case ("selected-image", .tabBar) where state == nil: add("selectionIndicatorImage", css, image.span)
        case ("divider-image", .segmentedControl) where state == nil:
            add("dividerImage", css, image.span, parameters: ["normal", "normal", "default"])
        case ("finished-image", .tabBarItem): add(state == ["selected"] ? "selectedImage" : "image", css, image.span)
        case ("scope-background-image", .searchBar) where state == nil: add("scopeBarBackgroundImage", css, image.span)
        case ("background-image", .tabBarItem):
            unsupported("'\(image.property)' has no Livery equivalent; it is left out", image.span)
        default:
            let nameRange = SourceRange(start: image.span.range.start, end: image.span.range.start + image.property.utf8.count)
            diagnostics.warning(FormatDiagnosticID.nuiUnknownProperty,
                                "NUI has no property '\(image.property)' for \(describe)", file: file, range: nameRange)
        }
    }

    mutating func mapGradient(_ gradient: (top: (String, SourceSpan)?, bottom: (String, SourceSpan)?, state: [String]?)) {
        guard let topPart = gradient.top, let bottomPart = gradient.bottom else {
            let span = gradient.top?.1 ?? gradient.bottom!.1
            unexpressible.append((FormatDiagnosticID.nuiHalfGradient,
                                  "a gradient needs both 'background-color-top' and 'background-color-bottom'; this one is left out",
                                  span))
            return
        }
        let topSpan = topPart.1
        guard let top = color(topPart.0, "background-color-top", topSpan),
              let bottom = color(bottomPart.0, "background-color-bottom", bottomPart.1) else { return }
        if isBar || hasTitleTextAttributes {
            unsupported("NUI drew a bar's gradient into its background image; Livery's images are not gradients, so it is left out",
                        topSpan)
            return
        }
        let css = "linear-gradient(180deg, \(top), \(bottom))"
        if gradient.state == ["selected"], kind == .tableCell {
            add("backgroundColor", css, topSpan, keyPath: ["selectedBackgroundView"])
        } else if gradient.state == nil {
            add("backgroundColor", css, topSpan)
        } else {
            let name = "background-color-top-" + gradient.state!.joined(separator: "-")
            let nameRange = SourceRange(start: topSpan.range.start, end: topSpan.range.start + name.utf8.count)
            diagnostics.warning(FormatDiagnosticID.nuiUnknownProperty, "NUI has no property '\(name)' for \(describe)",
                                file: file, range: nameRange)
        }
    }
}
