import LiverySyntax

/// The diagnostic ids of reading the other stylesheet formats: ReflektorKit
/// (`reflektor.*`), Nimbus CSS (`nimbus.*`), UISS (`uiss.*`) and NUI (`nui.*`). The readers also report
/// the ids of the CSS syntax they share and `CoreDiagnosticID`'s import ids.
///
/// Each comment starts with the severity the id is reported with, then says when it is
/// reported and what becomes of the input. A warning that something cannot be expressed in
/// Livery is also kept as a comment in the converted CSS. `Scripts/diagnostic-ids` builds
/// `docs/diagnostics.md` from these comments.
public enum FormatDiagnosticID {
    // MARK: ReflektorKit

    /// Error: a declaration outside any ReflektorKit rule; it is ignored.
    public static let reflektorDeclarationOutsideRule = DiagnosticID("reflektor.declaration-outside-rule")
    /// Error: @media, @import or @extend, which ReflektorKit does not have; it is ignored.
    public static let reflektorUnsupported = DiagnosticID("reflektor.unsupported")
    /// Error: a variable declared inside a rule rather than in a namespace block (`@name { @x = value; }`); it is ignored.
    public static let reflektorVariableInRule = DiagnosticID("reflektor.variable-in-rule")
    /// Error: a rule nested in a rule, which ReflektorKit does not have; it is ignored.
    public static let reflektorNestedRule = DiagnosticID("reflektor.nested-rule")
    /// Error: a namespace block whose `{` is never closed; its variables up to the end of the file are still read.
    public static let reflektorUnclosedBlock = DiagnosticID("reflektor.unclosed-block")
    /// Error: a statement in a namespace block that is not `@name = value`; it is ignored.
    public static let reflektorInvalidVariable = DiagnosticID("reflektor.invalid-variable")
    /// Error: a reference to an `@name` variable that is not declared; the declaration is ignored.
    public static let reflektorUnknownVariable = DiagnosticID("reflektor.unknown-variable")
    /// Error: a variable whose value refers back to itself; the declaration using it is ignored.
    public static let reflektorVariableCycle = DiagnosticID("reflektor.variable-cycle")
    /// Error: a selector ReflektorKit does not have (several in one rule, combinators, more than `Class:trait`); the rule is ignored.
    public static let reflektorInvalidSelector = DiagnosticID("reflektor.invalid-selector")
    /// Error: a `condition:` that is not a quoted string of known expressions (`idiom = pad`, `width < 200` …); the rule is ignored.
    public static let reflektorInvalidCondition = DiagnosticID("reflektor.invalid-condition")
    /// Warning: a `:__where` selector without a `condition:`; the rule always applies.
    public static let reflektorMissingCondition = DiagnosticID("reflektor.missing-condition")
    /// Warning: a `width` or `height` condition, which compares the view's size in ReflektorKit; Livery compares the window's size.
    public static let reflektorElementSizeCondition = DiagnosticID("reflektor.element-size-condition")
    /// Warning: `!important`, which computes a value at layout time in ReflektorKit; Livery computes it when it styles.
    public static let reflektorLayoutTime = DiagnosticID("reflektor.layout-time")
    /// Warning: ReflektorKit's frame helper `x` or `y` (the frame's origin); Livery sets the layout offset `left` / `top`, the same place unless a flex container lays the view out.
    public static let reflektorFrameOrigin = DiagnosticID("reflektor.frame-origin")
    /// Error: a size or insets directive (`flex-margin` …) whose value is not the `size(…)` or `edge-insets(…)` it takes; the declaration is ignored.
    public static let reflektorInvalidValue = DiagnosticID("reflektor.invalid-value")
    /// Warning: an `include:` naming no selector of the sheet; nothing is included for it, as in ReflektorKit.
    public static let reflektorIncludeNotFound = DiagnosticID("reflektor.include-not-found")
    /// Error: an `include:` that leads back to its own rule; that include is ignored.
    public static let reflektorIncludeCycle = DiagnosticID("reflektor.include-cycle")
    /// Error: an `include:` that would copy declarations past `StyleSheetLoader.maximumExtendedDeclarationsPerLoad` in one sheet; that include is ignored.
    public static let reflektorIncludeTooLarge = DiagnosticID("reflektor.include-too-large")

    // MARK: Nimbus CSS

    /// Error: a declaration outside any Nimbus rule; it is ignored.
    public static let nimbusDeclarationOutsideRule = DiagnosticID("nimbus.declaration-outside-rule")
    /// Error: a variable, @extend or nested @media, which Nimbus CSS does not have; it is ignored.
    public static let nimbusUnsupported = DiagnosticID("nimbus.unsupported")
    /// Error: a rule nested in a rule, which Nimbus CSS does not have; it is ignored.
    public static let nimbusNestedRule = DiagnosticID("nimbus.nested-rule")
    /// Error: `&`, or a pseudo class other than a final `:selected`, `:highlighted` or `:disabled`; the rule is ignored.
    public static let nimbusInvalidSelector = DiagnosticID("nimbus.invalid-selector")
    /// Warning: a pseudo class Nimbus read but never applied (`:hover`, `:active` …); the rule is ignored, as in Nimbus.
    public static let nimbusNeverAppliedSelector = DiagnosticID("nimbus.never-applied-selector")
    /// Error: the selectors of one rule select different control states; the rule is ignored.
    public static let nimbusMixedStates = DiagnosticID("nimbus.mixed-states")
    /// Warning: a property Nimbus CSS does not have; it is ignored.
    public static let nimbusUnknownProperty = DiagnosticID("nimbus.unknown-property")
    /// Error: a text key, image, background stretch or text shadow not written the way Nimbus takes it; the declaration is ignored.
    public static let nimbusInvalidValue = DiagnosticID("nimbus.invalid-value")
    /// Warning: a property in a control-state rule that does not depend on the state; it is left out.
    public static let nimbusStateProperty = DiagnosticID("nimbus.state-property")
    /// Warning: `-mobile-background-stretch` without `background-image` in the same rule; it is left out.
    public static let nimbusStretchWithoutImage = DiagnosticID("nimbus.stretch-without-image")
    /// Warning: a Nimbus property without a Livery equivalent (`-ios-button-adjust`); it is kept as a custom property.
    public static let nimbusCustomProperty = DiagnosticID("nimbus.custom-property")
    /// Warning: the second of two `border` values (`border: 1px black`), which Nimbus did not read as the color; it is ignored.
    public static let nimbusIgnoredValue = DiagnosticID("nimbus.ignored-value")
    /// Warning: an `@media` query other than Nimbus's device types (`ipad`, `iphone`, `retina`, `nonretina`, `ipad-retina` …); it never applies, as in Nimbus.
    public static let nimbusUnknownDeviceType = DiagnosticID("nimbus.unknown-device-type")
    /// Warning: font properties without both `font-family` and `font-size` in one rule; the missing part is the system font's.
    public static let nimbusPartialFont = DiagnosticID("nimbus.partial-font")
    /// Warning: frame layout properties (`top`, `margin-left`, `-mobile-halign` …), reported once; they are kept as custom properties Livery's layout does not apply.
    public static let nimbusFrameLayout = DiagnosticID("nimbus.frame-layout")

    // MARK: UISS

    /// Error: malformed JSON; the broken member or element is skipped.
    public static let uissSyntax = DiagnosticID("uiss.syntax")
    /// Error: the sheet, `Variables`, a class, an `@` group or an idiom block is not a JSON object; it is ignored.
    public static let uissExpectedObject = DiagnosticID("uiss.expected-object")
    /// Error: a property key with an empty name or parameter (`"color:"`), or a name with `__` (which Livery CSS reads as parameters); the property is ignored. Also an empty class name (`"": { … }`), whose block is ignored.
    public static let uissInvalidKey = DiagnosticID("uiss.invalid-key")
    /// Warning: the control state `reserved` or `application`, which Livery does not have; the property is left out.
    public static let uissUnsupportedParameter = DiagnosticID("uiss.unsupported-parameter")
    /// Error: a `"$name"` reference to a variable not in `Variables`; the property is ignored.
    public static let uissUnknownVariable = DiagnosticID("uiss.unknown-variable")
    /// Error: a variable whose value refers back to itself; the property using it is ignored.
    public static let uissVariableCycle = DiagnosticID("uiss.variable-cycle")
    /// Error: a JSON value of the wrong kind for its property; the property is ignored.
    public static let uissInvalidValue = DiagnosticID("uiss.invalid-value")
    /// Error: a key in a text-attributes object that is not a text attribute (or, in a label's `textAttributes`, not one UISS set on the label); the property (that key) is ignored.
    public static let uissUnknownTextAttribute = DiagnosticID("uiss.unknown-text-attribute")

    // MARK: NUI

    /// Error: `@import`, `@extend`, a nested `@media` or a media query other than NUI's `(device: …) and (orientation: …)`, which NUI does not have; it is ignored.
    public static let nuiUnsupported = DiagnosticID("nui.unsupported")
    /// Error: a rule nested in a rule, which NUI does not have; it is ignored.
    public static let nuiNestedRule = DiagnosticID("nui.nested-rule")
    /// Error: a selector that is not one style class name (`Button`, `LargeButton`); the rule is ignored.
    public static let nuiInvalidSelector = DiagnosticID("nui.invalid-selector")
    /// Error: a reference to an `@name` variable that no definition declares (or whose definitions name each other in a circle); the declaration is ignored.
    public static let nuiUnknownVariable = DiagnosticID("nui.unknown-variable")
    /// Warning: a variable defined again inside an `@media` block; Livery uses the definition that holds where the rule stands.
    public static let nuiConditionalVariable = DiagnosticID("nui.conditional-variable")
    /// Warning: an `@media` option other than `device` and `orientation`, which NUI did not check; it is ignored, as in NUI.
    public static let nuiUnknownMediaOption = DiagnosticID("nui.unknown-media-option")
    /// Warning: a `device` other than `ipad` or `iphone` (an `orientation` other than `landscape` or `portrait`); the block never applies, as in NUI.
    public static let nuiUnknownDevice = DiagnosticID("nui.unknown-device")
    /// Warning: a property NUI does not have (or not for this style class); it is ignored.
    public static let nuiUnknownProperty = DiagnosticID("nui.unknown-property")
    /// Error: a value NUI could not read for its property (a color, number, offset, box …); the declaration is ignored.
    public static let nuiInvalidValue = DiagnosticID("nui.invalid-value")
    /// Warning: an NUI property Livery cannot express (`text-transform`, `exclude-views`, a text shadow on bar item titles …); it is left out.
    public static let nuiUnsupportedProperty = DiagnosticID("nui.unsupported-property")
    /// Warning: `background-color-top` without `background-color-bottom` (or the reverse) in the same rule; it is left out.
    public static let nuiHalfGradient = DiagnosticID("nui.half-gradient")
}
