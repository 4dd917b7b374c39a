import Foundation
import LiveryFormatting
import LiverySyntax

extension LanguageServer {
    /// The largest document formatted, in bytes: the size the checks stop at.
    static let maximumFormattedSize = 4 << 20

    /// `textDocument/formatting`: one edit replacing the whole text with its canonical
    /// layout, none when it is already canonical, is a layout or a UISS sheet, or is refused
    /// (then a `window/showMessage` says why: its first syntax error, say). Requests are
    /// formatted one at a time on a thread of their own, so a large sheet delays other
    /// formatting, not other answers.
    func format(id: Any?, _ params: [String: Any]) {
        guard let uri = Self.documentURI(params), let document = documents[uri],
              let (checker, relative) = place(of: document.path, uri: uri) else {
            output.result(id: id, [Any]())
            return
        }
        guard document.text.utf8.count <= Self.maximumFormattedSize else {
            output.notify("window/showMessage", ["type": 2, "message": "Livery: not formatted: the document is larger than "
                                                    + "\(Self.maximumFormattedSize >> 20) MiB"])
            output.result(id: id, [Any]())
            return
        }
        let formatter = StyleSheetFormatter(loader: checker.reader())
        let file = SourceFile(path: relative, text: document.text)
        let output = output
        let request = RequestID(id)
        formattingQueue.async {
            let result = formatter.format(file)
            switch result.outcome {
            case .unchanged:
                output.result(id: request.value, [Any]())
            case .formatted(let text):
                let range: [String: Any] = ["start": ["line": 0, "character": 0], "end": TextPositions(document.text).end]
                output.result(id: request.value, [["range": range, "newText": text]])
            case .refused:
                // Files that are not formatted at all (layouts, UISS) need no message.
                if let first = result.diagnostics.first, first.id != FormattingDiagnosticID.unsupportedFile {
                    let reasons = result.diagnostics.dropFirst().first.map { " (\($0.location): \($0.message))" } ?? ""
                    output.notify("window/showMessage", ["type": 2, "message": "Livery: \(first.message)\(reasons)"])
                }
                output.result(id: request.value, [Any]())
            }
        }
    }
}

/// A request's id (a number or a string, as JSON decoded it) carried into a task.
struct RequestID: @unchecked Sendable {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}
