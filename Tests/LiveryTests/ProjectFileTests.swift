import Foundation
import Livery
import LiveryCore
import LiveryDocument
import LiveryFormats
import LiveryTestSupport
import Testing

/// `livery.json` declares a project's classes, properties, pseudo classes and dialect once,
/// for every command (found from the current folder upward) and for the app.
struct ProjectFileTests {
    static let project = """
        {
          "dialect": "uiss",
          "classes": { "RSCardShowButton": "UIButton", "RSFancyCardButton": "RSCardShowButton" },
          "properties": [ { "name": "badgeCount", "type": "number", "on": "RSCardShowButton" },
                          { "name": "tone", "type": "enum textAlignment", "on": "RSFancyCardButton" } ],
          "pseudoClasses": [ "wide" ]
        }
        """

    @Test func aProjectsClassesPropertiesPseudoClassesAndDialectReachTheReader() throws {
        let folder = try Fixtures.scratchFolder(["livery.json": Self.project,
                                                 "theme.css": """
                                                     RSFancyCardButton:wide { titleColor(highlighted): red; badgeCount: 3; tone: center; }
                                                     """])
        let path = try #require(LiveryProject.find(from: folder.path))
        let project = try LiveryProject.load(path: path)
        var reader = FormatLoader()
        let problems = project.apply(to: &reader, types: TypeRegistry())
        #expect(problems.isEmpty)
        #expect(reader.defaultFormat == .uiss)
        reader.defaultFormat = .livery
        let sheet = reader.load(folder.appendingPathComponent("theme.css").path)
        #expect(sheet.diagnostics.isEmpty, "a UIButton subclass's own and inherited properties, a registered pseudo class: \(sheet.diagnostics)")
        #expect(reader.catalog.chain(of: "RSFancyCardButton").prefix(3) == ["RSFancyCardButton", "RSCardShowButton", "UIButton"])
    }

    @Test func theNearestProjectFileIsFoundFromAFolderBelow() throws {
        let folder = try Fixtures.scratchFolder(["livery.json": "{}", "screens/login/login.css": ""])
        let found = LiveryProject.find(from: folder.appendingPathComponent("screens/login").path)
        #expect(found.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
                == folder.appendingPathComponent("livery.json").resolvingSymlinksInPath().path)
    }

    @Test func whatCannotBeUsedIsSaid() throws {
        let project = try JSONDecoder().decode(LiveryProject.self, from: Data("""
            { "dialect": "klingon", "properties": [ { "name": "x", "type": "colour", "on": "UIView" } ] }
            """.utf8))
        var reader = FormatLoader()
        let problems = project.apply(to: &reader, types: TypeRegistry())
        #expect(problems == ["property 'x': unknown type 'colour'", "unknown dialect 'klingon'"])
        let folder = try Fixtures.scratchFolder(["livery.json": "{ not json"])
        #expect(throws: ProjectError.self) { try LiveryProject.load(path: folder.appendingPathComponent("livery.json").path) }
    }
}
