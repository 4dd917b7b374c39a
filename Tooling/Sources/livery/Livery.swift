import ArgumentParser
import Foundation
import Livery
import LiveryCore
import LiveryFormats
import LiverySyntax

/// The `livery` command-line tool: a thin layer over the Livery libraries.
@main
struct Livery: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "livery",
        abstract: "CSS-grade styling, theming and layout for native Swift user interfaces.",
        version: "0.1.0",
        subcommands: [CheckCommand.self, DumpCommand.self, StyleCommand.self, ExplainCommand.self, RenderCommand.self,
                      ConvertCommand.self, FormatCommand.self, LspCommand.self, ServeCommand.self, ServeWorkerCommand.self]
    )

    /// Runs the tool with Livery's exit statuses: 0 ok, 1 the input had errors, 2 usage error.
    /// (`serve` runs asynchronously; every other command synchronously, as before.)
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let exit as ExitCode {
            Self.exit(withError: exit)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Self.exit(withError: error) // help or version
            }
            var stderr = StandardError()
            print(fullMessage(for: error), to: &stderr)
            Self.exit(withError: ExitCode(2))
        }
    }
}

/// Output format of a command.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// Options every command shares.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    @OptionGroup var dialectOption: DialectOption

    @Option(name: .customLong("allow-import"),
            help: ArgumentHelp("A folder (or file) @imports may read besides the folders of the files given (repeatable).",
                               valueName: "path"))
    var allowImport: [String] = []

    /// The dialect given with `--dialect` (`nil`: none).
    var dialect: StyleSheetFormat? { dialectOption.dialect }

    /// Reads stylesheets of every dialect, `--dialect` for those whose extension names none;
    /// their `@import`s may read inside the folders of `inputs` (the files and folders the
    /// command was given) and of `--allow-import`, nowhere else.
    ///
    /// The nearest project file (`livery.json`, from the current folder upward) adds the
    /// project's classes, properties, pseudo classes and dialect; `--dialect` wins over its
    /// dialect.
    func reader(inputs: [String]) -> FormatLoader {
        var reader = dialectOption.reader()
        if let path = LiveryProject.find(from: FileManager.default.currentDirectoryPath) {
            do {
                let project = try LiveryProject.load(path: path)
                for problem in project.apply(to: &reader) {
                    FileHandle.standardError.write(Data("\(path): warning: \(problem)\n".utf8))
                }
                if let dialect { reader.defaultFormat = dialect }
            } catch {
                FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            }
        }
        reader.allowedImportRoots = importRoots(inputs: inputs)
        return reader
    }

    /// The folders of `inputs` (a folder itself, a file its folder) and `--allow-import`,
    /// each once.
    func importRoots(inputs: [String]) -> [String] {
        let folders = inputs.map { path -> String in
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
            let folder = Paths.directory(of: path)
            return folder.isEmpty ? "." : folder
        }
        var seen: Set<String> = []
        return (folders + allowImport).filter { seen.insert(Paths.normalize($0)).inserted }
    }
}

/// `--dialect NAME`: how every command that reads stylesheets reads those whose extension
/// names no dialect.
struct DialectOption: ParsableArguments {
    @Option(name: .long, help: "The dialect of stylesheets whose extension names none (.css): livery, uiss, reflektor, nimbus or nui. .json is UISS, .rflk ReflektorKit and .nss NUI whatever this says.")
    var dialect: StyleSheetFormat?

    /// Reads stylesheets of every dialect, `--dialect` for those whose extension names none.
    func reader() -> FormatLoader {
        FormatLoader(defaultFormat: dialect ?? .livery)
    }
}

extension StyleSheetFormat: @retroactive ExpressibleByArgument {}
