import LiverySyntax

/// Text of element trees of any depth: written with explicit stacks (no recursion), with
/// indentation that stops growing past `maximumIndentLevel`, so the text of a tree
/// thousands of levels deep stays in proportion to its number of elements (indenting every
/// line by its full depth would make it grow with the square of the depth).
public enum TreeText {
    /// The deepest indentation level shown; deeper lines are indented as this one.
    public static let maximumIndentLevel = 64

    /// The indentation of `level` levels of `unit`, capped at `maximumIndentLevel`.
    public static func indent(_ level: Int, unit: String = "  ") -> String {
        String(repeating: unit, count: min(level, maximumIndentLevel))
    }

    /// Appends the JSON of a tree of objects to `out`, as `JSONValue.prettyText` would write
    /// it with the node object at `level`: each node's `members`, then its children under
    /// `childrenKey` (last).
    public static func appendJSON<Node>(_ root: Node, level: Int, childrenKey: String, to out: inout String,
                                        members: (Node) -> [(String, JSONValue)], children: (Node) -> [Node]) {
        // Each node whose children are being written: its children, the next one, its level.
        var stack: [(children: [Node], next: Int, level: Int)] = []
        func newline(_ level: Int) { out += "\n" + indent(level) }
        func open(_ node: Node, level: Int) {
            out += "{"
            for (key, value) in members(node) {
                newline(level + 1)
                out += JSONValue.string(key).compactText + ": " + value.prettyText.replacing("\n", with: "\n" + indent(level + 1))
                out += ","
            }
            newline(level + 1)
            out += JSONValue.string(childrenKey).compactText + ": "
            let nodes = children(node)
            if nodes.isEmpty {
                out += "[]"
                newline(level)
                out += "}"
            } else {
                out += "["
                stack.append((nodes, 0, level))
            }
        }
        open(root, level: level)
        while let top = stack.last {
            if top.next < top.children.count {
                if top.next > 0 { out += "," }
                newline(top.level + 2)
                stack[stack.count - 1].next += 1
                open(top.children[top.next], level: top.level + 2)
            } else {
                stack.removeLast()
                newline(top.level + 1)
                out += "]"
                newline(top.level)
                out += "}"
            }
        }
    }

    /// The elements of the tree under `root` with their depth (0 at `root`), in document
    /// order, without recursion.
    public static func preorder<Node>(_ root: Node, children: (Node) -> [Node]) -> [(node: Node, depth: Int)] {
        var result: [(node: Node, depth: Int)] = []
        var stack: [(node: Node, depth: Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            result.append((node, depth))
            for child in children(node).reversed() { stack.append((child, depth + 1)) }
        }
        return result
    }

    /// Visits the tree under `root` in document order without recursion: `open` on the way
    /// down (returning whether to visit the node's children and `close` it), `close` once
    /// its children are done.
    public static func walk<Node>(_ root: Node, children: (Node) -> [Node], open: (Node) -> Bool, close: (Node) -> Void) {
        guard open(root) else { return }
        var stack: [(node: Node, children: [Node], next: Int)] = [(root, children(root), 0)]
        while let top = stack.last {
            guard top.next < top.children.count else {
                stack.removeLast()
                close(top.node)
                continue
            }
            stack[stack.count - 1].next += 1
            let child = top.children[top.next]
            if open(child) { stack.append((child, children(child), 0)) }
        }
    }
}
