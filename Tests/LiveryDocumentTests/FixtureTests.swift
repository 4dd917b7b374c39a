import LiveryCore
import LiveryDocument
import Testing

/// The fixture screens in `Tests/Fixtures/layouts` (also used by end-to-end tests) are read
/// cleanly and described as intended.
struct FixtureTests {
    @Test(arguments: ["inbox.xml", "login.xml", "settings.xml", "profile.xml"])
    func loadsWithoutDiagnostics(name: String) throws {
        let document = LayoutTest.fixture(name)
        #expect(document.diagnostics.map(\.description) == [])
        #expect(document.root != nil)
        #expect(document.name == name)
    }

    @Test func inbox() throws {
        let document = LayoutTest.fixture("inbox.xml")
        #expect(document.elements.count == 28)
        let messages = try #require(document.element(withID: "messages"))
        #expect(messages.typeName == "UITableView")
        #expect(messages.children.map(\.typeName) == ["UITableViewCell", "UITableViewCell", "UITableViewCell"])
        #expect(messages.children[1].state == .selected)
        let preview = messages.children[0].children[1].children[2]
        #expect(LayoutTest.given(preview) == ["text=Here are the numbers & the charts we talked about."])
        #expect(LayoutTest.given(document.element(withID: "compose")) == ["title(normal)=+"])
        #expect(document.element(withID: "search")?.attribute("accessibilityIdentifier") == "inbox.search")
    }

    @Test func login() throws {
        let document = LayoutTest.fixture("login.xml")
        #expect(document.element(withID: "email")?.typeName == "UITextField")
        #expect(document.element(withID: "remember")?.state == .selected)
        let signIn = try #require(document.element(withID: "sign-in"))
        #expect(signIn.state == .disabled)
        #expect(LayoutTest.given(signIn) == ["enabled=false", "title(normal)=Sign in"])
        #expect(LayoutTest.inline(signIn) == ["height: 48", "marginTop: 24"])
        #expect(LayoutTest.given(document.element(withID: "logo")) == ["image=logo"])
    }

    @Test func settings() throws {
        let document = LayoutTest.fixture("settings.xml")
        let controller = try #require(document.root)
        #expect(controller.typeChain.names == ["SettingsViewController", "UIViewController", "UIResponder", "NSObject"])
        #expect(LayoutTest.given(controller) == ["title=Settings"])
        #expect(controller.children.map(\.id) == ["content"])
        #expect(document.element(withID: "sound")?.state == .disabled)
        #expect(document.element(withID: "text-size")?.typeName == "UISlider")
    }

    @Test func profile() throws {
        let document = LayoutTest.fixture("profile.xml")
        let sheet = try #require(document.styleSheets.first)
        #expect(sheet.rules.count == 4)
        #expect(sheet.rules.map(\.span.start.line) == [7, 12, 16, 17])
        #expect(document.layoutAttributes.map(\.description) == ["title=\"Profile\""])
        #expect(document.rootStyleSheetGroups == [document.file.path] && document.file.path.hasSuffix("/profile.xml"))
        #expect(LayoutTest.inline(document.element(withID: "bio")) == ["numberOfLines: 2"])
        #expect(LayoutTest.given(document.element(withID: "bio")) == ["text=Runner, reader & amateur photographer."])
        // (Which of these rules match the built `follow` button: the headless tree's tests.)
    }
}
