import LiveryCore
import LiveryFormats
import LiverySyntax
import LiveryTestSupport
import Testing

/// A dialect sheet loaded as it is and converted to Livery CSS then loaded give the same
/// typed declarations, for property names and values at each dialect's corners, written
/// directly and through a variable. (Found this way: strings with InterfaCSS escapes,
/// `'a\nb'`, lost them in the converted text and through any variable, Livery CSS's own
/// included; and unquoted text for a text property, `rgb(1,2,3)`, printed as CSS.)
struct ConversionEquivalenceSweepTests {
    /// Each declaration of `sheet`: its property and typed values.
    static func summary(_ sheet: StyleSheet) -> [String] {
        sheet.rules.flatMap { rule in
            rule.declarations.map { declaration in
                "\(declaration.property) = " + declaration.typedValues.sorted { "\($0.key)" < "\($1.key)" }
                    .map { "\($0.key): \($0.value.json.compactText)" }.joined(separator: ", ")
            }
        }
    }

    /// How `text` loads and how its conversion loads, when they differ (and neither has errors).
    static func difference(_ text: String, _ format: StyleSheetFormat) -> String? {
        let loader = InMemorySourceLoader([:])
        let file = SourceFile(path: "sheet", text: text)
        let original = FormatLoader(sourceLoader: loader).load(file, format: format)
        let converted = FormatConverter(sourceLoader: loader).convert(file, from: format)
        guard !converted.hasErrors, !original.hasErrors else { return nil }
        let reloaded = StyleSheetLoader(sourceLoader: loader).load(SourceFile(path: "converted.css", text: converted.css))
        let (before, after) = (summary(original), summary(reloaded))
        return before == after ? nil : "\(format) `\(text)`: \(before) became \(after)"
    }


    @Test func convertedSheetsTypeAsTheirOriginals() {
        var differences: [String] = []
        let uissKeys = ["textColor", "font", "alpha", "tintColor", "titleColor:highlighted", "shadowOffset", "frame", "title",
                        "backgroundImage", "text", "wobble", "layer.cornerRadius", "textAlignment", "autoresizingMask",
                        "titleTextAttributes", "contentEdgeInsets"]
        let uissValues = ["1", "-1", "0.5", "true", "\"x\"", "\"#fff\"", "\"red\"", #""a\\b""#, #""a\"b""#, #""a\nb""#,
                          #""\u0041""#, "[1,2]", "[1,2,3,4]", "[\"red\", 0.5]", "[\"bold\", 12]", "\"center\"",
                          "[\"flexibleWidth\"]", "{\"font\": [\"bold\", 12]}", #""\\31 x""#, "\"a.png\""]
        for key in uissKeys {
            for value in uissValues {
                for text in ["{\"UILabel\": {\"\(key)\": \(value)}}", "{\"Variables\": {\"v\": \(value)}, \"UIButton\": {\"\(key)\": \"$v\"}}"] {
                    differences += Self.difference(text, .uiss).map { [$0] } ?? []
                }
            }
        }
        let keys = ["color", "background-color", "font", "corner-radius", "tint-color", "text", "alpha", "title-color", "image",
                    "shadow-offset", "text-alignment", "font-color", "font-name", "font-size", "border", "-ios-tint-color"]
        let values = ["1", "0.5", "\"x\"", #"'a\nb'"#, #""\u0041""#, #""a\"b""#, "#fff", "red", "rgb(1,2,3)", "1px", "1 2",
                      "1, 2", "bold 12", "\"Avenir\" 12", "center", "url(a.png)", "a.png", "linear-gradient(red, blue)",
                      #"\31 x"#, #""\31 x""#]
        let templates: [(StyleSheetFormat, [String])] = [
            (.reflektor, ["UILabel { K: V; }", "@v: V;\nUIButton { K: @v; }"]), (.nimbus, ["UILabel { K: V; }"]),
            (.nui, ["Label { K: V; }", "@v: V;\nButton { K: @v; }"]), (.livery, ["UILabel { K: V; }", "@v: V;\nUIButton { K: @v; }"]),
        ]
        for (format, forms) in templates {
            for key in keys {
                for value in values {
                    for form in forms {
                        let text = form.replacingOccurrences(of: "K", with: key).replacingOccurrences(of: "V", with: value)
                        differences += Self.difference(text, format).map { [$0] } ?? []
                    }
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differences, the first: \(differences.prefix(3).joined(separator: "\n"))")
    }
}
