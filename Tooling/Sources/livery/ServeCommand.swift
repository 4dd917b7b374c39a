import ArgumentParser
import Foundation
import LiveryDevServer
import LiveryFormats
import Logging

/// `livery serve DIR`: the live-reload server and browser preview for a folder.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a folder's stylesheets and layouts with live reload and a browser preview.",
        discussion: """
        Apps connect with Livery.connect(to:) (WebSocket at /ws); GET /files/PATH serves a file; \
        open http://HOST:PORT/ for the live preview. Binds 127.0.0.1 unless --host is given. \
        Only requests naming this server (Host, and Origin when sent) are answered: 127.0.0.1, \
        localhost, [::1], and with --host this machine's names and addresses.
        """
    )

    @Argument(help: "The folder to serve.")
    var directory: String

    @Option(name: .long, help: "The address to bind (127.0.0.1: this machine only; 0.0.0.0: the network).")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port (0 picks a free one).")
    var port = 8080

    @Flag(name: .long, help: "Log every request and event.")
    var verbose = false

    @OptionGroup var dialectOption: DialectOption

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let level: Logger.Level = verbose ? .debug : .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        var stderr = StandardError()
        let server: DevServer
        do {
            // Checks and previews run in `livery serve-worker` children of this executable.
            server = try DevServer(configuration: .init(folder: directory, host: host, port: port,
                                                        defaultFormat: dialectOption.dialect,
                                                        workerExecutable: Bundle.main.executablePath))
        } catch {
            print("error: \(error)", to: &stderr)
            throw ExitCode(1)
        }
        let shown = directory
        // SIGINT/SIGTERM end the server at once, exit status 0: a dev server has no state to
        // save, and clients reconnect to the next one.
        let serving = Task {
            try await server.run { host, port in
                if server.hostPolicy.servesTheNetwork {
                    FileHandle.standardError.write(Data(("warning: every machine that can reach port \(port) of this one can read "
                        + "\(shown) and follow its saves (--host \(host)); the Host and Origin checks stop web pages, not other "
                        + "machines\n").utf8))
                }
                // Written unbuffered: tools wait for this line to know the server is ready.
                FileHandle.standardOutput.write(Data("Serving \(shown) at http://\(host):\(port)\n".utf8))
            }
        }
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Foundation.exit(0) }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }
        do {
            try await serving.value
        } catch is CancellationError {
        } catch {
            print("error: \(error)", to: &stderr)
            throw ExitCode(1)
        }
    }
}
