import LiveryCore
import LiverySyntax
import LiveryValues

/// A headless element tree for styling tests (the idea of LiveryCoreTests' `TestElement`).
final class FormatTestElement: StylableElement {
    let styleTypeChain: TypeChain
    var styleID: String?
    var styleClasses: [String]
    var styleState: ElementState = []
    weak var styleParent: FormatTestElement?
    private(set) var styleChildren: [FormatTestElement] = []
    var styleIndexInParent = 0
    var styleNestedKeyPath: String?
    var styleNestedElements: [FormatTestElement] = []
    var inlineDeclarations: [Declaration] = []
    var isStylingDisabled = false
    var disabledProperties: Set<String> = []
    var styleSheetGroups: Set<String>?
    private(set) var computedStyle: ComputedStyle?

    init(_ type: String, id: String? = nil, classes: [String] = [], _ children: [FormatTestElement] = []) {
        styleTypeChain = TypeChain(PropertyCatalog.standard.chain(of: type))
        styleID = id
        styleClasses = classes
        for child in children {
            child.styleParent = self
            child.styleIndexInParent = styleChildren.count
            styleChildren.append(child)
        }
    }

    func applyComputedStyle(_ style: ComputedStyle) {
        computedStyle = style
    }

    /// The winning value's CSS text for a property written like `titleColor(highlighted)`.
    func value(_ description: String) -> String? {
        computedStyle?.values.first { $0.key.description == description }?.value.declaration.value.cssText
    }

    /// The winning typed value for a property.
    func typed(_ description: String) -> TypedValue? {
        computedStyle?.values.first { $0.key.description == description }?.value.typedValue
    }

    /// All elements of the subtree, depth first.
    var all: [FormatTestElement] { [self] + styleChildren.flatMap(\.all) }

    /// `UILabel#title.caption` path from the root, to name elements in failures.
    var path: String {
        var name = styleTypeChain.canonical
        if let styleID { name += "#" + styleID }
        for styleClass in styleClasses { name += "." + styleClass }
        return (styleParent.map { $0.path + " > " } ?? "") + name
    }
}
