import LiveryCore
import LiveryDocument
import Testing

/// Element names, aliases, custom types and `implementation`.
struct ElementTypeTests {
    @Test(arguments: [
        ("view", "UIView"), ("label", "UILabel"), ("text", "UILabel"), ("button", "UIButton"),
        ("image", "UIImageView"), ("imageView", "UIImageView"), ("textField", "UITextField"),
        ("textInput", "UITextField"), ("textView", "UITextView"), ("textArea", "UITextView"),
        ("switch", "UISwitch"), ("toggle", "UISwitch"), ("slider", "UISlider"), ("stepper", "UIStepper"),
        ("progressView", "UIProgressView"), ("activityIndicator", "UIActivityIndicatorView"),
        ("scrollView", "UIScrollView"), ("tableView", "UITableView"), ("tableViewCell", "UITableViewCell"),
        ("cell", "UITableViewCell"), ("collectionView", "UICollectionView"),
        ("collectionViewCell", "UICollectionViewCell"), ("viewController", "UIViewController"),
        ("UILabel", "UILabel"), ("uilabel", "UILabel"), ("LABEL", "UILabel"), ("uiText", "UILabel"),
        ("UIToggle", "UISwitch"), ("toolbar", "UIToolbar"), ("UISearchBar", "UISearchBar"),
        ("navigationBar", "UINavigationBar"), ("stackView", "UIStackView"), ("activityIndicatorView", "UIActivityIndicatorView"),
    ])
    func knownElementNames(name: String, type: String) throws {
        let document = LayoutTest.load("<\(name)/>")
        let root = try #require(document.root)
        #expect(root.typeName == type)
        #expect(root.elementName == name)
        #expect(document.diagnostics.isEmpty || root.isViewController)
    }

    @Test(arguments: [
        ("button", ["UIButton", "UIControl", "UIView", "UIResponder", "NSObject"]),
        ("textArea", ["UITextView", "UIScrollView", "UIView", "UIResponder", "NSObject"]),
        ("cell", ["UITableViewCell", "UIView", "UIResponder", "NSObject"]),
        ("viewController", ["UIViewController", "UIResponder", "NSObject"]),
        ("MyCard", ["MyCard", "UIView", "UIResponder", "NSObject"]),
        ("uiFancy", ["uiFancy", "UIView", "UIResponder", "NSObject"]),
    ])
    func typeChains(name: String, chain: [String]) {
        #expect(TypeRegistry().typeChain(element: name).names == chain)
    }

    @Test func customElementsKeepTheirSpellingAndLoadWithoutDiagnostics() throws {
        let document = LayoutTest.load("<view><RatingStars id=\"stars\"/><badgeView/></view>")
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root.children.map(\.typeName) == ["RatingStars", "badgeView"])
        #expect(root.children[0].isKind(of: "UIView"))
        #expect(!root.children[0].isKind(of: "UIControl"))
    }

    @Test(arguments: [
        ("<button implementation=\"MyButton\"/>", ["MyButton", "UIButton", "UIControl", "UIView", "UIResponder", "NSObject"]),
        ("<label impl=\"BadgeLabel\"/>", ["BadgeLabel", "UILabel", "UIView", "UIResponder", "NSObject"]),
        ("<view implementation=\"UIStackView\"/>", ["UIStackView", "UIView", "UIResponder", "NSObject"]),
        ("<cell implementation=\"MessageCell\"/>", ["MessageCell", "UITableViewCell", "UIView", "UIResponder", "NSObject"]),
        ("<viewController implementation=\"InboxViewController\"><view/></viewController>",
         ["InboxViewController", "UIViewController", "UIResponder", "NSObject"]),
        ("<MyCard implementation=\"SpecialCard\"/>", ["SpecialCard", "MyCard", "UIView", "UIResponder", "NSObject"]),
    ])
    func implementationMakesACustomSubclass(xml: String, chain: [String]) throws {
        let document = LayoutTest.load(xml)
        let root = try #require(document.root)
        #expect(root.typeChain.names == chain)
        #expect(root.implementation == chain.first)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func registeredTypesUseTheirSuperclass() throws {
        let registry = TypeRegistry()
        registry.register("AvatarView", superclass: "imageView")
        registry.register("PrimaryButton", superclass: "FancyButton")
        registry.register("FancyButton", superclass: "UIButton")
        let document = LayoutTest.load("<view><avatarview/><button implementation=\"PrimaryButton\"/></view>", registry: registry)
        let root = try #require(document.root)
        #expect(root.children[0].typeChain.names == ["AvatarView", "UIImageView", "UIView", "UIResponder", "NSObject"])
        #expect(root.children[1].typeChain.names == ["PrimaryButton", "FancyButton", "UIButton", "UIControl", "UIView", "UIResponder", "NSObject"])
        #expect(registry.isKnown("avatarView"))
        registry.unregister("AvatarView")
        #expect(!registry.isKnown("AvatarView"))
    }

    @Test func registeringAKnownNameOrACycleIsHarmless() {
        let registry = TypeRegistry()
        registry.register("label", superclass: "UIButton")
        registry.register("Alpha", superclass: "Beta")
        registry.register("Beta", superclass: "Alpha")
        #expect(registry.typeChain(for: "label").names == ["UILabel", "UIView", "UIResponder", "NSObject"])
        #expect(registry.typeChain(for: "Alpha").names == ["Alpha", "Beta"])
    }

    @Test func aliasesAndReservedNames() {
        #expect(ElementNames.canonical("textinput") == "UITextField")
        #expect(ElementNames.canonical("UIImage") == "UIImageView")
        #expect(ElementNames.canonical("Unknown") == nil)
        #expect(ElementNames.reserved == ["layout", "style"])
    }
}
