import LiveryCore
import LiveryFormats
import LiverySyntax
import Testing

/// Malformed input of each format: positioned diagnostics (line:column in the original
/// file), and the rest of the sheet still applies.
struct MalformedInputTests {
    @Test func uissReportsJSONAndValueErrorsAndKeepsTheRest() {
        let text = """
        {
          "UILabel": {
            "textColor": "red",
            "font": ["bold"],
            "shadowOffset" 2,
            "alpha": 0.5
          },
          "UIButton": { "titleColor:application": "red", "titleColor:normal": "$missing", "tintColor": "blue", },
          "UIView": [1, 2],
          "UISlider": { "value": tru, "minimumValue": 2 }
        }
        """
        let sheet = load(text, as: .uiss)
        #expect(lines(sheet.diagnostics) == [
            "4:13: error: 'font' takes a font (size, [\"bold\", size] or [name, size]), found an array [uiss.invalid-value]",
            "5:20: error: expected ':' after the key \"shadowOffset\" [uiss.syntax]",
            "8:17: warning: control state 'application' has no Livery equivalent; 'titleColor:application' is left out [uiss.unsupported-parameter]",
            "8:71: error: unknown variable '$missing' [uiss.unknown-variable]",
            "9:13: error: the class 'UIView' must map to an object, found an array [uiss.expected-object]",
            "10:26: error: expected a value, found 'tru' [uiss.syntax]",
        ])
        #expect(sheet.dumpText == """
        ^UILabel { textColor: red; alpha: 0.5; }
        ^UIButton { tintColor: blue; }
        ^UISlider { minimumValue: 2; }

        """)
    }

    @Test(arguments: [
        ("", "1:1: error: expected a JSON object, found the end of the file [uiss.syntax]"),
        ("[1]", "1:1: error: a UISS stylesheet is a JSON object, found an array [uiss.expected-object]"),
        ("{\"UILabel\": {\"text\": \"a", "1:1: error: '{' is never closed; expected '}' [uiss.syntax]"),
        ("{\"UILabel\": {}} x", "1:17: error: unexpected 'x' after the end of the JSON value [uiss.syntax]"),
        ("{\"UILabel\": {\"alpha\": 01}}", "1:23: error: invalid number '01' [uiss.syntax]"),
        ("{\"UILabel\": {\"textColor\": 3}}", "1:27: error: 'textColor' takes a color, found a number [uiss.invalid-value]"),
        ("{\"UILabel\": {\"textColor\": \"$a\"}, \"Variables\": {\"a\": \"$a\"}}",
         "1:53: error: variable '$a' refers to itself [uiss.variable-cycle]"),
        ("{\"UINavigationBar\": {\"titleTextAttributes\": {\"wobble\": 1}}}",
         "1:46: error: unknown text attribute 'wobble' [uiss.unknown-text-attribute]"),
        ("{\"UIButton\": {\"titleColor:sideways\": \"red\"}}",
         "1:15: error: invalid state 'sideways' for 'titleColor' [property.invalid-parameter]"),
        ("{\"UILabel\": {\"textColor\": [\"pattern\", 0.5]}}",
         "1:27: error: 'alpha()' needs a color, found 'pattern' [value.invalid-color]"),
    ])
    func uissDiagnostics(_ text: String, _ expected: String) {
        #expect(lines(load(text, as: .uiss).diagnostics).first == expected)
    }

    @Test func reflektorReportsBadSelectorsConditionsAndVariables() {
        let text = """
        @global {
          @a = #fff;
          oops;
        }
        UILabel .x { text-color: red; }
        UILabel {
          include: nowhere;
          text-color: @nope;
          alpha: 0.4;
        }
        UIView:__where {
          condition: 'idiom = tv and width < 2';
          alpha: 1;
        }
        UIView:a:b { alpha: 1; }
        UIView { background-color: @a; }
        """
        let sheet = load(text, as: .reflektor)
        #expect(lines(sheet.diagnostics) == [
            "3:3: error: expected '@name = value' in a namespace block [reflektor.invalid-variable]",
            "5:1: error: ReflektorKit selectors have no combinators; rule ignored [reflektor.invalid-selector]",
            "7:12: warning: 'include: nowhere' names no selector; nothing is included, as in ReflektorKit [reflektor.include-not-found]",
            "8:15: error: unknown variable '@nope' [reflektor.unknown-variable]",
            "12:15: error: invalid condition 'idiom = tv'; expected e.g. 'idiom = pad', 'vertical != compact' or 'width < 200' [reflektor.invalid-condition]",
            "15:1: error: expected 'Class', 'trait' or 'Class:trait'; rule ignored [reflektor.invalid-selector]",
        ])
        #expect(sheet.dumpText == "UILabel { alpha: 0.4; }\nUIView { backgroundColor: #fff; }\n")
    }

    @Test(arguments: [
        ("a:__where { condition: 3; alpha: 1; }",
         "1:13: error: 'condition' takes a quoted string such as 'idiom = pad' [reflektor.invalid-condition]"),
        ("UIView:__where { alpha: 1; }",
         "1:1: warning: ':__where' selector without a 'condition:'; the rule always applies [reflektor.missing-condition]"),
        ("a { include: b; } b { include: a; }", "1:32: error: 'include: a' leads back to this rule; ignored [reflektor.include-cycle]"),
        ("a { flex-fixed-size: 3; }", "1:22: error: expected size(width, height) [reflektor.invalid-value]"),
        ("UIView { alpha: blue; }", "1:17: error: expected a number, found 'blue' [value.invalid-expression]"),
        ("@media (idiom: pad) { a { alpha: 1; } }",
         "1:8: error: ReflektorKit has no @media; use a ':__where' selector [reflektor.unsupported]"),
    ])
    func reflektorDiagnostics(_ text: String, _ expected: String) {
        #expect(lines(load(text, as: .reflektor).diagnostics) == [expected])
    }

    @Test func nimbusReportsBadSelectorsAndValuesAndKeepsTheRest() {
        let text = """
        @import url("missing.css")
        UILabel:hover { color: red; }
        UILabel { border: 1 a b c; visibility: maybe; -ios-unknown: 3; alpha: 1; color: blue; }
        UIButton:highlighted { opacity: 0.5; color: blue; }
        """
        let sheet = load(text, as: .nimbus)
        #expect(lines(sheet.diagnostics) == [
            "1:9: error: cannot import 'missing.css': no such file 'missing.css' [import.not-found]",
            "2:8: warning: Nimbus read ':hover' but applied only ':selected', ':highlighted', ':disabled' (buttons) and ':empty' (text fields); rule ignored, as in Nimbus [nimbus.never-applied-selector]",
            "3:19: error: 'border': expected '<width> [<style> <color>]' [nimbus.invalid-value]",
            "3:40: error: 'visibility': expected 'hidden' or 'visible' [nimbus.invalid-value]",
            "3:47: warning: unknown Nimbus property '-ios-unknown' [nimbus.unknown-property]",
            "3:64: warning: unknown Nimbus property 'alpha' [nimbus.unknown-property]",
            "4:24: warning: 'opacity' does not depend on the control state; it is left out of this ':highlighted' rule [nimbus.state-property]",
        ])
        #expect(sheet.dumpText == "UILabel { color: blue; }\nUIButton { titleColor(highlighted): blue; }\n")
    }

    @Test func nuiReportsWhatItHasNotAndKeepsTheRest() {
        let text = """
        font-color: red;
        @import "other.nss";
        Label {
          font-size: 12;
          Button { font-color: blue; }
          background-color-top: red;
        }
        @media (device:ipad) { @media (device:iphone) { Label { font-size: 2; } } }
        @media screen { Label { font-size: 3; } }
        Button { font-color: rgb(1, 2; }
        """
        let sheet = load(text, as: .nui)
        #expect(lines(sheet.diagnostics) == [
            "1:1: error: declaration 'font-color' must be inside a rule [syntax.declaration-outside-rule]",
            "2:1: error: NUI has no @import; ignored [nui.unsupported]",
            "5:3: error: NUI rules do not nest; ignored [nui.nested-rule]",
            "6:3: warning: a gradient needs both 'background-color-top' and 'background-color-bottom'; this one is left out [nui.half-gradient]",
            "8:31: error: NUI @media blocks do not nest; ignored [nui.unsupported]",
            "9:8: error: NUI @media takes '(device: ipad|iphone)' and '(orientation: landscape|portrait)' joined by 'and'; block ignored [nui.unsupported]",
            "10:22: error: 'rgb(' is never closed; expected ')' [syntax.unclosed-bracket]",
        ])
        #expect(sheet.dumpText == "^UILabel { fontSize: 12; }\n")
    }

    @Test func nimbusImportCyclesAreReported() {
        let sheet = load("@import url('b.css')\nUILabel { opacity: 1; }", as: .nimbus, path: "a.css",
                         files: ["b.css": "@import url('a.css');\nUIView { opacity: 0.5; }"])
        #expect(sheet.diagnostics.map(\.description) == ["b.css:1:9: error: 'a.css' imports itself (a.css → b.css → a.css); skipped [import.cycle]"])
        #expect(sheet.rules.count == 2)
    }
}
