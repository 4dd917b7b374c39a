import LiverySyntax
import LiveryValues

/// Web CSS read with its iOS meaning: the web properties whose values map onto UIKit
/// properties of the catalog (`box-shadow` → the layer's shadow, `visibility: hidden` →
/// `hidden`, `-webkit-line-clamp` → `numberOfLines` …), the web properties and selectors that
/// mean nothing on iOS (`transition`, `cursor`, `:hover`, `::before`), and the web pseudo
/// classes that name a UIKit state (`:active` is `:highlighted`).
///
/// Plain renames (`opacity` → `alpha`, `border-radius` → `layer.cornerRadius`) are aliases in
/// `PropertyCatalogTable`; what needs the value to decide is here, expanded at load time
/// into catalog properties (so `style`, `explain` and every backend see UIKit properties).
enum WebVocabulary {
    // MARK: Properties with no meaning on iOS

    /// Normalized names of web properties that mean nothing for UIKit views, with the reason
    /// a warning gives. A vendor prefix (`-webkit-transition`) is read without it.
    static let noEffectProperties: [String: String] = {
        var table: [String: String] = [:]
        func add(_ reason: String, _ names: String) {
            for name in names.split(separator: " ") { table[PropertyName.normalize(String(name))] = reason }
        }
        add("iOS animates views in code, not from stylesheets",
            "transition transition-property transition-duration transition-timing-function transition-delay "
                + "animation animation-name animation-duration animation-timing-function animation-delay "
                + "animation-iteration-count animation-direction animation-fill-mode animation-play-state will-change")
        add("there is no pointer cursor or hover on a touch screen", "cursor")
        add("UIKit views do not select text or draw focus rings from a stylesheet",
            "user-select outline outline-width outline-style outline-color outline-offset caret-color accent-color "
                + "tap-highlight-color touch-callout appearance resize scroll-behavior overscroll-behavior "
                + "touch-action overflow-scrolling")
        add("UIKit draws text itself", "font-smoothing osx-font-smoothing text-rendering font-display text-size-adjust "
                + "font-feature-settings font-variant font-kerning hyphens tab-size word-break word-wrap overflow-wrap")
        add("Livery lays out with flexbox; there is no float, table, grid or multi-column layout",
            "box-orient box-pack box-align box-direction float clear vertical-align table-layout border-collapse border-spacing caption-side empty-cells "
                + "grid grid-template grid-template-columns grid-template-rows grid-template-areas grid-area "
                + "grid-column grid-row grid-column-start grid-column-end grid-row-start grid-row-end grid-auto-flow "
                + "grid-auto-rows grid-auto-columns columns column-count column-width column-rule order "
                + "justify-items justify-self place-items place-self")
        add("views have no generated content, lists or counters",
            "content quotes counter-reset counter-increment list-style list-style-type list-style-position "
                + "list-style-image")
        add("layer effects other than shadows, borders and corner radius are not styled",
            "filter backdrop-filter mix-blend-mode isolation clip-path mask mask-image perspective "
                + "perspective-origin transform-origin transform-style backface-visibility object-position contain")
        return table
    }()

    /// The reason `name` (normalized, vendor prefix allowed) has no effect, if it is one of
    /// `noEffectProperties`.
    static func noEffectReason(_ normalized: String) -> String? {
        if let reason = noEffectProperties[normalized] { return reason }
        for prefix in vendorPrefixes where normalized.hasPrefix(prefix) {
            return noEffectProperties[String(normalized.dropFirst(prefix.count))]
        }
        return nil
    }

    static let vendorPrefixes = ["webkit", "moz", "ms", "o"]

    /// Normalized names of web properties Livery maps where the element's class has a
    /// counterpart (an alias, or an expansion below): on another class they have no effect
    /// rather than being unknown (`color` on a plain view: Livery has no inheritance).
    static let mappedProperties: Set<String> = Set([
        "color", "background", "background-color", "background-image", "opacity", "visibility", "display",
        "overflow", "z-index", "border", "border-width", "border-color", "border-style", "border-radius",
        "border-top", "border-right", "border-bottom", "border-left", "box-shadow", "text-align", "line-height",
        "letter-spacing", "-webkit-line-clamp", "line-clamp", "text-overflow", "white-space", "font", "font-family",
        "font-size", "font-weight", "font-style", "transform", "object-fit", "pointer-events",
    ].map(PropertyName.normalize))

    // MARK: Selectors that never match on iOS

    /// Normalized names of web pseudo classes no UIKit element state answers (a pseudo class
    /// naming a UIKit state is a synonym instead: `SimplePseudoClass.aliases`).
    static let noEffectPseudoClasses: [String: String] = {
        var table: [String: String] = [:]
        func add(_ reason: String, _ names: String) {
            for name in names.split(separator: " ") { table[PseudoClassSyntax.normalize(String(name))] = reason }
        }
        add("there is no hover on a touch screen", "hover")
        add("views are no links", "link visited any-link local-link target target-within")
        add("UIKit has no such state", "focus-visible focus-within placeholder-shown autofill default indeterminate "
                + "valid invalid user-valid user-invalid required optional read-only read-write in-range "
                + "out-of-range fullscreen modal picture-in-picture playing paused defined scope blank")
        add("it is a pseudo-element, and views have none", "before after first-line first-letter selection placeholder")
        return table
    }()

    /// Why a selector containing `pseudo` can never match, or `nil` when it can.
    static func neverMatchReason(_ pseudo: PseudoClassSyntax) -> String? {
        if pseudo.isElement { return "views have no pseudo-elements" }
        guard pseudo.selectorArgument == nil else { return nil }
        let name = PseudoClassSyntax.normalize(pseudo.name)
        if let reason = noEffectPseudoClasses[name] { return reason }
        // `:lang(…)`, `:dir(…)`: views carry no language attribute.
        if pseudo.arguments != nil, name == "lang" || name == "dir" { return "views carry no language or direction attribute" }
        for prefix in ["webkit", "moz", "ms"] where name.hasPrefix(prefix) { return "it is a browser's own pseudo class" }
        return nil
    }

    // MARK: Values mapped onto catalog properties

    /// Normalized names of the web properties `expand` reads.
    static let expandedNames: Set<String> = Set([
        "box-shadow", "z-index", "visibility", "display", "overflow", "-webkit-line-clamp", "line-clamp",
        "text-overflow", "white-space", "object-fit", "pointer-events", "border-style", "border-top", "border-right",
        "border-bottom", "border-left", "border-color", "border-radius", "flex", "line-height", "letter-spacing",
        "background", "background-image", "border-width",
    ].map(PropertyName.normalize))

    /// Web names that are also catalog properties of some classes (`background-image` is
    /// `UIButton`'s `backgroundImage`).
    static let catalogNames: Set<String> = ["backgroundimage"]

    /// Whether `declaration` keeps its catalog meaning rather than its web one: its rule's
    /// subject is of a known class that has the property itself (`UIButton {
    /// background-image: url(b.png) }` is the button's background image, `.card { … }` a
    /// view's tiled background).
    static func keepsCatalogMeaning(_ declaration: Declaration, chains: [[String]]?, typer: DeclarationTyper,
                                    chainKey: String) -> Bool {
        let name = declaration.property.normalized
        guard chains != nil, catalogNames.contains(name) else { return false }
        // The class's own property of that name, not the web alias (`UIView`'s
        // `background-image` is its `backgroundColor`).
        return typer.lookup(declaration.property, chains: chains, chainKey: chainKey)
            .contains { PropertyName.normalize($0.name) == name }
    }

    /// The catalog declarations a web declaration stands for, or `nil` when it is none of
    /// `expandedNames` (or is written in a form the catalog reads as it is). An empty result
    /// drops the declaration (after a diagnostic, or silently when it only restates the
    /// default, like `border-style: solid`).
    static func expand(_ declaration: Declaration, name: String, diagnostics: inout DiagnosticBag) -> [Declaration]? {
        let parts = Shorthands.split(declaration.value)
        let keyword = parts.count == 1 && parts[0].count == 1 ? parts[0][0].identifier?.lowercased() : nil
        let out = Output(declaration: declaration)
        switch name {
        case "boxshadow":
            return boxShadow(declaration, diagnostics: &diagnostics)
        case "zindex":
            guard keyword == "auto" else { return [out.make(["layer"], "zPosition", declaration.value)] }
            return [out.make(["layer"], "zPosition", [out.number(0)])]
        case "visibility":
            switch keyword {
            case "visible": return [out.make("hidden", [out.ident("false")])]
            case "hidden", "collapse": return [out.make("hidden", [out.ident("true")])]
            default: return nil
            }
        case "display":
            switch keyword {
            case "block", "flex", "inline-flex", "-webkit-box", "-webkit-flex", "flow-root", "list-item":
                return [out.make("display", [out.ident("flex")])]
            case "inline", "inline-block", "grid", "inline-grid", "table", "table-row", "table-cell", "inline-table":
                approximated(declaration, "'display: \(keyword ?? "")' is laid out as a flex container", &diagnostics)
                return [out.make("display", [out.ident("flex")])]
            default: return nil
            }
        case "overflow":
            let clips: Bool
            let overflow: String
            switch keyword {
            case "visible": (clips, overflow) = (false, "visible")
            case "hidden", "clip": (clips, overflow) = (true, "hidden")
            case "scroll", "auto": (clips, overflow) = (true, "scroll")
            default: return nil
            }
            return [out.make("overflow", [out.ident(overflow)]), out.make("clipsToBounds", [out.ident(clips ? "true" : "false")])]
        case "webkitlineclamp", "lineclamp":
            if keyword == "none" { return [out.make("numberOfLines", [out.number(0)])] }
            return [out.make("numberOfLines", declaration.value), out.make("lineBreakMode", [out.ident("byTruncatingTail")])]
        case "textoverflow":
            switch keyword {
            case "ellipsis": return [out.make("lineBreakMode", [out.ident("byTruncatingTail")])]
            case "clip": return [out.make("lineBreakMode", [out.ident("byClipping")])]
            default: return nil
            }
        case "whitespace":
            switch keyword {
            case "nowrap", "pre": return [out.make("numberOfLines", [out.number(1)])]
            case "normal", "pre-wrap", "pre-line", "break-spaces": return [out.make("numberOfLines", [out.number(0)])]
            default: return nil
            }
        case "objectfit":
            let modes = ["fill": "scaleToFill", "contain": "scaleAspectFit", "cover": "scaleAspectFill", "none": "center",
                         "scale-down": "scaleAspectFit"]
            guard let keyword, let mode = modes[keyword] else { return nil }
            return [out.make("contentMode", [out.ident(mode)])]
        case "pointerevents":
            switch keyword {
            case "none": return [out.make("userInteractionEnabled", [out.ident("false")])]
            case "auto": return [out.make("userInteractionEnabled", [out.ident("true")])]
            default: return nil
            }
        case "borderstyle":
            // Only as web CSS writes it: `borderStyle` is a text field's own property.
            guard declaration.property.written.contains("-") else { return nil }
            return borderStyle(declaration, parts, diagnostics: &diagnostics)
        case "bordertop", "borderright", "borderbottom", "borderleft":
            return borderSide(declaration, name, parts, diagnostics: &diagnostics)
        case "bordercolor", "borderradius":
            // Per-side colors and radii: one layer border and one corner radius on iOS.
            guard parts.count > 1 else { return nil }
            approximated(declaration, "a layer has one \(name == "bordercolor" ? "border color" : "corner radius"); "
                            + "the first value applies to every side", &diagnostics)
            return [out.make(["layer"], name == "bordercolor" ? "borderColor" : "cornerRadius", parts[0])]
        case "borderwidth":
            // `thin`, `medium`, `thick`: 1, 3 and 5 points (numbers are the catalog's own).
            guard keyword != nil, let width = Shorthands.borderWidth(parts[0]) else { return nil }
            return [out.make("borderWidth", width)]
        case "background", "backgroundimage":
            // `url(…)`: the view's background is that image, tiled (a pattern color).
            guard parts.count == 1, parts[0].count == 1 else { return nil }
            let image: String
            switch parts[0][0].kind {
            case .url(let text): image = text
            case .function(let function, let arguments) where function.lowercased() == "url":
                guard let text = arguments.first(where: { !$0.isWhitespace }), case .string(let name) = text.kind else { return nil }
                image = name
            case .ident(let word) where word.lowercased() == "none" && name == "backgroundimage":
                return []
            default:
                return nil
            }
            return [out.make("backgroundColor", [out.function("image", [[ComponentValue(.string(image), range: out.range)]])])]
        case "lineheight", "letterspacing":
            // CSS: a plain line height is a multiple of the font size (`1.5` is `150%`), and `em`
            // is the font size in both (`0.05em` is `5%`); `normal` is the font's own. The same
            // for an expression (`calc(1em + 2em)`, `1 + 0.5`). A line height in points is
            // written in `px` (the same point), so that it prints as a length, not as a
            // plain number that would read back as a multiple.
            let isLineHeight = name == "lineheight"
            let property = isLineHeight ? "lineHeight" : "letterSpacing"
            let points = { (value: Double) in ComponentValue(.dimension(NumericLiteral(value), unit: "px"), range: out.range) }
            // (`normal` is 0, which the text takes as its font's own.)
            if keyword == "normal" { return [out.make(property, [isLineHeight ? points(0) : out.number(0)])] }
            switch ValueParser.fontRelativeNumber(declaration.value, unitlessIsMultiple: isLineHeight) {
            case .multiple(let factor)?:
                return [out.make(property, [ComponentValue(.percentage(NumericLiteral(factor * 100)), range: out.range)])]
            case .points(let value)? where isLineHeight:
                return [out.make(property, [points(value)])]
            default:
                return nil
            }
        case "flex":
            switch keyword {
            case "none": return out.flex("0", "0", "auto")
            case "auto": return out.flex("1", "1", "auto")
            case "initial": return out.flex("0", "1", "auto")
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `border-style`: `solid` is how a layer draws its border; `none`/`hidden` is width 0;
    /// any other style is drawn solid, with a warning.
    static func borderStyle(_ declaration: Declaration, _ parts: [[ComponentValue]],
                            diagnostics: inout DiagnosticBag) -> [Declaration] {
        let out = Output(declaration: declaration)
        let style = parts.first?.first?.identifier?.lowercased() ?? ""
        if style == "none" || style == "hidden" { return [out.make("borderWidth", [out.number(0)])] }
        if style != "solid" || parts.count > 1 {
            approximated(declaration, "a layer draws a solid border; '\(Shorthands.text(declaration.value))' is drawn solid",
                         &diagnostics)
        }
        return []
    }

    /// `border-top: 1px solid red` …: the side's width insets the layout; a layer draws
    /// one border for all sides, so the color and style of one side are not drawn.
    static func borderSide(_ declaration: Declaration, _ name: String, _ parts: [[ComponentValue]],
                           diagnostics: inout DiagnosticBag) -> [Declaration] {
        let out = Output(declaration: declaration)
        let side = String(name.dropFirst("border".count)).capitalized
        var result: [Declaration] = []
        var drawn = false
        for part in parts {
            if let width = Shorthands.borderWidth(part) {
                result.append(out.make("border\(side)Width", width))
            } else if part.first?.identifier?.lowercased() == "none" {
                result.append(out.make("border\(side)Width", [out.number(0)]))
            } else {
                drawn = true
            }
        }
        if drawn {
            approximated(declaration, "a layer draws one border for all sides; the \(side.lowercased()) side's color and "
                            + "style are not drawn (its width insets the layout)", &diagnostics)
        }
        return result
    }

    /// `box-shadow: x y [blur [spread]] [color]` → the layer's shadow offset, radius (blur ÷
    /// 2, as a layer's shadow radius is about half a CSS blur), color and opacity (the color's
    /// alpha); `none` → opacity 0. Only the first of several shadows is drawn; an inset
    /// shadow cannot be drawn by a layer.
    static func boxShadow(_ declaration: Declaration, diagnostics: inout DiagnosticBag) -> [Declaration]? {
        let out = Output(declaration: declaration)
        let shadows = declaration.value.splitByCommas()
        guard let first = shadows.first else { return nil }
        let parts = Shorthands.split(first)
        if parts.count == 1, parts[0].count == 1, parts[0][0].isIdentifier("none") {
            return [out.make(["layer"], "shadowOpacity", [out.number(0)])]
        }
        if parts.contains(where: { $0.count == 1 && $0[0].isIdentifier("inset") }) {
            noEffect(declaration, "an inset shadow cannot be drawn by a layer's shadow", &diagnostics)
            return []
        }
        var lengths: [Double] = []
        var color: [ComponentValue]?
        for part in parts {
            if let length = Shorthands.points(part) {
                lengths.append(length)
            } else if color == nil {
                color = part
            } else {
                return nil
            }
        }
        guard (2...4).contains(lengths.count) else { return nil }
        if shadows.count > 1 {
            approximated(declaration, "a layer draws one shadow; the first of \(shadows.count) applies", &diagnostics)
        }
        if lengths.count == 4, lengths[3] != 0 {
            approximated(declaration, "a layer's shadow has no spread; the spread is left out", &diagnostics)
        }
        var alpha = 1.0
        var opaque: [ComponentValue] = [out.ident("black")]
        if let color {
            var ignored = DiagnosticBag()
            guard case .color(let value)? = ValueParser.parse(color, as: .color, in: declaration.span.file,
                                                            diagnostics: &ignored, emptyRange: declaration.span.range),
                  let light = value.color(dark: false) else { return nil }
            // Two decimals: the color keeps 8 bits of alpha (`0.25` is read back as 64/255).
            alpha = (light.components.alpha * 100).rounded() / 100
            // The color without its alpha, which becomes the shadow's opacity.
            opaque = [out.function("alpha", [color, [out.number(1)]])]
        }
        return [
            out.make(["layer"], "shadowOffset", [out.function("size", [[out.number(lengths[0])], [out.number(lengths[1])]])]),
            out.make(["layer"], "shadowRadius", [out.number(lengths.count > 2 ? lengths[2] / 2 : 0)]),
            out.make(["layer"], "shadowColor", opaque),
            out.make(["layer"], "shadowOpacity", [out.number(alpha)]),
        ]
    }

    static func approximated(_ declaration: Declaration, _ message: String, _ diagnostics: inout DiagnosticBag) {
        diagnostics.warning(ValueDiagnosticID.approximated, message, file: declaration.span.file,
                            range: declaration.value.range ?? declaration.span.range)
    }

    static func noEffect(_ declaration: Declaration, _ message: String, _ diagnostics: inout DiagnosticBag) {
        diagnostics.warning(CoreDiagnosticID.noEffectProperty, message, file: declaration.span.file,
                            range: declaration.value.range ?? declaration.span.range)
    }

    /// Builds the longhand declarations of one web declaration: the values it makes point at
    /// the declaration's value, so diagnostics about them land on the line written.
    struct Output {
        let declaration: Declaration
        var range: SourceRange { declaration.value.range ?? declaration.span.range }

        func make(_ name: String, _ value: [ComponentValue]) -> Declaration {
            make([], name, value)
        }

        func make(_ keyPath: [String], _ name: String, _ value: [ComponentValue]) -> Declaration {
            var longhand = Shorthands.make(declaration, name: name, value: value)
            if !keyPath.isEmpty { longhand.property = PropertyName(keyPath: keyPath, written: name, parameters: []) }
            return longhand
        }

        func ident(_ name: String) -> ComponentValue { ComponentValue(.ident(name), range: range) }

        func number(_ value: Double) -> ComponentValue {
            ComponentValue(.number(NumericLiteral(value, isInteger: value == value.rounded())), range: range)
        }

        func function(_ name: String, _ arguments: [[ComponentValue]]) -> ComponentValue {
            var inner: [ComponentValue] = []
            for (index, argument) in arguments.enumerated() {
                if index > 0 { inner.append(ComponentValue(.comma, range: range)) }
                inner += argument
            }
            return ComponentValue(.function(name: name, arguments: inner), range: range)
        }

        /// `flex: none|auto|initial` as grow, shrink and basis.
        func flex(_ grow: String, _ shrink: String, _ basis: String) -> [Declaration] {
            [make("flexGrow", [number(Double(grow) ?? 0)]), make("flexShrink", [number(Double(shrink) ?? 0)]),
             make("flexBasis", [ident(basis)])]
        }
    }
}
