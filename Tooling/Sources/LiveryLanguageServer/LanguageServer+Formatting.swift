import Foundation
import LiveryFormatting
import LiverySyntax

extension LanguageServer {
    /// `textDocument/formatting`: one edit replacing the whole text with its canonical
    /// layout, none when it is already canonical or is refused (then a `window/showMessage`
    /// says why: its first syntax error, say).
    func formattingEdits(_ params: [String: Any]) -> [[String: Any]] {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
              let document = documents[uri], let (checker, relative) = place(of: document.path) else { return [] }
        let result = StyleSheetFormatter(loader: checker.reader()).format(SourceFile(path: relative, text: document.text))
        switch result.outcome {
        case .unchanged:
            return []
        case .formatted(let text):
            let range: [String: Any] = ["start": ["line": 0, "character": 0], "end": TextPositions(document.text).end]
            return [["range": range, "newText": text]]
        case .refused:
            if let first = result.diagnostics.first {
                let reasons = result.diagnostics.dropFirst().first.map { " (\($0.location): \($0.message))" } ?? ""
                output.notify("window/showMessage", ["type": 2, "message": "Livery: \(first.message)\(reasons)"])
            }
            return []
        }
    }
}
