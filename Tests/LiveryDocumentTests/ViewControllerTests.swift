import LiveryCore
import LiveryDocument
import Testing

/// `<viewController>` wraps its root view: exactly one child element. (That the controller
/// is the parent of that view in a built tree, and what selectors see: the headless tree's
/// tests.)
struct ViewControllerTests {
    @Test(arguments: [
        ("<viewController/>", ["1:1: error: '<viewController>' must wrap its root view (one child element) [layout.view-controller-children]"], 0),
        ("<viewController layout=\"Home.xml\"/>", [], 0),
        ("<viewController>\n  <view/>\n  <label id=\"x\"/>\n  <view/>\n</viewController>", [
            "3:3: error: '<viewController>' wraps one root view; '<label>' is ignored [layout.view-controller-children]",
            "4:3: error: '<viewController>' wraps one root view; '<view>' is ignored [layout.view-controller-children]",
        ], 1),
        ("<UIViewController>Title</UIViewController>", [
            "1:1: warning: '<UIViewController>' takes no text (only labels, text fields, text views, buttons and image views do); ignored [layout.unexpected-text]",
            "1:1: error: '<UIViewController>' must wrap its root view (one child element) [layout.view-controller-children]",
        ], 0),
    ])
    func oneRootViewExactly(xml: String, expected: [String], children: Int) throws {
        let document = LayoutTest.load(xml)
        #expect(LayoutTest.diagnostics(document) == expected)
        let controller = try #require(document.root)
        #expect(controller.children.count == children)
        #expect(document.element(withID: "x") == nil)
    }
}
