import LiveryCore
import LiverySyntax

/// Reading an element's attributes.
extension LayoutBuilder {
    /// An attribute with its decoded value and, when the raw scan found it, its position.
    struct Attribute {
        var name: String
        var value: String
        var raw: RawAttribute?
        var span: SourceSpan?
    }

    /// InterfaCSS attributes kept on the node as written (lowercased).
    static let keptAttributes: Set<String> = [
        "property", "layout", "type", "buttontype", "prototype", "prototypescope", "scope", "addsubview", "add",
        "collectionviewlayout", "layoutclass", "accessibilityidentifier",
    ]

    /// State attributes (lowercased) → (state flag, given value name, whether the flag is set when the value is true).
    static let stateAttributes: [String: (flag: ElementState, name: String, setWhenTrue: Bool)] = [
        "enabled": (.disabled, "enabled", false),
        "selected": (.selected, "selected", true),
        "highlighted": (.highlighted, "highlighted", true),
        "focused": (.focused, "focused", true),
    ]

    /// The attributes in the order written (by the raw scan; by name when it failed).
    func orderedAttributes(_ attributes: [String: String], tag: RawStartTag?) -> [Attribute] {
        var result: [Attribute] = []
        var seen: Set<String> = []
        for raw in tag?.attributes ?? [] {
            guard let value = attributes[raw.name], seen.insert(raw.name).inserted else { continue }
            result.append(Attribute(name: raw.name, value: value, raw: raw,
                                    span: SourceSpan(file: file, range: raw.valueRange)))
        }
        for name in attributes.keys.sorted() where !seen.contains(name) {
            result.append(Attribute(name: name, value: attributes[name] ?? "", raw: nil, span: nil))
        }
        return result
    }

    /// Creates the node of a view element and reads its attributes.
    func makeNode(_ name: String, tag: RawStartTag?, offset: Int, attributes: [String: String]) -> ViewNode {
        let ordered = orderedAttributes(attributes, tag: tag)
        var implementation: String?
        if let attribute = ordered.last(where: { ["implementation", "impl"].contains($0.name.lowercased()) }) {
            implementation = attribute.value.trimmingCharacters(in: .whitespaces)
            if implementation?.isEmpty == true {
                invalidAttribute(attribute, "an empty implementation class is ignored", at: offset)
                implementation = nil
            }
        }
        let chain = registry.typeChain(element: name, implementation: implementation)
        let span = tag.map { SourceSpan(file: file, range: SourceRange(start: $0.start, end: $0.end)) }
            ?? SourceSpan(file: file, range: SourceRange(at: offset))
        let node = ViewNode(elementName: name, typeChain: chain, implementation: implementation, span: span)
        for attribute in ordered { apply(attribute, to: node) }
        return node
    }

    private func apply(_ attribute: Attribute, to node: ViewNode) {
        let lower = attribute.name.lowercased()
        let span = attribute.span ?? node.span
        switch lower {
        case "id", "elementid": applyID(attribute, to: node)
        case "class":
            for name in attribute.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }) {
                node.addClass(String(name))
            }
        case "style": node.inlineStyle += inlineDeclarations(attribute, node: node, asDeclaration: false)
        case "implementation", "impl": break
        case "text", "title":
            let slot = ContentSlot.text(for: node) ?? (lower, [])
            node.setGivenValue(GivenValue(name: slot.name, parameters: slot.parameters, value: .string(attribute.value), span: span))
        case "src", "image":
            let slot = ContentSlot.image(for: node) ?? ("image", [])
            node.setGivenValue(GivenValue(name: slot.name, parameters: slot.parameters, value: .image(attribute.value), span: span))
        default:
            if let state = LayoutBuilder.stateAttributes[lower] {
                applyState(attribute, state: state, to: node)
            } else if LayoutBuilder.keptAttributes.contains(lower) || lower.hasPrefix("xmlns") || attribute.name.contains(":") {
                node.attributes.append(NodeAttribute(name: attribute.name, value: attribute.value, span: attribute.span))
            } else {
                node.inlineStyle += inlineDeclarations(attribute, node: node, asDeclaration: true)
            }
        }
    }

    private func applyID(_ attribute: Attribute, to node: ViewNode) {
        let id = attribute.value
        guard !id.isEmpty, !id.contains(where: { $0.isWhitespace }) else {
            invalidAttribute(attribute, id.isEmpty ? "an empty id is ignored" : "an id cannot contain spaces; '\(id)' is ignored",
                             at: node.span?.range.start ?? 0)
            return
        }
        node.id = id
        let span = attribute.span ?? node.span ?? SourceSpan(file: file, range: SourceRange(at: 0))
        if let first = idSpans[id] {
            diagnostics.append(.warning(LayoutDiagnosticID.duplicateID, "the id '\(id)' is already used in this layout",
                                        at: span, notes: [Diagnostic.Note("first used here", at: first)]))
        } else {
            idSpans[id] = span
        }
    }

    private func applyState(_ attribute: Attribute, state: (flag: ElementState, name: String, setWhenTrue: Bool),
                            to node: ViewNode) {
        guard let value = LayoutBuilder.boolean(attribute.value) else {
            invalidAttribute(attribute, "'\(attribute.name)' must be true or false (or YES/NO), not '\(attribute.value)'",
                             at: node.span?.range.start ?? 0, id: LayoutDiagnosticID.invalidBoolean)
            return
        }
        if value == state.setWhenTrue { node.state.insert(state.flag) } else { node.state.remove(state.flag) }
        node.setGivenValue(GivenValue(name: state.name, value: .bool(value), span: attribute.span))
    }

    /// `true`/`false`/`yes`/`no`, any case, surrounding whitespace ignored.
    static func boolean(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "yes": true
        case "false", "no": false
        default: nil
        }
    }

    /// Reports a bad attribute value at the value (or, without a raw position, at `offset`).
    func invalidAttribute(_ attribute: Attribute, _ message: String, at offset: Int,
                          id: DiagnosticID = LayoutDiagnosticID.invalidAttribute) {
        let start = attribute.raw?.valueRange.start ?? offset
        diagnostics.append(.error(id, message, at: SourceSpan(file: file, range: SourceRange(at: start))))
    }
}
