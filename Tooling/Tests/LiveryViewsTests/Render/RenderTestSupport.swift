import Foundation
import LiveryFormats
import LiveryTestSupport
import LiveryCore
import LiveryViews

/// Styled screens for renderer tests: from text in memory or from files of the repository.
enum RenderTest {
    /// The repository's root folder.
    static let root = Fixtures.repository

    /// A screen from a layout and a stylesheet in memory (`screen.xml`, `screen.css`).
    static func screen(_ layout: String, css: String = "", environment: [String] = []) -> StyledScreen {
        let reader = FormatLoader(sourceLoader: InMemorySourceLoader(["screen.xml": layout, "screen.css": css]))
        return StyledScreen(layoutPath: "screen.xml", stylesheetPaths: css.isEmpty ? [] : ["screen.css"],
                            environment: self.environment(environment), reader: reader)
    }

    /// A screen from files, paths relative to the repository's root.
    static func screen(layout: String, stylesheets: [String], environment: [String] = []) -> StyledScreen {
        StyledScreen(layoutPath: root.appendingPathComponent(layout).path,
                     stylesheetPaths: stylesheets.map { root.appendingPathComponent($0).path },
                     environment: self.environment(environment))
    }

    /// The environment of `KEY=VALUE` settings (as `--env`).
    static func environment(_ settings: [String]) -> StyleEnvironment {
        var environment = StyleEnvironment()
        for setting in settings { try! environment.apply(setting) }
        return environment
    }

    /// The lines of `text` that contain `fragment`, trimmed.
    static func lines(_ text: String, containing fragment: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(fragment) }
    }
}
