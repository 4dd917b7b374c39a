import LiveryCore
import LiverySyntax

/// A minimal element tree for testing matching and the cascade without any UI framework.
final class TestElement: StylableElement {
    let styleTypeChain: TypeChain
    var styleID: String?
    var styleClasses: [String]
    var styleState: ElementState = []
    weak var styleParent: TestElement?
    private(set) var styleChildren: [TestElement] = []
    var styleIndexInParent = 0
    var styleNestedKeyPath: String?
    var styleNestedElements: [TestElement] = []
    var inlineDeclarations: [Declaration] = []
    var isStylingDisabled = false
    var disabledProperties: Set<String> = []
    var styleSheetGroups: Set<String>?
    private(set) var computedStyle: ComputedStyle?
    private(set) var applyCount = 0

    init(_ type: String, id: String? = nil, classes: [String] = [], _ children: [TestElement] = []) {
        styleTypeChain = TypeChain(PropertyCatalog.standard.chain(of: type))
        styleID = id
        styleClasses = classes
        for child in children { add(child) }
    }

    @discardableResult
    func add(_ child: TestElement) -> TestElement {
        child.styleParent = self
        child.styleIndexInParent = styleChildren.count
        styleChildren.append(child)
        return child
    }

    func nest(_ keyPath: String, _ element: TestElement) {
        element.styleParent = self
        element.styleNestedKeyPath = keyPath
        styleNestedElements.append(element)
    }

    func applyComputedStyle(_ style: ComputedStyle) {
        computedStyle = style
        applyCount += 1
    }

    /// The winning value's CSS text for a property written like `titleColor(highlighted)`.
    func value(_ description: String) -> String? {
        computedStyle?.values.first { $0.key.description == description }?.value.declaration.value.cssText
    }

    /// All elements of the subtree, depth first.
    var all: [TestElement] { [self] + styleChildren.flatMap(\.all) + styleNestedElements.flatMap(\.all) }
}

/// Loads a stylesheet from text.
func sheet(_ text: String, name: String = "test.css") -> StyleSheet {
    StyleSheetLoader(sourceLoader: InMemorySourceLoader([name: text])).load(name)
}
