import Livery
import LiveryCore
import LiveryDocument
import LiverySyntax
import LiveryValues

/// A minimal element tree for testing matching, the cascade, reloads and layout without any
/// UI framework or the headless tree. It stands in for a backend's element: it records the
/// values it had before styling and puts them back (`RestorableElement`), and takes the
/// frame the front door's layout pass gives it (`LaidOutElement`); `TestBackend` builds it
/// from layout documents.
public final class TestElement: RestorableElement, LaidOutElement {
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
    /// The element's own values, as a layout gives them (body text, a button's title …):
    /// what it shows where no style sets a value.
    public var givenValues: [GivenValue] = []
    /// The value each styled property had before styling first set it (`nil`: none, the
    /// default), recorded when a style is applied; restoring puts it back and forgets it.
    public private(set) var originalValues: [PropertyKey: GivenValue.Value?] = [:]
    /// Every key restored, in order (`restoreUnstyledValue(for:)`).
    public private(set) var restoredKeys: [PropertyKey] = []
    /// The frame the layout pass gave, in the parent's coordinates.
    public private(set) var frame: Frame?

    /// An element of type chain `typeChain`.
    public init(typeChain: TypeChain, id: String? = nil, classes: [String] = [], _ children: [TestElement] = []) {
        styleTypeChain = typeChain
        styleID = id
        styleClasses = classes
        for child in children { add(child) }
    }

    /// An element of catalog type `type` (`UILabel`, `label`, a registered custom type).
    public convenience init(_ type: String, id: String? = nil, classes: [String] = [], _ children: [TestElement] = []) {
        self.init(typeChain: TypeChain(PropertyCatalog.standard.chain(of: type)), id: id, classes: classes, children)
    }

    /// An element as a layout document describes it (no children): its type, id, classes,
    /// state, inline style and given values.
    public convenience init(describing description: LayoutElement) {
        self.init(typeChain: description.typeChain, id: description.id, classes: description.classes)
        styleState = description.state
        inlineDeclarations = description.inlineStyle
        givenValues = description.givenValues
    }

    /// A long chain is released one element after the other, not recursively.
    deinit {
        guard !styleChildren.isEmpty || !styleNestedElements.isEmpty else { return }
        var released = styleChildren + styleNestedElements
        styleChildren = []
        styleNestedElements = []
        while var element = released.popLast() {
            guard isKnownUniquelyReferenced(&element) else { continue }
            released += element.styleChildren + element.styleNestedElements
            element.styleChildren = []
            element.styleNestedElements = []
        }
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
        for key in style.values.keys where originalValues[key] == nil {
            originalValues[key] = .some(ownValue(for: key))
        }
        computedStyle = style
        applyCount += 1
    }

    // MARK: RestorableElement

    public func restoreUnstyledValue(for key: PropertyKey) {
        originalValues.removeValue(forKey: key)
        restoredKeys.append(key)
    }

    /// The element's own (unstyled) value of `key`: what it was given, `nil` for the default.
    public func ownValue(for key: PropertyKey) -> GivenValue.Value? {
        guard key.keyPath.isEmpty else { return nil }
        return givenValues.first { $0.name == key.name && $0.parameters == key.parameters }?.value
    }

    // MARK: LaidOutElement

    public var layoutChildren: [TestElement] { styleChildren }
    public var isViewControllerElement: Bool { styleTypeChain.includes(lowercased: "uiviewcontroller") }
    /// Test elements have no content size of their own: styles size them.
    public func contentMeasurer(in context: ValueContext) -> ContentMeasurer? { nil }
    public func setLayoutFrame(_ frame: Frame) { self.frame = frame }

    // MARK: Reading

    /// The winning value's CSS text for a property written like `titleColor(highlighted)`.
    public func value(_ description: String) -> String? {
        computedStyle?.values.first { $0.key.description == description }?.value.declaration.value.cssText
    }

    /// The winning typed value for a property written like `titleColor(highlighted)`.
    public func typed(_ description: String) -> TypedValue? {
        computedStyle?.values.first { $0.key.description == description }?.value.typedValue
    }

    /// What the element shows for a property written like `textColor` or `title(normal)`, as
    /// `livery style` prints it: the styled value (typed, canonical JSON) where a style sets
    /// one, else the element's own value; `nil` when neither (or the winner is `current`).
    public func shown(_ description: String) -> JSONValue? {
        if let matched = computedStyle?.values.first(where: { $0.key.description == description })?.value {
            if matched.declaration.keepsCurrentValue { return nil }
            if let typed = matched.typedValue { return typed.resolved(in: ValueContext()).json }
            return .string(matched.declaration.value.cssText)
        }
        guard let given = givenValues.first(where: { $0.key.description == description }) else { return nil }
        switch given.value {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .image(let name): return .object([("name", .string(name))])
        }
    }

    /// All elements of the subtree, depth first (children, then nested elements), walked
    /// without recursion.
    public var all: [TestElement] {
        var result: [TestElement] = []
        var stack: [TestElement] = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: (element.styleChildren + element.styleNestedElements).reversed())
        }
        return result
    }

    /// The first element of the subtree (depth first) with the id `id`.
    public func element(withID id: String) -> TestElement? {
        all.first { $0.styleID == id }
    }

    /// `UILabel#title.caption` path from the root, to name elements in failures.
    public var path: String {
        var names: [String] = []
        var element: TestElement? = self
        while let current = element {
            var name = current.styleTypeChain.canonical
            if let styleID = current.styleID { name += "#" + styleID }
            for styleClass in current.styleClasses { name += "." + styleClass }
            names.append(name)
            element = current.styleParent
        }
        return names.reversed().joined(separator: " > ")
    }
}

/// The front door's backend of test elements: `TestElement` trees built from layout
/// documents (without recursion), laid out by `ElementTreeLayout` with no content sizes.
public struct TestBackend: LayoutBackend {
    public init() {}

    public func makeTree(from document: LayoutDocument) -> TestElement? {
        guard let description = document.root else { return nil }
        let root = TestElement(describing: description)
        var pending = [(description, root)]
        while let (element, made) = pending.popLast() {
            for child in element.children {
                pending.append((child, made.add(TestElement(describing: child))))
            }
        }
        root.styleSheetGroups = document.rootStyleSheetGroups
        return root
    }

    public func layOut(_ root: TestElement, environment: StyleEnvironment) {
        ElementTreeLayout<TestElement>(environment: environment).layout(root)
    }
}

/// Loads a stylesheet from text.
public func sheet(_ text: String, name: String = "test.css") -> StyleSheet {
    StyleSheetLoader(sourceLoader: InMemorySourceLoader([name: text])).load(name)
}
