/// A value whose instances form a tree through their children (a layout element as a
/// document describes it, a drawing of an element). The children live in a `ChildList`,
/// which releases a tree of any depth without recursion; `children` reads and writes them
/// like an array.
public protocol ChildListNode {
    /// Where the children are kept (`nil`: none). Use `children`.
    var childList: ChildList<Self>? { get set }
}

extension ChildListNode {
    /// The children in order; the list is copied first when another value shares it.
    public var children: [Self] {
        get { childList?.elements ?? [] }
        set {
            if newValue.isEmpty {
                childList = nil
            } else if isKnownUniquelyReferenced(&childList) {
                childList?.elements = newValue
            } else {
                childList = ChildList(newValue)
            }
        }
        _modify {
            if !isKnownUniquelyReferenced(&childList) { childList = ChildList(childList?.elements ?? []) }
            yield &childList!.elements
            if childList?.elements.isEmpty == true { childList = nil }
        }
    }

    /// Builds the tree of values for the tree under `root` (any tree, read through
    /// `children`), without recursion: `make` makes each value without children, then
    /// `finish` receives it with its finished children, children before parents.
    public static func tree<Source>(from root: Source, children: (Source) -> [Source], make: (Source) -> Self,
                                    finish: (inout Self, [Self]) -> Void = { $0.children = $1 }) -> Self {
        // Each open value: the value, its sources still to do (last first), its values done.
        var stack: [(value: Self, remaining: [Source], done: [Self])] = [(make(root), children(root).reversed(), [])]
        while true {
            if let source = stack[stack.count - 1].remaining.popLast() {
                stack.append((make(source), children(source).reversed(), []))
                continue
            }
            var finished = stack.removeLast()
            finish(&finished.value, finished.done)
            if stack.isEmpty { return finished.value }
            stack[stack.count - 1].done.append(finished.value)
        }
    }

    /// Calls `body` on this value and each of its descendants in document order (parents
    /// first), letting it change them; any depth works.
    public mutating func updateInDocumentOrder(_ body: (inout Self) -> Void) {
        let root = self
        childList = nil
        self = Self.tree(from: root, children: \.children, make: { node in
            var node = node
            node.childList = nil
            body(&node)
            return node
        })
    }
}

/// The children of a `ChildListNode`. Changed only while uniquely referenced (the node
/// copies it first otherwise), so sharing it between threads is safe.
public final class ChildList<Node: ChildListNode>: @unchecked Sendable {
    var elements: [Node]

    init(_ elements: [Node]) { self.elements = elements }

    /// Releasing a node releases its children, whose release would run inside it, and so
    /// on down the tree: instead, the children of each node about to go are taken out and
    /// released here, one after the other.
    deinit {
        var released = elements
        elements = []
        while var node = released.popLast() {
            guard isKnownUniquelyReferenced(&node.childList), let list = node.childList else { continue }
            released.append(contentsOf: list.elements)
            list.elements = []
        }
    }
}
