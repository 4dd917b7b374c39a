import ArgumentParser
import Foundation
import LiveryLanguageServer

/// `livery lsp`: the language server for editors, over standard input and output.
struct LspCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "A language server for editors, over stdio: diagnostics of stylesheets (every dialect) and layouts, and formatting.",
        discussion: """
        Speaks the Language Server Protocol on standard input and output. Open files are checked \
        as 'livery serve' checks a saved file, each seeing the variables of every stylesheet of \
        the workspace's folder; 'Format Document' applies 'livery format'. Exits 0 after the \
        client's shutdown and exit, 1 when the input ends or breaks the protocol's framing.
        """
    )

    func run() async throws {
        let output = OutputChannel(handle: FileHandle.standardOutput)
        let status = await LanguageServer.run(input: FileHandle.standardInput.fileDescriptor, output: output,
                                              workerExecutable: Bundle.main.executablePath)
        if status != 0 { throw ExitCode(status) }
    }
}
