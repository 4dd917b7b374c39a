import LiveryCore

/// What a layout document says about an element, read the same way wherever the element
/// lives: in the document's description (`LayoutElement`) or in a tree built from it (the
/// headless `ViewNode`, a backend's views).
public protocol DescribedElement {
    /// The canonical type and its superclasses (`UILabel`, `UIView`, `UIResponder`, `NSObject`).
    var typeChain: TypeChain { get }
    /// XML attributes kept as written (`property`, `layout`, `type`, `prototype` …).
    var attributes: [NodeAttribute] { get }
    /// Values the XML gives (body text, `src`, state attributes), in the order given.
    var givenValues: [GivenValue] { get }
}

extension DescribedElement {
    /// The canonical type name (`UILabel`, or the custom class).
    public var typeName: String { typeChain.canonical }

    /// Whether the element's type is `name` or a subclass of it (`UIControl`, `button`).
    public func isKind(of name: String) -> Bool {
        let canonical = TypeNames.canonical(name) ?? name
        return typeChain.includes(lowercased: canonical.lowercased())
    }

    /// Whether the element is a view controller (the parent of its one root view).
    public var isViewController: Bool { typeChain.includes(lowercased: "uiviewcontroller") }

    /// The value of the kept attribute `name` (exact spelling), if present.
    public func attribute(_ name: String) -> String? {
        attributes.last { $0.name == name }?.value
    }

    /// The given value for `name` and `parameters`, if any.
    public func givenValue(_ name: String, parameters: [String] = []) -> GivenValue? {
        givenValues.first { $0.name == name && $0.parameters == parameters }
    }
}
