import LiveryValues

/// Colors named as UIKit's `UIColor` class methods name them (`darkGray` is `darkGrayColor`,
/// #555555, not CSS's #a9a9a9), as UISS and NUI read a bare color name.
enum UIKitColorNames {
    /// The Livery CSS for the color UIKit names `name`: the name itself where Livery's
    /// meaning is the same, `nameColor` where that is Livery's name for it, else hex;
    /// `nil` when UIKit has no such color.
    static func css(_ name: String) -> String? {
        guard let uikit = NamedColors.color(named: name, bareUIKitNames: true) else { return nil }
        if NamedColors.color(named: name) == uikit, SyntheticValues.isIdentifier(name) { return name }
        if SyntheticValues.isIdentifier(name), NamedColors.color(named: name + "Color") == uikit { return name + "Color" }
        return TypedValue.color(uikit).cssText
    }
}
