import AsyncHTTPClient
import Foundation
import HummingbirdWSClient
import LiveryTestSupport
import Logging

/// A real headless Chromium on a page, driven over the Chrome DevTools Protocol (the
/// browser is found by `Chromium.executable()`).
public final class ChromiumSession: @unchecked Sendable {

    let process = Process()
    let profile: URL
    private let errorOutput = Locked("")

    /// Starts Chromium headless on `url`, with DevTools on a free port.
    public init(url: String) throws {
        let executable = try Chromium.executable().path
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("livery-chromium-\(UUID().uuidString)")
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--remote-debugging-port=0", "--remote-allow-origins=*", "--user-data-dir=\(profile.path)", url]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errorOutput
        let handle = errors.fileHandleForReading
        Thread {
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                output.update { $0 += String(decoding: data, as: UTF8.self) }
            }
        }.start()
    }

    deinit { stop() }

    /// Ends this browser process (its helpers exit with it) and removes its profile.
    public func stop() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// The DevTools port, from `DevTools listening on ws://127.0.0.1:PORT/...`.
    public func devToolsPort(timeout: Double = 30) async throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = errorOutput.get()
            if let range = text.range(of: "DevTools listening on ws://127.0.0.1:") {
                let digits = text[range.upperBound...].prefix { $0.isNumber }
                if let port = Int(digits) { return port }
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw Chromium.Failure(description: "Chromium did not start DevTools: \(errorOutput.get().suffix(500))")
    }

    /// The WebSocket address of the first page target.
    public func pageWebSocketURL() async throws -> String {
        let port = try await devToolsPort()
        for _ in 0..<100 {
            let request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/json/list")
            if let response = try? await HTTPClient.shared.execute(request, timeout: .seconds(5)),
               let body = try? await response.body.collect(upTo: 1 << 20),
               let targets = try? JSONSerialization.jsonObject(with: Data(String(buffer: body).utf8)) as? [[String: Any]],
               let page = targets.first(where: { $0["type"] as? String == "page" }),
               let address = page["webSocketDebuggerUrl"] as? String {
                return address
            }
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        throw Chromium.Failure(description: "no page target in Chromium")
    }

    /// Connects to a page target and runs `body` with a JavaScript evaluator.
    public static func withPage(_ address: String, _ body: @escaping @Sendable (CDPPage) async throws -> Void) async throws {
        try await WebSocketClient.connect(url: address, configuration: .init(maxFrameSize: 1 << 22),
                                          logger: Logger(label: "test.cdp")) { inbound, outbound, _ in
            let page = CDPPage(messages: inbound.messages(maxSize: 1 << 24).makeAsyncIterator(), outbound: outbound)
            try await body(page)
        }
    }
}

/// One DevTools session: `Runtime.evaluate` with results by value.
public final class CDPPage: @unchecked Sendable {
    private var messages: WebSocketInboundMessageStream.AsyncIterator
    private let outbound: WebSocketOutboundWriter
    private var nextID = 0

    init(messages: WebSocketInboundMessageStream.AsyncIterator, outbound: WebSocketOutboundWriter) {
        self.messages = messages
        self.outbound = outbound
    }

    /// Evaluates `expression` in the page and returns its JSON value (`nil` for undefined).
    public func evaluate(_ expression: String) async throws -> Any? {
        nextID += 1
        let request: [String: Any] = ["id": nextID, "method": "Runtime.evaluate",
                                      "params": ["expression": expression, "returnByValue": true]]
        let data = try JSONSerialization.data(withJSONObject: request)
        try await outbound.write(.text(String(decoding: data, as: UTF8.self)))
        while let message = try await messages.next() {
            guard case .text(let text) = message,
                  let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                  object["id"] as? Int == nextID else { continue }
            let result = (object["result"] as? [String: Any])?["result"] as? [String: Any]
            return result?["value"]
        }
        throw Chromium.Failure(description: "DevTools connection closed")
    }

    /// Evaluates `expression` every 20 ms until it yields a string satisfying `accept`.
    public func waitFor(_ expression: String, timeout: Double = 10, _ accept: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = (try await evaluate(expression)).map { "\($0)" } ?? ""
            if accept(last) { return last }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        throw Chromium.Failure(description: "`\(expression)` stayed \(last.debugDescription) for \(timeout) s")
    }
}
