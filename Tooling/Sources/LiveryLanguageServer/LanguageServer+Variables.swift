import Foundation
import LiveryCore
import LiveryDevServer
import LiverySyntax

extension LanguageServer {
    /// A variable reference in a value (`@brand`, `--gap`, also in `var(`) of an open Livery
    /// CSS document, under or just after a position: the variable it names among those the
    /// document saw at its last finished check, and the reference's byte range.
    struct VariableReference {
        let variable: VisibleVariable
        let range: Range<Int>
    }

    func variableReference(_ params: [String: Any]) -> (Document, VariableReference)? {
        guard let (document, catalog, position) = livery(params), let uri = Self.documentURI(params),
              let known = variables[uri]?.sorted, !known.isEmpty else { return nil }
        let file = SourceFile(path: "", text: document.text)
        let offset = TextPositions.prefix(of: document.text, before: position).utf8.count
        let source = Tokenizer.tokenize(file)
        func referencedName(_ token: Token) -> String? {
            switch token.kind {
            case .atKeyword: source.value(token)
            case .ident where source.value(token).hasPrefix("--"): String(source.value(token).dropFirst(2))
            default: nil
            }
        }
        // The reference under the position, or the one it ends (a cursor right after `@brand;`).
        let under = source.tokens.first { Int($0.start) <= offset && offset < Int($0.end) }
        let ending = source.tokens.first { Int($0.end) == offset }
        let candidates = [under, ending].compactMap { $0 }
        guard let (token, name) = candidates.lazy.compactMap({ token in referencedName(token).map { (token, $0) } }).first else {
            return nil
        }
        // In a value, not a declaration's name (`@brand:`) nor an at-rule (`@media`).
        let prefix = String(decoding: file.bytes[..<Int(token.start)], as: UTF8.self)
        guard case .value = EditingContext.at(endOf: prefix, catalog: catalog).place,
              let variable = Self.variable(named: name, in: known) else { return nil }
        return (document, VariableReference(variable: variable, range: Int(token.start)..<Int(token.end)))
    }

    /// The variable of `name` in a list sorted by name.
    static func variable(named name: String, in sorted: [VisibleVariable]) -> VisibleVariable? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low].name == name ? sorted[low] : nil
    }

    /// `textDocument/definition` in a Livery CSS document: over a variable reference, where
    /// the variable is declared (in this sheet, an import, or another sheet of the project);
    /// `null` elsewhere, for a variable set from code, and for one declared in this
    /// document when it changed since its last finished check (its place there is unknown).
    func definition(_ params: [String: Any]) -> Any {
        guard let uri = Self.documentURI(params), let (document, reference) = variableReference(params),
              let declared = reference.variable.declared,
              case .at(let target, let range) = locate(declared, from: document, uri: uri) else { return NSNull() }
        return ["uri": target, "range": range] as [String: Any]
    }

    /// Hovering a variable reference: its value, and the file and line of its declaration
    /// when it is known (as for `definition`).
    func variableHover(_ params: [String: Any]) -> [String: Any]? {
        guard let uri = Self.documentURI(params), let (document, reference) = variableReference(params) else { return nil }
        let variable = reference.variable
        let value = variable.value.count > 200 ? String(variable.value.prefix(199)) + "…" : variable.value
        var text = "`\(variable.name)`: `\(value.replacingOccurrences(of: "`", with: "'"))`"
        switch variable.declared.map({ locate($0, from: document, uri: uri) }) {
        case .at(_, let range)?:
            if let line = range["start"]?["line"], let path = variable.declared?.path { text += " — \(path):\(line + 1)" }
        case .editedSinceCheck?:
            // Declared here, before the last edit: the next check may say otherwise.
            text += " (before the last edit)"
        case .unknown?, nil:
            break
        }
        let positions = TextPositions(document.text)
        return [
            "contents": ["kind": "markdown", "value": text],
            "range": ["start": positions.position(ofOffset: reference.range.lowerBound),
                      "end": positions.position(ofOffset: reference.range.upperBound)],
        ] as [String: Any]
    }

    /// A declaration's place in the protocol's terms, counted in UTF-16 in the file the check
    /// read: this document (while it has the checked text), or another file as saved. The
    /// URI names the folder as the client does (`clientRoot`).
    private enum Located {
        case at(uri: String, range: [String: [String: Int]])
        /// Declared in the document, which changed since its last finished check.
        case editedSinceCheck
        case unknown
    }

    private func locate(_ declared: VisibleVariable.Location, from document: Document, uri: String) -> Located {
        // Paths are relative to the folder of the check: none once the document moved to
        // another (a project file appeared above it) until its next check.
        guard let (checker, relative) = place(of: document.path), variables[uri]?.root == checker.folder.root else { return .unknown }
        let text: String?
        let target: String
        if declared.path == relative {
            guard let checked = variables[uri], checked.text == document.text else { return .editedSinceCheck }
            text = document.text
            target = uri
        } else {
            text = checker.folder.contents(of: declared.path).map { String(decoding: $0, as: UTF8.self) }
            let root = Self.clientRoot(of: document, relative: relative, folder: checker.folder)
            target = URL(fileURLWithPath: root + "/" + declared.path).absoluteString
        }
        guard let text else { return .unknown }
        let positions = TextPositions(text)
        return .at(uri: target, range: ["start": positions.position(line: declared.line, column: declared.column),
                                        "end": positions.position(line: declared.endLine, column: declared.endColumn)])
    }
}
