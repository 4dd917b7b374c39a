import LiveryCore
import LiverySyntax
import LiveryValues

/// A minimal element tree for testing matching, the cascade and reloads without any UI
/// framework or the headless tree.
public final class TestElement: StylableElement {
    public let styleTypeChain: TypeChain
    public var styleID: String?
    public var styleClasses: [String]
    public var styleState: ElementState = []
    public weak var styleParent: TestElement?
    public private(set) var styleChildren: [TestElement] = []
    public var styleIndexInParent = 0
    public var styleNestedKeyPath: String?
    public var styleNestedElements: [TestElement] = []
    public var inlineDeclarations: [Declaration] = []
    public var isStylingDisabled = false
    public var disabledProperties: Set<String> = []
    public var styleSheetGroups: Set<String>?
    public private(set) var computedStyle: ComputedStyle?
    /// How many times a computed style was applied.
    public private(set) var applyCount = 0

    /// An element of catalog type `type` (`UILabel`, `label`, a registered custom type).
    public init(_ type: String, id: String? = nil, classes: [String] = [], _ children: [TestElement] = []) {
        styleTypeChain = TypeChain(PropertyCatalog.standard.chain(of: type))
        styleID = id
        styleClasses = classes
        for child in children { add(child) }
    }

    /// Appends `child` as the last child.
    @discardableResult
    public func add(_ child: TestElement) -> TestElement {
        child.styleParent = self
        child.styleIndexInParent = styleChildren.count
        styleChildren.append(child)
        return child
    }

    /// Adds `element` as the nested element at `keyPath` (`titleLabel`).
    public func nest(_ keyPath: String, _ element: TestElement) {
        element.styleParent = self
        element.styleNestedKeyPath = keyPath
        styleNestedElements.append(element)
    }

    public func applyComputedStyle(_ style: ComputedStyle) {
        computedStyle = style
        applyCount += 1
    }

    /// The winning value's CSS text for a property written like `titleColor(highlighted)`.
    public func value(_ description: String) -> String? {
        computedStyle?.values.first { $0.key.description == description }?.value.declaration.value.cssText
    }

    /// The winning typed value for a property written like `titleColor(highlighted)`.
    public func typed(_ description: String) -> TypedValue? {
        computedStyle?.values.first { $0.key.description == description }?.value.typedValue
    }

    /// All elements of the subtree, depth first.
    public var all: [TestElement] { [self] + styleChildren.flatMap(\.all) + styleNestedElements.flatMap(\.all) }

    /// `UILabel#title.caption` path from the root, to name elements in failures.
    public var path: String {
        var name = styleTypeChain.canonical
        if let styleID { name += "#" + styleID }
        for styleClass in styleClasses { name += "." + styleClass }
        return (styleParent.map { $0.path + " > " } ?? "") + name
    }
}

/// Loads a stylesheet from text.
public func sheet(_ text: String, name: String = "test.css") -> StyleSheet {
    StyleSheetLoader(sourceLoader: InMemorySourceLoader([name: text])).load(name)
}
