import LiveryValues
import LiveryDocument
import LiveryCore
import LiverySyntax

/// An element of the headless UI tree: what a layout XML file describes, what selectors
/// match and what the cascade and layout fill in. The same engine styles UIKit views; this
/// tree is what the command-line tool, the live preview and tests use.
///
/// A view controller is an element too: the parent of its root view. Nested elements (a
/// button's `titleLabel`) have a parent and a `nestedKeyPath` but are not children.
///
/// Mutations go through the methods in `ViewNode+Mutation.swift`, which keep `parent`,
/// `children` and `indexInParent` consistent and tell the nearest `changeObserver` (set it
/// on the root to forward changes to a `StylingManager`).
public final class ViewNode: StylableElement, DescribedElement, CustomStringConvertible {
    /// The element name as written (`text`, `UIButton`, `MyCard`).
    public let elementName: String
    /// The canonical type and its superclasses (`UILabel`, `UIView`, `UIResponder`, `NSObject`).
    public let typeChain: TypeChain
    /// The custom class given by `implementation=`/`impl=`, if any (already first in `typeChain`).
    public let implementation: String?
    /// The element id (`#id`), case-sensitive.
    public var id: String? {
        didSet { if id != oldValue { notify(.id(oldValue, id)) } }
    }
    /// Style classes in order, without duplicates, case-sensitive.
    public internal(set) var classes: [String]
    /// State flags (`:disabled`, `:selected` …). Setting it also updates the given
    /// `enabled`/`selected`/`highlighted`/`focused` values of the flags that changed.
    public var state: ElementState {
        didSet {
            guard state != oldValue else { return }
            stateDidChange(from: oldValue)
            notify(.state)
        }
    }
    /// The parent element; `nil` at the root. A controller is the parent of its root view.
    public internal(set) weak var parent: ViewNode?
    /// Child elements in order.
    public internal(set) var children: [ViewNode] = []
    /// The position among the parent's children, 0-based (0 for a root or nested element).
    public internal(set) var indexInParent: Int = 0
    /// For a nested element (`titleLabel` of a button), its key path on the parent.
    public internal(set) var nestedKeyPath: String?
    /// Nested elements by key path, in the order they were added.
    public internal(set) var nestedElements: [ViewNode] = []
    /// The element's inline `style="…"` declarations (and attributes read as declarations),
    /// in the order written. Values are as written: stylesheet variables are not substituted.
    public var inlineStyle: [Declaration] {
        didSet { notify(.inlineStyle) }
    }
    /// Values the XML gives (body text, `src`, state attributes), in the order given.
    public internal(set) var givenValues: [GivenValue]
    /// Other XML attributes kept as written (`property`, `layout`, `type`, `prototype` …).
    public var attributes: [NodeAttribute]
    /// Where the element's start tag is written, `nil` for elements made in code.
    public var span: SourceSpan?
    /// The styling result, filled by the cascade.
    public var computed: ComputedStyle?
    /// The frame in the parent's coordinates, filled by layout.
    public var frame: Frame?
    /// Styling is switched off for this element.
    public var isStylingDisabled = false
    /// Properties (canonical names) styling must not touch.
    public var disabledProperties: Set<String> = []
    /// The stylesheet groups this subtree uses (`nil`: the parent's). A layout's root gets
    /// the layout's group when the layout has `<style>` blocks.
    public var styleSheetGroups: Set<String>?
    /// Receives every change of this element or its descendants that can affect styling
    /// (the nearest observer up the tree is told).
    public var changeObserver: ((ViewNode, ElementChange) -> Void)?
    /// The value each styled property had before styling first set it (`nil`: none, the
    /// type's default), recorded by `applyComputedStyle` so live reload can put it back.
    public internal(set) var originalValues: [PropertyKey: GivenValue.Value?] = [:]

    /// Creates an element of an already resolved type.
    public init(elementName: String, typeChain: TypeChain, implementation: String? = nil, id: String? = nil,
                classes: [String] = [], state: ElementState = [], inlineStyle: [Declaration] = [],
                givenValues: [GivenValue] = [], attributes: [NodeAttribute] = [], span: SourceSpan? = nil) {
        self.elementName = elementName
        self.typeChain = typeChain
        self.implementation = implementation
        self.id = id
        self.classes = ViewNode.unique(classes)
        self.state = state
        self.inlineStyle = inlineStyle
        self.givenValues = givenValues
        self.attributes = attributes
        self.span = span
    }

    /// Creates an element from an element name as a layout would (`label`, `cell`,
    /// `MyCard`), resolving aliases and custom types with `registry`.
    public convenience init(_ elementName: String, implementation: String? = nil, id: String? = nil,
                            classes: [String] = [], registry: TypeRegistry = .shared) {
        let chain = registry.typeChain(element: elementName, implementation: implementation)
        self.init(elementName: elementName, typeChain: chain, implementation: implementation, id: id, classes: classes)
    }

    /// Releasing a child would run its deinit inside this one, and so on down the tree:
    /// instead, the children (and nested elements) of each element about to go are taken out
    /// and released here, one after the other, so a tree of any depth is freed without
    /// recursion.
    deinit {
        guard !children.isEmpty || !nestedElements.isEmpty else { return }
        var released = children + nestedElements
        children = []
        nestedElements = []
        while var node = released.popLast() {
            guard isKnownUniquelyReferenced(&node), !node.children.isEmpty || !node.nestedElements.isEmpty else { continue }
            released += node.children
            released += node.nestedElements
            node.children = []
            node.nestedElements = []
        }
    }

    public var description: String {
        var text = typeName
        if let id { text += "#" + id }
        for name in classes { text += "." + name }
        return text
    }

    static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    // MARK: StyleElement

    public var styleTypeChain: TypeChain { typeChain }
    public var styleID: String? { id }
    public var styleClasses: [String] { classes }
    public var styleState: ElementState { state }
    public var styleParent: ViewNode? { parent }
    public var styleChildren: [ViewNode] { children }
    public var styleIndexInParent: Int { indexInParent }
    public var styleNestedKeyPath: String? { nestedKeyPath }

    // MARK: StylableElement

    public var inlineDeclarations: [Declaration] { inlineStyle }
    public var styleNestedElements: [ViewNode] { nestedElements }
    public var computedStyle: ComputedStyle? { computed }
    public func applyComputedStyle(_ style: ComputedStyle) {
        recordOriginalValues(for: style)
        computed = style
    }

    /// Tells the nearest change observer (this element's or an ancestor's) about `change`.
    func notify(_ change: ElementChange) {
        var node: ViewNode? = self
        while let current = node {
            if let observer = current.changeObserver {
                observer(self, change)
                return
            }
            node = current.parent
        }
    }
}
