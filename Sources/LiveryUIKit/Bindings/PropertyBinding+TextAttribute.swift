#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension PropertyBinding {
    /// One attribute of the title text attributes an object keeps per control state (a bar
    /// item's, a segmented control's, a search bar's scope buttons'): read from the state's
    /// attributes, written by setting it in them and leaving the others as they are — as
    /// InterfaCSS set `font` and `textColor(selected)` on these objects. Writing `nil` takes
    /// the attribute out.
    static func titleAttribute<Object: AnyObject, Value>(
        _ owner: String, _ name: String, api: String, _ key: NSAttributedString.Key,
        get: @escaping (Object, UIControl.State) -> [NSAttributedString.Key: Any]?,
        set: @escaping (Object, [NSAttributedString.Key: Any]?, UIControl.State) -> Void,
        _ converter: ValueConverter<Value?>) -> PropertyBinding {
        .parameterized(owner, name, api: api, .state,
                       get: { object, state in get(object, state)?[key] as? Value },
                       set: { (object: Object, value: Value?, state) in
                           var attributes = get(object, state) ?? [:]
                           attributes[key] = value
                           set(object, attributes.isEmpty ? nil : attributes, state)
                       }, converter)
    }
}
#endif
