import Foundation
import LiveryTestSupport
import LiveryToolingTestSupport
import Testing

/// Every command reads the nearest `livery.json` from the folder it runs in upward.
struct ProjectFileCLITests {
    @Test func checkKnowsTheProjectsClassesAndPropertiesFromAFolderBelow() throws {
        let folder = try Fixtures.scratchFolder([
            "livery.json": #"{ "classes": { "RSCardShowButton": "UIButton" }, "properties": [ { "name": "badgeCount", "type": "number", "on": "RSCardShowButton" } ] }"#,
            "styles/cards.css": "RSCardShowButton { titleColor(highlighted): red; badgeCount: 3; }\n",
        ])
        let styles = folder.appendingPathComponent("styles")
        let withProject = try LiveryProcess.run(["check", "--format", "json", "cards.css"], in: styles)
        #expect(withProject.status == 0, "\(withProject.stdout)\(withProject.stderr)")
        #expect(!withProject.stdout.contains("property.unknown"))

        try FileManager.default.removeItem(at: folder.appendingPathComponent("livery.json"))
        let without = try LiveryProcess.run(["check", "--format", "json", "cards.css"], in: styles)
        #expect(without.stdout.contains("property.unknown"), "without the project file, badgeCount is unknown")
    }
}
