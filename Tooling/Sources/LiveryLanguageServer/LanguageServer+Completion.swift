import Foundation
import LiveryCore
import LiveryDevServer
import LiveryFormats
import LiverySyntax
import LiveryValues

extension LanguageServer {
    /// `textDocument/completion` in a Livery CSS sheet: class names where a selector starts,
    /// the properties of the rule's class (every class's, when the rule names none) where a
    /// declaration starts, and an enum's cases (an option set's members, `YES`/`NO`) in a
    /// value. Other dialects name properties otherwise, and get no completion.
    func completionList(_ params: [String: Any]) -> [String: Any] {
        var items: [[String: Any]] = []
        var incomplete = false
        if let (document, catalog, position) = livery(params) {
            let prefix = TextPositions.prefix(of: document.text, before: position)
            let context = EditingContext.at(endOf: prefix, catalog: catalog)
            items = Self.completionItems(context, catalog: catalog)
            if case .value = context.place, let uri = Self.documentURI(params) {
                // The position where the prefix ends (a client may ask past a line's or the
                // document's end).
                let end = TextPositions(document.text).position(ofOffset: prefix.utf8.count)
                let offered = Self.variableItems(variables[uri]?.sorted ?? [], reference: context.reference,
                                                 at: (end["line"] ?? position.line, end["character"] ?? position.character))
                items += offered.items
                incomplete = offered.incomplete
            }
        }
        return ["isIncomplete": incomplete, "items": items]
    }

    /// The most variable items in one answer; past it the answer says it is incomplete and
    /// the client asks again as more is typed.
    static let maximumVariableItems = 200

    /// The variables (sorted by name) a value may name where the text ends: `@name` where a
    /// word starts or after `@…`, `--name` after `--…` or in `var(`. Names are written as
    /// identifiers (escaped where needed). What is typed of the reference is replaced, so
    /// clients that do not count `@` or `-` as part of a word still insert it whole; only
    /// names holding its letters in order (escapes resolved) are offered. Each item's detail
    /// is the variable's value.
    static func variableItems(_ variables: [VisibleVariable], reference: EditingContext.Reference?,
                              at position: (line: Int, character: Int)) -> (items: [[String: Any]], incomplete: Bool) {
        let sigil: EditingContext.Sigil
        var typed = (name: "", written: "")
        switch reference {
        case nil: return ([], false)
        case .wordStart: sigil = .at
        case .varArgument: sigil = .dashes
        case .partial(let partial, let name, let written):
            sigil = partial
            typed = (name, written)
        }
        let letters = Array(typed.name.lowercased())
        let matching = variables.lazy.filter { variable in
            var next = 0
            for character in variable.name.lowercased() where next < letters.count && character == letters[next] { next += 1 }
            return next == letters.count
        }
        let start = ["line": position.line, "character": max(0, position.character - typed.written.utf16.count)]
        let end = ["line": position.line, "character": position.character]
        let items = matching.prefix(maximumVariableItems + 1).map { variable -> [String: Any] in
            let label = switch sigil {
            case .at: "@" + ComponentValue.identifier(variable.name)
            case .dashes: ComponentValue.identifier("--" + variable.name)
            }
            let detail = variable.value.count > 80 ? String(variable.value.prefix(79)) + "…" : variable.value
            return ["label": label, "kind": 6, "detail": detail, "filterText": label,
                    "textEdit": ["range": ["start": start, "end": end], "newText": label] as [String: Any]]
        }
        return (Array(items.prefix(maximumVariableItems)), items.count > maximumVariableItems)
    }

    /// `textDocument/hover` in a Livery CSS sheet: over a property name, its type, its
    /// parameters and the class that declares it; over a class name, its superclasses.
    func hover(_ params: [String: Any]) -> Any {
        guard let (document, catalog, position) = livery(params) else { return NSNull() }
        let positions = TextPositions(document.text)
        let file = SourceFile(path: "", text: document.text)
        let offset = TextPositions.prefix(of: document.text, before: position).utf8.count
        let source = Tokenizer.tokenize(file)
        guard let token = source.tokens.first(where: { Int($0.start) <= offset && offset < Int($0.end) }),
              token.kind == .ident || token.kind == .function else { return NSNull() }
        let name = source.value(token)
        let prefix = String(decoding: file.bytes[..<Int(token.start)], as: UTF8.self)
        let context = EditingContext.at(endOf: prefix, catalog: catalog)
        let text: String
        if context.place == .propertyName, let (keyPath, definition) = Self.definition(name, context, catalog) {
            text = Self.describe(definition, keyPath: keyPath)
        } else if let className = catalog.canonicalClassName(name) {
            text = "`\(className)`: " + catalog.chain(of: className).joined(separator: " → ")
        } else {
            return NSNull()
        }
        let start = file.location(of: Int(token.start))
        let end = file.location(of: Int(token.end))
        return [
            "contents": ["kind": "markdown", "value": text],
            "range": ["start": positions.position(line: start.line, column: start.column),
                      "end": positions.position(line: end.line, column: end.column)],
        ] as [String: Any]
    }

    /// The open Livery CSS document a request names, the catalog of its project and the
    /// request's position.
    func livery(_ params: [String: Any]) -> (Document, PropertyCatalog, (line: Int, character: Int))? {
        guard let uri = Self.documentURI(params), let document = documents[uri], let point = params["position"] as? [String: Any],
              let line = point["line"] as? Int, let character = point["character"] as? Int,
              let (checker, relative) = place(of: document.path) else { return nil }
        let reader = checker.reader()
        guard reader.format(ofPath: relative) == .livery else { return nil }
        return (document, reader.catalog, (line, character))
    }

    static func completionItems(_ context: EditingContext, catalog: PropertyCatalog) -> [[String: Any]] {
        switch context.place {
        case .selector:
            return catalog.classes.keys.sorted().map { ["label": $0, "kind": 7] }
        case .propertyName:
            let names = context.ruleType.map { catalog.names(in: catalog.chain(of: $0)) } ?? Array(catalog.allNames)
            return Set(names).sorted().map { name in
                var item: [String: Any] = ["label": name, "kind": 10]
                if let (keyPath, definition) = definition(name, context, catalog) {
                    // `detail` is plain text.
                    item["detail"] = describe(definition, keyPath: keyPath).replacingOccurrences(of: "`", with: "")
                }
                return item
            }
        case .value(let property):
            guard let (_, definition) = definition(property, context, catalog) else { return [] }
            return values(of: definition.type).map { ["label": $0, "kind": 20] }
        case .none:
            return []
        }
    }

    /// The definition of `name` (parameters dropped) for the rule's classes (the first that
    /// has it), or for any class.
    private static func definition(_ name: String, _ context: EditingContext, _ catalog: PropertyCatalog)
        -> (keyPath: [String], definition: PropertyDefinition)? {
        let bare = PropertyName.normalize(String(name.prefix { $0 != "(" }))
        for type in context.ruleTypes {
            if let found = catalog.lookup(bare, in: catalog.chain(of: type)) { return found }
        }
        return catalog.definitions(named: bare).first.map { ([$0.name], $0) }
    }

    /// `titleColor(state): color — UIButton`; an enum's first cases after its name.
    private static func describe(_ definition: PropertyDefinition, keyPath: [String]) -> String {
        let parameters = definition.parameters.isEmpty ? "" : "(" + definition.parameters.map(\.rawValue).joined(separator: ", ") + ")"
        let path = keyPath.count > 1 ? " (`\(keyPath.joined(separator: "."))`)" : ""
        let words = values(of: definition.type)
        let cases = words.isEmpty ? "" : " (" + words.prefix(8).joined(separator: ", ") + (words.count > 8 ? ", …" : "") + ")"
        return "`\(definition.name)\(parameters)`: \(definition.type)\(cases) — \(definition.owner)\(path)"
    }

    /// The words a value of `type` may be: enum cases, option-set members, booleans.
    private static func values(of type: ValueType) -> [String] {
        switch type {
        case .enumeration(let definition): definition.cases.map(\.name)
        case .optionSet(let definition): definition.members.cases.map(\.name) + [definition.emptyName]
        case .bool: ["YES", "NO"]
        default: []
        }
    }
}
