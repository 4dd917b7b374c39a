import LiveryCore
import Testing
@testable import LiveryViews

/// `<viewController>` wraps its root view: the controller is an element and the parent
/// of that view.
struct ViewControllerTests {
    @Test func theControllerIsTheParentOfItsRootView() throws {
        let document = LayoutTest.load("<viewController id=\"c\" implementation=\"HomeViewController\">\n  <view id=\"root\"><label/></view>\n</viewController>")
        #expect(document.diagnostics.isEmpty)
        let controller = try #require(document.root)
        #expect(controller.isViewController)
        #expect(controller.typeChain.names == ["HomeViewController", "UIViewController", "UIResponder", "NSObject"])
        let view = try #require(controller.children.first)
        #expect(view.id == "root")
        #expect(view.parent === controller)
        #expect(view.styleParent === controller)
    }

    @Test func selectorsSeeTheControllerInTheChain() throws {
        let document = LayoutTest.load("""
        <layout>
          <style>^UIViewController > view > label { alpha: 0.5; }</style>
          <viewController implementation="HomeViewController"><view><label/></view></viewController>
        </layout>
        """)
        #expect(document.diagnostics.isEmpty)
        let selector = try #require(document.styleSheets.first?.rules.first?.selectors.first)
        let label = try #require(document.root?.children.first?.children.first)
        #expect(SelectorMatcher().matches(selector, label))
    }

    @Test func aNestedControllerWrapsItsOwnRoot() throws {
        let document = LayoutTest.load("<view><navigationController><viewController><view id=\"inner\"/></viewController></navigationController></view>")
        #expect(document.diagnostics.isEmpty)
        let inner = try #require(document.element(withID: "inner"))
        #expect(inner.parent?.typeName == "UIViewController")
        #expect(inner.parent?.parent?.typeName == "UINavigationController")
        #expect(inner.depth == 3)
    }

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
