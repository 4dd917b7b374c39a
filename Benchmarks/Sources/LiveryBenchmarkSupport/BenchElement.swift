import LiveryBenchmarkInputs
import LiveryCore

/// A minimal element for styling benchmarks: what a UIKit view or `ViewNode` exposes to
/// the styling manager, without any view behind it.
public final class BenchElement: StylableElement {
    public let styleTypeChain: TypeChain
    public var styleID: String?
    public var styleClasses: [String]
    public var styleState: ElementState = []
    public weak var styleParent: BenchElement?
    public var styleChildren: [BenchElement] = []
    public var styleIndexInParent = 0
    public var styleNestedKeyPath: String? { nil }
    public var inlineDeclarations: [Declaration] { [] }
    public var isStylingDisabled: Bool { false }
    public var disabledProperties: Set<String> { [] }
    public var styleSheetGroups: Set<String>? { nil }
    public var styleNestedElements: [BenchElement] { [] }
    public private(set) var computedStyle: ComputedStyle?

    public init(typeChain: TypeChain, id: String?, classes: [String]) {
        self.styleTypeChain = typeChain
        self.styleID = id
        self.styleClasses = classes
    }

    public func applyComputedStyle(_ style: ComputedStyle) {
        computedStyle = style
    }

    /// Appends a child.
    public func append(_ child: BenchElement) {
        child.styleParent = self
        child.styleIndexInParent = styleChildren.count
        styleChildren.append(child)
    }
}

extension GeneratedTree {
    /// The tree as Livery elements: each tag is a type below `UIView` (so the catalog types
    /// the UIKit properties); returns the root and every element in breadth-first order.
    public func makeElements() -> (root: BenchElement, all: [BenchElement]) {
        var chains: [String: TypeChain] = [:]
        for tag in Self.tags { chains[tag] = TypeChain([tag, "UIView", "UIResponder", "NSObject"]) }
        var all: [BenchElement] = []
        all.reserveCapacity(nodes.count)
        for node in nodes {
            let element = BenchElement(typeChain: chains[node.tag]!, id: node.id, classes: node.classes)
            if node.parent >= 0 { all[node.parent].append(element) }
            all.append(element)
        }
        return (all[0], all)
    }
}
