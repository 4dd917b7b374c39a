import ArgumentParser
import LiveryCore
import LiveryFormats
import LiveryViews

/// Options of the commands that style a layout: which files, which device, which cascade.
struct ScreenOptions: ParsableArguments {
    @Option(name: .long, help: "The layout XML file.")
    var layout: String

    @Option(name: .long, help: "A stylesheet, loaded in the order given (repeatable).")
    var stylesheet: [String] = []

    @Option(name: .long, help: "An environment setting KEY=VALUE (repeatable): \(StyleEnvironment.keys.joined(separator: ", ")).")
    var env: [String] = []

    @Option(name: .long, help: "How competing declarations are ordered: specificity or source-order.")
    var cascade: CascadeModeArgument = .specificity

    /// The files given: the layout and the stylesheets.
    var inputs: [String] { [layout] + stylesheet }

    /// The environment the settings describe.
    func environment() throws -> StyleEnvironment {
        var environment = StyleEnvironment()
        for setting in env {
            do {
                try environment.apply(setting)
            } catch {
                throw ValidationError("--env \(setting): \(error.description)")
            }
        }
        return environment
    }

    /// Loads (with `reader`: every dialect), styles and lays out the layout.
    func screen(_ reader: FormatLoader) throws -> StyledScreen {
        StyledScreen(layoutPath: layout, stylesheetPaths: stylesheet, environment: try environment(), mode: cascade.mode,
                     reader: reader)
    }
}

/// `--cascade specificity|source-order`.
enum CascadeModeArgument: String, ExpressibleByArgument, CaseIterable {
    case specificity
    case sourceOrder = "source-order"

    var mode: CascadeMode { self == .specificity ? .specificity : .sourceOrder }
}
