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
}
