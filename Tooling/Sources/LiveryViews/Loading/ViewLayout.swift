import LiveryCore
import LiveryDocument
import LiverySyntax

/// A layout document with its headless element tree, unstyled and with inline styles as
/// written: for tools and tests that look at what a layout describes. (The pipeline —
/// `StyledScreen`, reloading — builds its trees through `HeadlessBackend`.) Everything the
/// document says (`diagnostics`, `styleSheets`, `name` …) is read through it; `root` is the
/// tree of `ViewNode`s built from the document's description.
@dynamicMemberLookup
public struct ViewLayout {
    /// The layout as read.
    public let document: LayoutDocument
    /// The root of the headless tree built from the document; `nil` when the document has
    /// no root element.
    public let root: ViewNode?

    /// The headless tree of `document`.
    public init(_ document: LayoutDocument) {
        self.document = document
        self.root = HeadlessBackend().makeTree(from: document)
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<LayoutDocument, Value>) -> Value {
        document[keyPath: keyPath]
    }

    /// Every element of the tree in document order.
    public var elements: [ViewNode] { root?.subtree ?? [] }

    /// The first element with the id `id`.
    public func element(withID id: String) -> ViewNode? { root?.element(withID: id) }

    /// Loads the layout at `path` and builds its tree (see `LayoutDocument.load(path:…)`).
    public static func load(path: String, registry: TypeRegistry = .shared,
                            styleSheetLoader: StyleSheetLoader = StyleSheetLoader(),
                            inheritedVariables: VariableTable = VariableTable()) -> ViewLayout {
        ViewLayout(LayoutDocument.load(path: path, registry: registry, styleSheetLoader: styleSheetLoader,
                                       inheritedVariables: inheritedVariables))
    }

    /// Loads a layout from a file in memory and builds its tree.
    public static func load(file: SourceFile, registry: TypeRegistry = .shared,
                            styleSheetLoader: StyleSheetLoader = StyleSheetLoader(),
                            inheritedVariables: VariableTable = VariableTable()) -> ViewLayout {
        ViewLayout(LayoutDocument.load(file: file, registry: registry, styleSheetLoader: styleSheetLoader,
                                       inheritedVariables: inheritedVariables))
    }
}

extension ViewNode {
    /// The headless tree of a described element and its descendants, built without
    /// recursion.
    public static func tree(describedBy description: LayoutElement) -> ViewNode {
        let root = ViewNode(describing: description)
        var pending: [(LayoutElement, ViewNode)] = [(description, root)]
        while let (element, node) = pending.popLast() {
            for child in element.children {
                let childNode = ViewNode(describing: child)
                // A new node in a tree nobody observes yet: no checks up the tree (they would
                // cost its depth for every element).
                node.children.append(childNode)
                childNode.parent = node
                childNode.indexInParent = node.children.count - 1
                pending.append((child, childNode))
            }
        }
        return root
    }

    /// An element with the description's type, id, classes, state, inline style, given
    /// values, attributes and position (no children).
    convenience init(describing element: LayoutElement) {
        self.init(elementName: element.elementName, typeChain: element.typeChain, implementation: element.implementation,
                  id: element.id, classes: element.classes, state: element.state, inlineStyle: element.inlineStyle,
                  givenValues: element.givenValues, attributes: element.attributes, span: element.span)
    }
}
