/// `display: none` takes an element out of layout and hides it, as on the web (nothing of
/// it is drawn, whatever `visibility` says): when `display: none` wins, the element's
/// `hidden` is true, recorded as coming from that declaration (in `values` and, last, in
/// `cascade`). Any other winning `display`
/// leaves `hidden` to its own declarations, so a more specific `display: flex` shows the
/// element again.
enum DisplayNone {
    static let displayKey = PropertyKey(name: "display")
    static let hiddenKey = PropertyKey(name: "hidden")

    static func fold(_ style: inout ComputedStyle) {
        guard let display = style.values[displayKey], !display.declaration.keepsCurrentValue,
              case .enumCase(let value)? = display.typedValue, value.name == "none" else { return }
        var hidden = display
        hidden.key = hiddenKey
        hidden.valueType = .bool
        hidden.declaration.typedValues = [.bool: .bool(true)]
        style.values[hiddenKey] = hidden
        // `values` and `cascade` tell one story: `explain` lists the derived `hidden` last,
        // as the winner, with the `display: none` declaration it comes from.
        style.cascade.append(hidden)
    }
}
