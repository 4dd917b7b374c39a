import LiveryCore
import LiverySyntax
import LiveryViews

/// Reading the headless tree as `livery style` prints it.
extension ViewNode {
    /// The printed value of property `key` (`textColor`, `text`), `nil` when unset.
    public func printed(_ key: String) -> JSONValue? {
        propertyMembers(layout: ViewTreeLayout(environment: StyleEnvironment())).first { $0.0 == key }?.1
    }
}
