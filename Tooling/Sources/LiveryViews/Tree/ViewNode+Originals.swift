import LiveryDocument
import LiveryCore

/// The values an element had before styling, as a backend records them.
///
/// A UIKit backend reads a view's property before it first writes a styled value; the
/// headless tree's own value of a property is what the layout XML gives (`GivenValue`) or
/// nothing (the default). When live reload removes a declaration, the backend restores it.
extension ViewNode {
    /// Records, for each property `style` sets for the first time, the element's own value.
    func recordOriginalValues(for style: ComputedStyle) {
        for key in style.values.keys where originalValues[key] == nil {
            originalValues[key] = .some(ownValue(for: key))
        }
    }

    /// The element's own (unstyled) value of `key`: what the XML gives, `nil` for the default.
    public func ownValue(for key: PropertyKey) -> GivenValue.Value? {
        guard key.keyPath.isEmpty else { return nil }
        return givenValue(key.name, parameters: key.parameters)?.value
    }

    /// Puts back the value `key` had before styling set it, forgets the record, and returns
    /// the restored value (`nil`: the default). Styling records it again if it sets `key` later.
    @discardableResult
    public func restoreOriginalValue(for key: PropertyKey) -> GivenValue.Value? {
        originalValues.removeValue(forKey: key) ?? nil
    }
}
