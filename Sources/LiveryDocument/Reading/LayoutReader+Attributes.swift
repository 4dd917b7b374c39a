import Foundation
import LiveryCore
import LiverySyntax

/// Reading an element's attributes.
extension LayoutReader {
    /// An attribute of a start tag, with the span of its value (inside the quotes).
    struct Attribute {
        var name: String
        var value: String
        var nameRange: SourceRange
        var valueRange: SourceRange
        var span: SourceSpan
    }

    /// InterfaCSS attributes kept on the element as written (lowercased).
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

    /// The attributes of `tag` in the order written.
    func attributes(of tag: XMLTree.Element) -> [Attribute] {
        tag.attributes.map { attribute in
            Attribute(name: attribute.name, value: attribute.value, nameRange: attribute.nameRange,
                      valueRange: attribute.valueRange, span: SourceSpan(file: file, range: attribute.valueRange))
        }
    }

    /// Describes a view element and reads its attributes.
    mutating func makeElement(_ tag: XMLTree.Element) -> LayoutElement {
        let ordered = attributes(of: tag)
        var implementation: String?
        if let attribute = ordered.last(where: { ["implementation", "impl"].contains($0.name.lowercased()) }) {
            implementation = attribute.value.trimmingCharacters(in: .whitespaces)
            if implementation?.isEmpty == true {
                invalidAttribute(attribute, "an empty implementation class is ignored")
                implementation = nil
            }
        }
        let chain = registry.typeChain(element: tag.name, implementation: implementation)
        var element = LayoutElement(elementName: tag.name, typeChain: chain, implementation: implementation,
                                    span: SourceSpan(file: file, range: tag.startTag))
        for attribute in ordered { apply(attribute, to: &element) }
        return element
    }

    private mutating func apply(_ attribute: Attribute, to element: inout LayoutElement) {
        let lower = attribute.name.lowercased()
        let span = attribute.span
        switch lower {
        case "id", "elementid": applyID(attribute, to: &element)
        case "class":
            element.addClasses(attribute.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
                .map(String.init))
        case "style": element.inlineStyle += inlineDeclarations(attribute, of: element, asDeclaration: false)
        case "implementation", "impl": break
        case "text", "title":
            let slot = ContentSlot.text(for: element) ?? (lower, [])
            element.setGivenValue(GivenValue(name: slot.name, parameters: slot.parameters, value: .string(attribute.value), span: span))
        case "src", "image":
            let slot = ContentSlot.image(for: element) ?? ("image", [])
            element.setGivenValue(GivenValue(name: slot.name, parameters: slot.parameters, value: .image(attribute.value), span: span))
        default:
            if let state = LayoutReader.stateAttributes[lower] {
                applyState(attribute, state: state, to: &element)
            } else if LayoutReader.keptAttributes.contains(lower) || lower.hasPrefix("xmlns") || attribute.name.contains(":") {
                element.attributes.append(NodeAttribute(name: attribute.name, value: attribute.value, span: attribute.span))
            } else {
                element.inlineStyle += inlineDeclarations(attribute, of: element, asDeclaration: true)
            }
        }
    }

    private mutating func applyID(_ attribute: Attribute, to element: inout LayoutElement) {
        let id = attribute.value
        guard !id.isEmpty, !id.contains(where: { $0.isWhitespace }) else {
            invalidAttribute(attribute, id.isEmpty ? "an empty id is ignored" : "an id cannot contain spaces; '\(id)' is ignored")
            return
        }
        element.id = id
        if let first = idSpans[id] {
            diagnostics.append(.warning(LayoutDiagnosticID.duplicateID, "the id '\(id)' is already used in this layout",
                                        at: attribute.span, notes: [Diagnostic.Note("first used here", at: first)]))
        } else {
            idSpans[id] = attribute.span
        }
    }

    private mutating func applyState(_ attribute: Attribute, state: (flag: ElementState, name: String, setWhenTrue: Bool),
                                     to element: inout LayoutElement) {
        guard let value = LayoutReader.boolean(attribute.value) else {
            invalidAttribute(attribute, "'\(attribute.name)' must be true or false (or YES/NO), not '\(attribute.value)'",
                             id: LayoutDiagnosticID.invalidBoolean)
            return
        }
        if value == state.setWhenTrue { element.state.insert(state.flag) } else { element.state.remove(state.flag) }
        element.setGivenValue(GivenValue(name: state.name, value: .bool(value), span: attribute.span))
    }

    /// `true`/`false`/`yes`/`no`, any case, surrounding whitespace ignored.
    static func boolean(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "yes": true
        case "false", "no": false
        default: nil
        }
    }

    /// Reports a bad attribute value at the value.
    mutating func invalidAttribute(_ attribute: Attribute, _ message: String,
                                   id: DiagnosticID = LayoutDiagnosticID.invalidAttribute) {
        diagnostics.append(.error(id, message, at: SourceSpan(file: file, range: SourceRange(at: attribute.valueRange.start))))
    }
}
