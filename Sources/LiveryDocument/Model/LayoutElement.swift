import LiveryCore
import LiverySyntax

/// One element of a layout document as the document describes it: its type, id, classes,
/// state, inline style, the values and attributes the XML gives, where it is written, and
/// its children. A backend builds its own element from it (the headless `ViewNode`, a
/// `UIView`); the description holds no styling or layout result.
public struct LayoutElement: DescribedElement, ChildListNode, Sendable {
    /// The element name as written (`text`, `UIButton`, `MyCard`).
    public var elementName: String
    /// The canonical type and its superclasses (`UILabel`, `UIView`, `UIResponder`, `NSObject`).
    public var typeChain: TypeChain
    /// The custom class given by `implementation=`/`impl=`, if any (already first in `typeChain`).
    public var implementation: String?
    /// The element id (`#id`), case-sensitive.
    public var id: String?
    /// Style classes in order, without duplicates, case-sensitive.
    public private(set) var classes: [String] = []
    /// State flags from the state attributes (`enabled="false"` is `.disabled`).
    public var state: ElementState = []
    /// The inline `style="…"` declarations (and attributes read as declarations) in the order
    /// written, as written: variables are substituted and values typed when the element is
    /// styled (`InlineDeclarations.prepare`).
    public var inlineStyle: [Declaration] = []
    /// Values the XML gives (body text, `src`, state attributes), in the order given.
    public private(set) var givenValues: [GivenValue] = []
    /// Other XML attributes kept as written (`property`, `layout`, `type`, `prototype` …).
    public var attributes: [NodeAttribute] = []
    /// Where the element's start tag is written.
    public var span: SourceSpan?
    /// Where the children are kept (see `ChildListNode`); `children` reads and writes them.
    public var childList: ChildList<LayoutElement>?

    public init(elementName: String, typeChain: TypeChain, implementation: String? = nil, span: SourceSpan? = nil) {
        self.elementName = elementName
        self.typeChain = typeChain
        self.implementation = implementation
        self.span = span
    }

    /// Adds a style class (an empty or repeated name changes nothing).
    public mutating func addClass(_ name: String) {
        addClasses([name])
    }

    /// Adds each of `names` in order, once (a list of any length costs time in proportion).
    public mutating func addClasses<Names: Sequence>(_ names: Names) where Names.Element == String {
        var seen = Set(classes)
        for name in names where !name.isEmpty && seen.insert(name).inserted {
            classes.append(name)
        }
    }

    /// Sets a given value, replacing the one with the same name and parameters.
    public mutating func setGivenValue(_ value: GivenValue) {
        if let index = givenValues.firstIndex(where: { $0.name == value.name && $0.parameters == value.parameters }) {
            givenValues[index] = value
        } else {
            givenValues.append(value)
        }
    }

    /// The element and its descendants in document order (parents before children), walked
    /// without recursion.
    public var subtree: [LayoutElement] {
        var result: [LayoutElement] = []
        var stack: [LayoutElement] = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}

