import LiveryCore
import LiverySyntax

/// Maps the declarations of one Nimbus rule onto Livery properties: web names (`opacity`,
/// `border-radius`, `text-align`, `visibility` …), `-ios-*` and `-mobile-*` names, the
/// button states, `-mobile-text-key` (a localized string), and the frame layout properties
/// kept as custom properties (`nimbusTop`, `nimbusMarginLeft`, `nimbusRelative` …).
struct NimbusProperties {
    let file: SourceFile
    /// The rule styles buttons: `color`, `font`, `text-shadow` … go to the title.
    let isButton: Bool
    /// The control state of the rule (`highlighted`), `nil` for normal.
    let state: String?
    var declarations: [FormatDeclaration] = []
    var diagnostics = DiagnosticBag()
    var unexpressible: [(DiagnosticID, String, SourceSpan)] = []
    var usedFrameLayout = false
    /// `font-family`/`font-size`/`font-style`/`font-weight` parts, merged into one `font`.
    var fontParts: [String: [ComponentValue]] = [:]
    var fontSpan: SourceSpan?
    var fontPosition = 0
    /// `background-image` and `-mobile-background-stretch`, merged into one image.
    var backgroundImage: (name: String, span: SourceSpan)?
    var backgroundStretch: [ComponentValue]?

    /// Renamed properties that take the value as it is (px read as points).
    static let renamed: [String: String] = [
        "bordercolor": "borderColor", "borderwidth": "borderWidth", "borderradius": "cornerRadius",
        "backgroundcolor": "backgroundColor", "opacity": "alpha", "iosautoresizing": "autoresizingMask",
        "width": "width", "height": "height", "maxwidth": "maxWidth", "maxheight": "maxHeight",
        "minwidth": "minWidth", "minheight": "minHeight", "mobilehpadding": "paddingHorizontal",
        "mobilevpadding": "paddingVertical", "textalign": "textAlignment", "ioshighlightedcolor": "highlightedTextColor",
        "ioslinebreakmode": "lineBreakMode", "iosnumberoflines": "numberOfLines",
        "iosadjustsfontsize": "adjustsFontSizeToFitWidth", "iosbaselineadjustment": "baselineAdjustment",
        "iosminimumfontsize": "minimumFontSize",
        "mobiletitleinsets": "titleEdgeInsets", "mobilecontentinsets": "contentEdgeInsets",
        "mobileimageinsets": "imageEdgeInsets", "iostintcolor": "tintColor",
    ]

    /// Frame layout properties (Livery's layout has no equivalent) → custom property names.
    static let frameLayout: [String: String] = [
        "top": "nimbusTop", "left": "nimbusLeft", "bottom": "nimbusBottom", "right": "nimbusRight",
        "margintop": "nimbusMarginTop", "marginbottom": "nimbusMarginBottom", "marginleft": "nimbusMarginLeft",
        "marginright": "nimbusMarginRight", "mobilehalign": "nimbusHalign", "mobilevalign": "nimbusValign",
        "mobilerelative": "nimbusRelative",
    ]

    init(file: SourceFile, isButton: Bool, state: String?) {
        self.file = file
        self.isButton = isButton
        self.state = state
    }

    /// Maps one declaration.
    mutating func map(_ syntax: DeclarationSyntax) {
        let span = SourceSpan(file: file, range: syntax.range)
        let value = ReflektorValues.pixelsAsPoints(syntax.value)
        let name = PropertyName.normalize(syntax.name.name)
        // Nimbus has no variables: `@name`, `--name` or `var()` in a value is no value (and
        // would read as a variable once converted).
        if let reference = VariableSyntax.firstReference(in: syntax.value, includingAtKeywords: true) {
            _ = invalid(syntax, "'\(reference.text)' is not a Nimbus value (Nimbus CSS has no variables)")
            return
        }
        if state == "empty", name != "mobiletextkey" {
            // Nimbus applied only the text key of an `:empty` rule (as the placeholder).
            unexpressible.append((FormatDiagnosticID.nimbusStateProperty,
                                  "Nimbus applies only '-mobile-text-key' (the placeholder) of an ':empty' rule; '\(syntax.name.name)' is left out",
                                  span))
            return
        }
        if state != nil, !Self.stateBound.contains(name) {
            unexpressible.append((FormatDiagnosticID.nimbusStateProperty,
                                  "'\(syntax.name.name)' does not depend on the control state; it is left out of this ':\(state!)' rule",
                                  span))
            return
        }
        if let target = Self.renamed[name] {
            add(target, value, span)
        } else if let custom = Self.frameLayout[name] {
            usedFrameLayout = true
            add(custom, value, span, isCustom: true)
        } else if !mapSpecial(name, syntax, value, span) {
            let nameRange = SourceRange(start: syntax.range.start, end: syntax.range.start + syntax.name.name.utf8.count)
            diagnostics.warning(FormatDiagnosticID.nimbusUnknownProperty, "unknown Nimbus property '\(syntax.name.name)'",
                                file: file, range: nameRange)
        }
    }

    /// Properties a `:highlighted` (…) button rule may set.
    static let stateBound: Set<String> = ["color", "textshadow", "mobileimage", "backgroundimage", "mobilebackgroundstretch",
                                          "mobiletextkey"]

    /// Adds a declaration; `parameters` default to the rule's state for state-bound targets.
    mutating func add(_ name: String, _ value: [ComponentValue], _ span: SourceSpan, keyPath: [String] = [],
                      parameters: [String] = [], isCustom: Bool = false) {
        let property = PropertyName(keyPath: keyPath, written: name, parameters: parameters)
        declarations.append(FormatDeclaration(property: property, value: value.trimmingWhitespace(), span: span, isCustom: isCustom))
    }

    /// The button state parameter of this rule.
    var stateParameters: [String] { [state ?? "normal"] }

    /// The declarations, with merged fonts and background images in place.
    mutating func finish() -> [FormatDeclaration] {
        if let fontSpan, let font = mergedFont(fontSpan) {
            let property = PropertyName(keyPath: isButton ? ["titleLabel"] : [], written: "font")
            declarations.insert(FormatDeclaration(property: property, value: font, span: fontSpan), at: fontPosition)
        }
        if let (name, span) = backgroundImage {
            var arguments = ComponentValue.quote(name)
            if let stretch = backgroundStretch {
                let numbers = stretch.filter { !$0.isWhitespace && !$0.isComma }.map(\.cssText)
                arguments += ", " + numbers.joined(separator: ", ")
            }
            add("backgroundImage", SyntheticValues.make("image(\(arguments))", at: span.range), span,
                parameters: isButton ? stateParameters : [])
        } else if let stretch = backgroundStretch, let range = stretch.range {
            unexpressible.append((FormatDiagnosticID.nimbusStretchWithoutImage,
                                  "'-mobile-background-stretch' without 'background-image' in the same rule is left out",
                                  SourceSpan(file: file, range: range)))
        }
        return declarations
    }
}
