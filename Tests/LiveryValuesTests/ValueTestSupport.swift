import LiverySyntax
@testable import LiveryValues

/// Parses `text` (the whole test file is the value) as `type`.
func parseValue(_ text: String, as type: ValueType) -> (value: TypedValue?, diagnostics: [Diagnostic]) {
    let file = SourceFile(path: "t.css", text: text)
    let source = Tokenizer.tokenize(file)
    var bag = DiagnosticBag()
    guard let values = ComponentValueBuilder(source: source).build(0..<source.tokens.count, diagnostics: &bag) else {
        return (nil, bag.diagnostics)
    }
    let value = ValueParser.parse(values, as: type, in: file, diagnostics: &bag)
    return (value, bag.diagnostics)
}

/// The compact canonical JSON of `text` parsed as `type` and resolved in `context`, or
/// the diagnostics when it does not parse.
func json(_ text: String, as type: ValueType, in context: ValueContext = ValueContext()) -> String {
    let (value, diagnostics) = parseValue(text, as: type)
    guard let value else { return diagnostics.map(\.description).joined(separator: "\n") }
    return value.resolved(in: context).json.compactText
}

/// The one diagnostic of a malformed value, as `path:line:col: error: message [id]`.
func diagnostic(_ text: String, as type: ValueType) -> String {
    let (value, diagnostics) = parseValue(text, as: type)
    if let value { return "parsed: \(value.cssText)" }
    return diagnostics.map(\.description).joined(separator: "\n")
}
