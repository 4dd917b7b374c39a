import Foundation

/// Where Livery reports what happens at run time (reloads, lost connections, files it
/// cannot watch): a level, a label naming the part that speaks, and a handler.
///
/// The default handler writes warnings and errors to standard error as
/// `livery.reload: warning: message`. An app routes them elsewhere (its own logging, an
/// in-app overlay) by passing its own handler; the tooling bridges them to swift-log.
public struct LiveryLogger: Sendable {
    /// How much a message matters, least first.
    public enum Level: Int, Sendable, Comparable, CustomStringConvertible {
        case debug, info, warning, error

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .debug: "debug"
            case .info: "info"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// Receives every message at or above `minimumLevel`: level, label, message.
    public typealias Handler = @Sendable (Level, String, String) -> Void

    /// The part of Livery that speaks (`livery.reload`, `livery.reload.push`).
    public var label: String
    /// Messages below this level are dropped before they are built.
    public var minimumLevel: Level
    public var handler: Handler

    /// A logger labelled `label`; by default warnings and errors go to standard error.
    public init(label: String, minimumLevel: Level = .warning, handler: @escaping Handler = LiveryLogger.standardError) {
        self.label = label
        self.minimumLevel = minimumLevel
        self.handler = handler
    }

    /// Writes `label: level: message` to standard error.
    public static let standardError: Handler = { level, label, message in
        FileHandle.standardError.write(Data("\(label): \(level): \(message)\n".utf8))
    }

    /// Reports `message` at `level` (built only when it will be handled).
    public func log(_ level: Level, _ message: @autoclosure () -> String) {
        guard level >= minimumLevel else { return }
        handler(level, label, message())
    }

    public func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
    public func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    public func warning(_ message: @autoclosure () -> String) { log(.warning, message()) }
    public func error(_ message: @autoclosure () -> String) { log(.error, message()) }
}
