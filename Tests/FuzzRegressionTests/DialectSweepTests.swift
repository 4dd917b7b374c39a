import Foundation
@testable import LiveryFuzzing
import Testing

/// The dialect targets' properties (what a reader accepts without an error converts to
/// Livery CSS that loads without one) for property names and values at the corners of
/// each dialect, written directly, through a variable and under another class. The fuzzers
/// reach these one at a time; this tries them all. (Found this way: a UISS or ReflektorKit
/// variable holding `""`, `[]` or `--x`, which the direct form already reported.)
struct DialectSweepTests {
    static let cssValues = [
        "1", "-1", "1e300", "-1e300", "0.5", "0", "true", "YES", "none", "\"\"", "\"x\"", "''", "x", "--x", "-x", "#fff", "#ffff",
        "#ff", "#", "red", "redColor", "RED", "rgb(1,2,3)", "rgba(1,2,3,0.5)", "rgb(1e300, 0, 0)", "hsl(1, 2, 3)", "1px", "1pt",
        "1em", "1%", "1 2", "1 2 3 4", "1,2", "1, 2, 3, 4", "1 2 3 4 5", "url(a.png)", "url()", "url('')", "image(a)", "a.png",
        "bold 12", "12 bold", "Avenir 12", "\"Avenir\" 12", "system", "center", "left", "@v", "$v", "@", "@@v", "a;b", "\\31 x",
        "1\\,2", "linear-gradient(red, blue)", "-ios-x", "inherit", "!important", "1 !important", "()", "(1)", "calc(1 + 2)",
        "1 + 2", "transform-scale(0.1, 0.2)", "point(1, 2)", "size(1, 2)", "rect(1,2,3,4)", "edge-insets(1,2,3,4)",
        "font(\"a\", 12)", "vector(1, 2, red, blue)", "\"a\\\"b\"", "'a\\nb'", "\"\\u0041\"",
    ]

    /// The violations of `target`'s properties over every key and value in every template.
    static func violations(_ target: FuzzTarget, keys: [String], values: [String], templates: [(String, String) -> String]) -> [String] {
        var failures: [String] = []
        for key in keys {
            for value in values {
                for template in templates {
                    let text = template(key, value)
                    failures += target.check(Array(text.utf8)).map { "\(text): \($0)" }
                }
            }
        }
        return failures
    }

    @Test func uiss() {
        let keys = ["textColor", "font", "alpha", "tintColor", "titleColor:highlighted", "backgroundImage:default:compact",
                    "shadowOffset", "frame", "a__b", "_x", "__", "--x", "-x", "x-y", "x.y", "layer.cornerRadius", "x y", "x:y:z",
                    "titleColor:", ":x", "x::y", "1x", "\\u0041", "é", "x\\u0000", "x\\\"y", "contentEdgeInsets", "numberOfLines",
                    "text", "autoresizingMask", "textAlignment", "titleTextAttributes"]
        let values = ["1", "-1", "1e300", "-1e300", "0.5", "true", "null", "\"\"", "\"x\"", "\"--x\"", "\"-x\"", "\"#fff\"",
                      "\"#ffff\"", "\"#ff\"", "\"#\"", "\"red\"", "\"redColor\"", "\"RED\"", "\"dark gray\"", "\"$v\"", "\"$\"",
                      "\"a;b\"", "\"a}b\"", "\"a/*b\"", "\"a\\\\b\"", "\"a\\\"b\"", "\"\\u0000\"", "\"\\u0018\"", "[]", "[1]",
                      "[1,2]", "[1,2,3]", "[1,2,3,4]", "[1,2,3,4,5]", "[\"red\", 0.5]", "[\"--x\", 0.5]", "[\"bold\", 12]",
                      "[\"--x\", 12]", "[\"x;y\", 12]", "[\"a\", 1, 2, 3, 4]", "{}", "{\"a\": 1}", "[[1,2]]", "[true]",
                      "\"center\"", "[\"flexibleWidth\", \"--x\"]", "{\"font\": [\"bold\", 12], \"textColor\": \"red\"}", "-0"]
        let failures = Self.violations(.uiss, keys: keys, values: values, templates: [
            { k, v in "{\"UILabel\": {\"\(k)\": \(v)}}" },
            { k, v in "{\"Variables\": {\"v\": \(v)}, \"UIButton\": {\"\(k)\": \"$v\"}}" },
            { k, v in "{\"UINavigationBar\": {\"\(k)\": \(v)}}" },
        ])
        #expect(failures.isEmpty, "\(failures.count) violations, the first: \(failures.prefix(3).joined(separator: "\n"))")
    }

    @Test func reflektor() {
        let keys = ["color", "background-color", "font", "corner-radius", "tint-color", "text", "alpha", "border-width", "x-y",
                    "a__b", "--x", "-x", "_x", "layer.cornerRadius", "include", "condition", "title-color", "image", "frame",
                    "shadow-offset", "text-alignment"]
        let failures = Self.violations(.reflektor, keys: keys, values: Self.cssValues, templates: [
            { k, v in "UILabel { \(k): \(v); }" },
            { k, v in "@v: \(v);\nUIButton { \(k): @v; }" },
            { k, v in "UINavigationBar:highlighted { \(k): \(v); }" },
        ])
        #expect(failures.isEmpty, "\(failures.count) violations, the first: \(failures.prefix(3).joined(separator: "\n"))")
    }

    @Test func nimbus() {
        let keys = ["color", "background-color", "font", "font-size", "font-weight", "font-family", "border", "border-radius",
                    "text-shadow", "-ios-tint-color", "-ios-minimum-font-size", "-ios-line-break-mode", "-ios-number-of-lines",
                    "text-align", "visibility", "padding", "margin", "width", "height", "left", "top", "-mobile-title-color",
                    "-ios-image", "-x", "--x", "a__b"]
        let failures = Self.violations(.nimbus, keys: keys, values: Self.cssValues, templates: [
            { k, v in "UILabel { \(k): \(v); }" }, { k, v in ".a { \(k): \(v); }" }, { k, v in "UIButton:selected { \(k): \(v); }" },
        ])
        #expect(failures.isEmpty, "\(failures.count) violations, the first: \(failures.prefix(3).joined(separator: "\n"))")
    }

    @Test func nui() {
        let keys = ["font-color", "background-color", "font-name", "font-size", "border-color", "border-width", "corner-radius",
                    "shadow-offset", "text-align", "padding", "title-insets", "background-image", "tint-color",
                    "text-shadow-color", "font-color-highlighted", "-x", "--x", "a__b", "height", "width"]
        let failures = Self.violations(.nui, keys: keys, values: Self.cssValues, templates: [
            { k, v in "Label { \(k): \(v); }" }, { k, v in "@v: \(v);\nButton { \(k): @v; }" },
            { k, v in "NavigationBar { \(k): \(v); }" },
        ])
        #expect(failures.isEmpty, "\(failures.count) violations, the first: \(failures.prefix(3).joined(separator: "\n"))")
    }

    /// Every property name of up to four of `a`, `N`, `-`, `_`, `1`, `.` and `:` (2,800
    /// names) in each dialect: the readers camel-case, map and keep names (key paths and
    /// UISS's `:` parameters included), and what converts must read back. (The `reflektor`
    /// fuzzer found `_-_--n_` first, which camel-cased to `__N_`, Livery's
    /// `name__parameters`; with up to five of them, 19,607 names, this passes too, in 20 s
    /// of a debug build.)
    @Test func everyShortPropertyName() {
        let alphabet = ["a", "N", "-", "_", "1", ".", ":"]
        var names = [""]
        var keys: [String] = []
        for _ in 1...4 {
            names = names.flatMap { name in alphabet.map { name + $0 } }
            keys += names
        }
        var failures: [String] = []
        failures += Self.violations(.uiss, keys: keys, values: ["1"], templates: [{ k, v in "{\"UILabel\": {\"\(k)\": \(v)}}" }])
        failures += Self.violations(.reflektor, keys: keys, values: ["1"], templates: [{ k, v in "UILabel { \(k): \(v); }" }])
        failures += Self.violations(.nimbus, keys: keys, values: ["1"], templates: [{ k, v in ".a { \(k): \(v); }" }])
        failures += Self.violations(.nui, keys: keys, values: ["1"], templates: [{ k, v in "Label { \(k): \(v); }" }])
        #expect(failures.isEmpty, "\(failures.count) violations, the first: \(failures.prefix(3).joined(separator: "\n"))")
    }
}
