import ArgumentParser
import Foundation
import LiverySyntax

/// Writes to standard error.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Array(string.utf8).withUnsafeBufferPointer { Data(buffer: $0) })
    }
}

/// Prints diagnostics and decides the exit status.
struct Reporter {
    var format: OutputFormat
    var strict: Bool

    /// Applies `--strict` (warnings become errors), then keeps at most
    /// `Diagnostic.maximumPerFile` diagnostics of each file (the libraries cap each load;
    /// a command that loads a file more than once caps them again here).
    func adjusted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard strict else { return Diagnostic.limitedPerFile(diagnostics) }
        return Diagnostic.limitedPerFile(diagnostics.map { diagnostic in
            var copy = diagnostic
            if copy.severity == .warning { copy.severity = .error }
            return copy
        })
    }

    /// In text mode, prints diagnostics to standard error with source excerpts.
    func printText(_ diagnostics: [Diagnostic]) {
        guard format == .text, !diagnostics.isEmpty else { return }
        var stderr = StandardError()
        print(DiagnosticFormatter().format(diagnostics), terminator: "", to: &stderr)
    }

    /// Exit status 1 when any diagnostic is an error.
    func finish(_ diagnostics: [Diagnostic]) throws {
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw ExitCode(1)
        }
    }

    /// `N errors, M warnings` for summaries.
    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}
