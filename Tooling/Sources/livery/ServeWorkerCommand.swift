import ArgumentParser
import Foundation
import LiveryDevServer
import LiveryFormats

/// `livery serve-worker FOLDER` (internal, not listed): one check or preview job of `livery
/// serve`, in a child process with a memory budget, so no file can stall or kill the server.
/// The job comes as JSON on stdin, the result goes as JSON to stdout (`ServeWorker`).
struct ServeWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-worker",
        abstract: "Internal: one check or preview job of livery serve.",
        shouldDisplay: false
    )

    @Argument(help: "The served folder.")
    var folder: String

    @Option(name: .long, help: "The most address space the job may use, in bytes (0: no limit).")
    var memoryLimit = 0

    @OptionGroup var dialectOption: DialectOption

    func run() throws {
        let status = ServeWorker.main(folder: folder, defaultFormat: dialectOption.dialect ?? .livery, memoryLimit: memoryLimit)
        if status != 0 { throw ExitCode(status) }
    }
}
