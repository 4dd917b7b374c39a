#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore

/// Every catalog property and the UIKit API it is applied through, as one table (the parts
/// live in `BindingTable+….swift`, one per family of classes).
///
/// A property is in exactly one place: a binding here, `layoutProperties` (Livery's layout
/// reads it), `cascadeProperties` (the cascade folds it into another) or
/// `constructionProperties` (UIKit fixes it when the object is made).
@MainActor
enum BindingTable {
    /// Bindings by `owner.name` (the catalog class that declares the property).
    static let byKey: [String: PropertyBinding] = {
        var table: [String: PropertyBinding] = [:]
        for binding in view + layer + controls + text + inputs + containers + bars + items {
            precondition(table[key(binding.owner, binding.name)] == nil, "two bindings for \(binding.owner).\(binding.name)")
            table[key(binding.owner, binding.name)] = binding
        }
        return table
    }()

    static func key(_ owner: String, _ name: String) -> String { owner + "." + name }

    /// `UIView` properties that Livery's layout reads (flexbox and relative layout) rather
    /// than UIKit: applied by the layout pass of a Livery layout view, not by styling.
    static let layoutProperties: Set<String> = [
        "width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "flexDirection", "flexWrap",
        "justifyContent", "alignItems", "alignSelf", "alignContent", "flexGrow", "flexShrink", "flexBasis", "flex",
        "aspectRatio", "position", "left", "top", "right", "bottom", "start", "end", "margin", "marginLeft",
        "marginTop", "marginRight", "marginBottom", "marginStart", "marginEnd", "marginHorizontal", "marginVertical",
        "padding", "paddingLeft", "paddingTop", "paddingRight", "paddingBottom", "paddingStart", "paddingEnd",
        "paddingHorizontal", "paddingVertical", "borderLeftWidth", "borderTopWidth", "borderRightWidth",
        "borderBottomWidth", "borderStartWidth", "borderEndWidth", "gap", "rowGap", "columnGap", "display", "overflow",
        "direction", "boxSizing", "layout",
    ]

    /// Properties the cascade folds into another before any backend sees them (the
    /// compound font parts become `font`).
    static let cascadeProperties: Set<String> = ["fontFamily", "fontSize", "fontWeight", "fontStyle", "fontScalingStyle"]

    /// Properties UIKit fixes when the object is made (`UIButton(type:)`): a layout
    /// document's element passes them to the initializer; styling cannot change them.
    static let constructionProperties: Set<String> = ["UIButton.buttonType"]
}
#endif
