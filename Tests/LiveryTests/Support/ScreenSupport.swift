import Livery
import LiveryCore
import LiveryFormats
import LiveryTestSupport

/// Screens of test elements through the front door, from text in memory.
enum TestScreen {
    /// A layout and a stylesheet in memory (`screen.xml`, `screen.css`) styled and laid out
    /// as test elements, under the environment of `KEY=VALUE` settings (as `--env`).
    static func styled(_ layout: String, css: String = "", environment settings: [String] = []) -> StyledLayout<TestBackend> {
        var environment = StyleEnvironment()
        for setting in settings { try! environment.apply(setting) }
        let reader = FormatLoader(sourceLoader: InMemorySourceLoader(["screen.xml": layout, "screen.css": css]))
        return StyledLayout(layoutPath: "screen.xml", stylesheetPaths: css.isEmpty ? [] : ["screen.css"],
                            environment: environment, reader: reader, backend: TestBackend())
    }
}
