import LiveryTestSupport
import LiveryToolingTestSupport
import Foundation
import Testing

/// End-to-end golden tests of `livery style` and `livery explain`: the built binary on
/// fixture layouts and stylesheets, output compared with checked-in files
/// (`Tests/Fixtures/style/NAME.golden`; re-record with `LIVERY_RECORD=1`).
struct StyleGoldenTests {
    static let cases: [(name: String, arguments: [String])] = [
        ("login.style.json", ["style", "--format", "json", "--layout", "login.xml", "--stylesheet", "login.css"]),
        ("login-dark.style.json", ["style", "--format", "json", "--layout", "login.xml", "--stylesheet", "login.css",
                                   "--env", "color-scheme=dark"]),
        ("login-pad.style.json", ["style", "--format", "json", "--layout", "login.xml", "--stylesheet", "login.css",
                                  "--env", "idiom=pad", "--env", "screen=820x1180", "--env", "scale=2"]),
        ("login-source-order.style.txt", ["style", "--cascade", "source-order", "--layout", "login.xml", "--stylesheet", "login.css"]),
        ("relative.style.json", ["style", "--format", "json", "--layout", "relative.xml", "--stylesheet", "relative.css"]),
        ("relative-landscape.style.txt", ["style", "--layout", "relative.xml", "--stylesheet", "relative.css",
                                          "--env", "orientation=landscape"]),
        ("web.style.json", ["style", "--format", "json", "--layout", "web.xml", "--stylesheet", "web.css"]),
        ("explain-sign-in.txt", ["explain", "--layout", "login.xml", "--stylesheet", "login.css", "--element", "sign-in"]),
        ("explain-heading.json", ["explain", "--format", "json", "--layout", "login.xml", "--stylesheet", "login.css",
                                  "--element", "heading"]),
    ]

    static let folder = LiveryProcess.fixtures.appendingPathComponent("style")

    @Test(arguments: cases.map(\.name))
    func outputMatchesGolden(_ name: String) throws {
        let arguments = try #require(Self.cases.first { $0.name == name }?.arguments)
        let result = try LiveryProcess.run(arguments, in: Self.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        try GoldenFiles.assertMatches(result.stdout, golden: Self.folder.appendingPathComponent(name + ".golden"))
    }

    @Test func styleJSONHasTheContractShape() throws {
        let result = try LiveryProcess.run(["style", "--format", "json", "--layout", "login.xml", "--stylesheet", "login.css"],
                                           in: Self.folder)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["id"] as? String == "login")
        #expect(root["type"] as? String == "UIView")
        #expect(root["classes"] as? [String] == ["screen", "form"])
        #expect(root["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 390, "height": 844])
        let children = try #require(root["children"] as? [[String: Any]])
        let signIn = try #require(children.first { $0["id"] as? String == "sign-in" })
        let properties = try #require(signIn["properties"] as? [String: Any])
        #expect(properties["backgroundColor"] as? String == "#0a84ffff")
        #expect(properties["titleColor(normal)"] as? String == "#ffffffff")
        #expect(properties["titleColor(disabled)"] as? String == "#ffffff80")
        #expect(properties["layer.cornerRadius"] as? Double == 10)
        #expect(properties["alpha"] as? Double == 0.6)
        #expect(properties["enabled"] as? Bool == false)
        #expect(properties["title(normal)"] as? String == "Sign in")
        let font = try #require(properties["titleLabel.font"] as? [String: Any])
        #expect(font["weight"] as? String == "bold")
        let spinner = try #require(children.first { $0["id"] as? String == "spinner" })
        #expect((spinner["properties"] as? [String: Any])?["hidden"] as? Bool == true)
        #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func unknownElementIsAUsageError() throws {
        let result = try LiveryProcess.run(["explain", "--layout", "login.xml", "--stylesheet", "login.css", "--element", "nope"],
                                           in: Self.folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no element with id 'nope'"))
    }

    @Test func badEnvironmentSettingIsAUsageError() throws {
        let result = try LiveryProcess.run(["style", "--layout", "login.xml", "--env", "idiom=watch"], in: Self.folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("invalid value 'watch' for idiom"))
    }

    @Test func styleErrorsStillPrintJSONAndExitOne() throws {
        let folder = try Fixtures.scratchFolder([
            "a.xml": "<view id=\"a\" style=\"alpha: nope\"><label id=\"b\">Hi</label></view>",
            "a.css": "label { textColor: notacolor(1); }",
        ])
        let result = try LiveryProcess.run(["style", "--format", "json", "--layout", "a.xml", "--stylesheet", "a.css"], in: folder)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["root"] as? [String: Any])?["id"] as? String == "a")
        let ids = (json["diagnostics"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids?.count == 2)
    }

    @Test func checkValidatesAWholeProjectFolder() throws {
        let folder = try Fixtures.scratchFolder([
            "styles/theme.css": "@accent: red;",
            "styles/screen.css": ".a { tintColor: @accent; }",
            "layouts/home.xml": "<layout><style>.b { alpha: @accent; }</style><view style=\"textColor: @accent\"/></layout>",
            "legacy/theme.json": "{ \"UILabel\": { \"textColor\": \"red\" } }",
        ])
        let result = try LiveryProcess.run(["check", "."], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "checked 4 files: 1 error, 1 warning\n")
        #expect(result.stderr.contains("./layouts/home.xml:1:28: error: expected a number, found"))
    }
}
