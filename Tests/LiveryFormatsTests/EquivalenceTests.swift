import LiveryTestSupport
import LiveryCore
import LiveryFormats
import LiverySyntax
import Testing

/// For every fixture, styling the headless tree with the original stylesheet and with its
/// `livery convert` output gives identical computed styles (typed values and custom keys),
/// on a phone and on an iPad.
struct EquivalenceTests {
    static let fixtures: [(path: String, format: StyleSheetFormat, minimumValues: Int)] = [
        ("uiss/theme.json", .uiss, 40),
        ("uiss/containment.json", .uiss, 8),
        ("reflektor/cards.rflk", .reflektor, 60),
        ("reflektor/conditions.rflk", .reflektor, 5),
        ("nimbus/screen.css", .nimbus, 50),
        ("nui/theme.nss", .nui, 50),
    ]

    @Test(arguments: fixtures)
    func convertedCSSStylesLikeTheOriginal(_ fixture: (path: String, format: StyleSheetFormat, minimumValues: Int)) throws {
        let path = Fixtures.format(fixture.path)
        let original = FormatLoader().load(path, format: fixture.format)
        #expect(!original.hasErrors, "\(original.diagnostics)")
        let converted = FormatConverter().convert(path, from: fixture.format)
        let cssFile = SourceFile(path: path + ".converted.css", text: converted.css)
        let reloaded = StyleSheetLoader().load(cssFile)
        #expect(!reloaded.hasErrors, "\(reloaded.diagnostics)\n\(converted.css)")
        #expect(reloaded.rules.count == original.rules.count)
        for environment in Fixtures.environments {
            let expected = StyleSnapshot(sheets: [original], environment: environment)
            let actual = StyleSnapshot(sheets: [reloaded], environment: environment)
            #expect(expected.count >= fixture.minimumValues, "\(expected)")
            #expect(expected == actual, "original:\n\(expected)\nconverted:\n\(actual)")
        }
    }

    @Test(arguments: fixtures)
    func convertingTwiceGivesTheSameText(_ fixture: (path: String, format: StyleSheetFormat, minimumValues: Int)) {
        let first = FormatConverter().convert(Fixtures.format(fixture.path), from: fixture.format)
        let second = FormatConverter().convert(Fixtures.format(fixture.path), from: fixture.format)
        #expect(first.css == second.css)
        #expect(first.css.hasPrefix("/* Converted from \(fixture.format) "))
    }
}
