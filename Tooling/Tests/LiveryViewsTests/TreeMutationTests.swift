import LiveryValues
import LiveryDocument
import LiveryCore
import Testing
@testable import LiveryViews

/// Changing the tree keeps parents, children and indexes consistent, and reports changes.
struct TreeMutationTests {
    func makeTree() -> ViewNode {
        let root = ViewNode("view", id: "root")
        for name in ["a", "b", "c"] { root.addChild(ViewNode("label", id: name)) }
        return root
    }

    func check(_ node: ViewNode, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, child) in node.children.enumerated() {
            #expect(child.indexInParent == index, sourceLocation: sourceLocation)
            #expect(child.parent === node, sourceLocation: sourceLocation)
            check(child, sourceLocation: sourceLocation)
        }
    }

    func ids(_ node: ViewNode) -> [String] { node.children.map { $0.id ?? "?" } }

    @Test func addAndInsertKeepIndexes() {
        let root = makeTree()
        root.insertChild(ViewNode("button", id: "first"), at: 0)
        root.insertChild(ViewNode("button", id: "end"), at: 99)
        root.insertChild(ViewNode("button", id: "mid"), at: 2)
        #expect(ids(root) == ["first", "a", "mid", "b", "c", "end"])
        check(root)
    }

    @Test func removeKeepsIndexes() throws {
        let root = makeTree()
        let b = try #require(root.element(withID: "b"))
        b.removeFromParent()
        #expect(b.parent == nil)
        #expect(b.indexInParent == 0)
        #expect(ids(root) == ["a", "c"])
        check(root)
        let removed = root.removeChild(at: 0)
        #expect(removed.id == "a")
        #expect(ids(root) == ["c"])
        check(root)
        b.removeFromParent()
        root.removeAllChildren()
        #expect(root.children.isEmpty)
    }

    @Test(arguments: [(0, ["b", "c", "a"]), (1, ["b", "c", "a"]), (2, ["b", "c", "a"]), (-5, ["a", "b", "c"])])
    func movingWithinTheSameParent(position: Int, expected: [String]) throws {
        let root = makeTree()
        let a = try #require(root.children.first)
        root.insertChild(a, at: position == -5 ? 0 : 2)
        #expect(ids(root) == expected)
        check(root)
    }

    @Test func movingToAnotherParent() throws {
        let root = makeTree()
        let other = ViewNode("view", id: "other")
        root.addChild(other)
        let a = try #require(root.element(withID: "a"))
        other.addChild(a)
        #expect(ids(root) == ["b", "c", "other"])
        #expect(ids(other) == ["a"])
        #expect(a.root === root)
        #expect(a.depth == 2)
        check(root)
    }

    @Test func nestedElementsAreNotChildren() throws {
        let button = ViewNode("button")
        let title = ViewNode("label")
        button.setNestedElement(title, at: "titleLabel")
        #expect(button.children.isEmpty)
        #expect(button.nestedElement(at: "titleLabel") === title)
        #expect(title.parent === button)
        #expect(title.styleNestedKeyPath == "titleLabel")
        let replacement = ViewNode("label")
        button.setNestedElement(replacement, at: "titleLabel")
        #expect(title.parent == nil)
        #expect(button.styleNestedElements.count == 1)
        button.addChild(replacement)
        #expect(replacement.nestedKeyPath == nil)
        #expect(button.nestedElements.isEmpty)
        #expect(button.children.count == 1)
    }

    @Test func classesStayUnique() {
        let node = ViewNode("view", classes: ["a", "a", "", "b"])
        #expect(node.classes == ["a", "b"])
        node.addClass("c")
        node.addClass("a")
        node.removeClass("b")
        #expect(node.classes == ["a", "c"])
        #expect(node.hasClass("c"))
        node.setClasses(["x", "x", "y"])
        #expect(node.styleClasses == ["x", "y"])
    }

    @Test func stateChangesUpdateGivenValues() throws {
        let document = LayoutTest.load("<button enabled=\"false\" selected=\"true\">Go</button>")
        let button = try #require(document.root)
        button.setState(.disabled, false)
        button.setState([.selected], false)
        button.setState(.highlighted, true)
        #expect(button.styleState == [.highlighted])
        #expect(LayoutTest.given(button) == ["enabled=true", "selected=false", "title(normal)=Go", "highlighted=true"])
    }

    @Test func changesReachTheNearestObserver() throws {
        let root = makeTree()
        var changes: [String] = []
        root.changeObserver = { node, change in
            let what: String
            switch change {
            case .classes(let names): what = "classes \(names.sorted())"
            case .id(let old, let new): what = "id \(old ?? "-")→\(new ?? "-")"
            case .state: what = "state"
            case .structure: what = "structure"
            case .inlineStyle: what = "inline"
            }
            changes.append("\(node.id ?? "?"): \(what)")
        }
        let b = try #require(root.element(withID: "b"))
        b.addClass("x")
        b.addClass("x")
        b.id = "bee"
        b.setState(.selected, true)
        b.setState(.selected, true)
        b.inlineStyle = []
        b.removeFromParent()
        root.insertChild(ViewNode("view", id: "new"), at: 0)
        #expect(changes == ["b: classes [\"x\"]", "bee: id b→bee", "bee: state", "bee: inline", "c: structure", "new: structure"])
    }

    @Test func stylableElementSlots() {
        let node = ViewNode("label")
        #expect(node.computedStyle == nil)
        node.applyComputedStyle(ComputedStyle())
        #expect(node.computed != nil)
        node.frame = Frame(x: 1, y: 2, width: 30, height: 40)
        #expect(node.frame?.maxX == 31)
        #expect(node.frame?.maxY == 42)
        #expect(!node.isStylingDisabled)
        #expect(node.disabledProperties.isEmpty)
    }
}
