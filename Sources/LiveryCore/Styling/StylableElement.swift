/// An element the styling manager can style: a `StyleElement` that also accepts results
/// and says where its own declarations and opt-outs are.
public protocol StylableElement: StyleElement {
    /// The element's inline `style` declarations (applied after all stylesheets).
    var inlineDeclarations: [Declaration] { get }
    /// Styling is switched off for this element (it keeps whatever values it has).
    var isStylingDisabled: Bool { get }
    /// Properties (canonical names, e.g. `textColor`) that styling must not touch.
    var disabledProperties: Set<String> { get }
    /// The stylesheet groups this element's subtree uses (`nil`: inherit from the parent).
    var styleSheetGroups: Set<String>? { get }
    /// Nested elements (a button's `titleLabel`): styled after their owner, with the owner's
    /// `titleLabel.…` declarations.
    var styleNestedElements: [Self] { get }
    /// The style last applied (`nil` before the first pass).
    var computedStyle: ComputedStyle? { get }
    /// Receives the element's new computed style.
    func applyComputedStyle(_ style: ComputedStyle)
}
