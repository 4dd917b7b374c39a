#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Livery
import LiveryCore
import LiveryFormats
import LiveryUIKit

/// Properties of the whole pipeline (UIKit's views, or the stand-in's on Linux).
enum PipelineChecks {
    /// The input chooses a layout and a stylesheet (`PipelineInput`); loaded, styled and laid
    /// out by the UIKit backend, every view's frame is finite with a non-negative size, and its
    /// transform finite (UIKit raises on a geometry that is not).
    static func check(_ bytes: [UInt8], _ failures: inout FuzzFailures) {
        let input = PipelineInput(bytes)
        let loader = InMemorySourceLoader(["fuzz.xml": input.layout, "fuzz.css": input.stylesheet])
        MainActor.assumeIsolated {
            let backend = UIKitLayoutBackend(builder: ViewBuilder(), textMeasurement: .approximate)
            let screen = StyledViews(layoutPath: "fuzz.xml", stylesheetPaths: ["fuzz.css"],
                                     reader: FormatLoader(sourceLoader: loader), backend: backend)
            DiagnosticChecks.check(screen.diagnostics, &failures)
            guard let root = backend.built?.rootView else {
                failures.expect(screen.hasErrors, "no view built from a layout without errors:\n\(input.layout)")
                return
            }
            var views = [root]
            while let view = views.popLast() {
                let frame = view.frame
                let values = [frame.origin.x, frame.origin.y, frame.width, frame.height].map { Double($0) }
                if !values.allSatisfy(\.isFinite) || frame.width < 0 || frame.height < 0 {
                    failures.fail("\(type(of: view)) \(view.livery.styleClasses) has frame \(values)\n"
                                  + "layout:\n\(input.layout)\nstylesheet:\n\(input.stylesheet)")
                }
                let t = view.transform
                if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
                    failures.fail("\(type(of: view)) \(view.livery.styleClasses) has transform \(t)\n"
                                  + "layout:\n\(input.layout)\nstylesheet:\n\(input.stylesheet)")
                }
                views += view.subviews
            }
        }
    }
}

/// A layout document and a Livery CSS sheet made from bytes: each byte chooses the next
/// element, class, property or value, so libFuzzer's mutations make structural changes.
/// Exhausted input reads as zeros.
struct PipelineInput {
    static let elements = ["view", "view", "view", "label", "button", "imageView", "textField", "scrollView",
                           "switch", "slider", "stepper", "tableView", "viewController"]
    static let texts = ["", "Inbox", "A longer line of text that has to wrap somewhere", "W", "x y z w v u t s"]
    static let classes = ["a", "b", "c", "d"]
    static let properties = ["flex-direction", "flex-wrap", "justify-content", "align-items", "align-self", "align-content",
                             "flex-grow", "flex-shrink", "flex-basis", "flex", "width", "height", "min-width", "max-width",
                             "min-height", "max-height", "margin", "margin-left", "margin-top", "padding", "padding-right",
                             "padding-bottom", "position", "left", "top", "right", "bottom", "aspect-ratio", "gap",
                             "row-gap", "column-gap", "display", "direction", "borderWidth", "frame", "center", "bounds",
                             "layout", "font", "numberOfLines", "hidden", "alpha"]
    static let values = ["0", "10", "33.3", "-5", "1e6", "1e300", "-1e300", "0.0001", "50%", "150%", "-20%", "auto",
                         "calc(50% - 10)", "calc(100% + 1e300)", "none", "row", "column", "row-reverse", "column-reverse",
                         "wrap", "wrap-reverse", "nowrap", "center", "flex-start", "flex-end", "stretch", "baseline",
                         "space-between", "space-around", "space-evenly", "absolute", "relative", "flex", "rtl", "ltr",
                         "1", "2", "0.5", "16/9", "1 1 0", "0 0 auto", "10 20", "5 10 15 20",
                         "rect(0, 0, 100, 50)", "rect(-10, 5, 1e300, 20)", "size(50%, auto).left(10)",
                         "parent(10, 20)", "size(100, 21), left(parent + 10)", "bold 14", "system 1e6", "YES", "NO"]
    /// Properties and values of the rules that bytes left over after the sheet add: kept
    /// apart so that the inputs found before them make the same layout, and the same sheet
    /// up to these rules.
    static let laterProperties = ["transform", "font", "font-size", "line-height", "letter-spacing", "cornerRadius",
                                  "width", "margin", "flex-basis"]
    static let laterValues = ["1e308px", "bold 1e308px system", "scale(1e300) scale(1e300)", "translate(1e300%, -1e308px)",
                              "rotate(1e300deg) scale(0)", "1e300%", "-1e300%", "calc(1e300% + 1e300px)", "2em", "0"]

    var layout = ""
    var stylesheet = ""
    private var bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var count = 0
        layout = "<layout>\n" + element(depth: 0, count: &count) + "</layout>\n"
        var sheet = ""
        let rules = 1 + next(12)
        for _ in 0..<rules {
            sheet += selector() + " {"
            for _ in 0..<(1 + next(6)) {
                sheet += " \(pick(Self.properties)): \(pick(Self.values));"
            }
            sheet += " }\n"
        }
        while position < bytes.count, next(4) != 0 {
            sheet += selector() + " { \(pick(Self.laterProperties)): \(pick(Self.laterValues)); }\n"
        }
        stylesheet = sheet
    }

    private mutating func next(_ bound: Int) -> Int {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position]) % bound
    }

    private mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }

    private mutating func selector() -> String {
        switch next(4) {
        case 0: "." + pick(Self.classes)
        case 1: pick(Self.elements)
        case 2: "." + pick(Self.classes) + " > ." + pick(Self.classes)
        default: "#e\(next(16))"
        }
    }

    private mutating func element(depth: Int, count: inout Int) -> String {
        count += 1
        let name = pick(Self.elements)
        var text = "<\(name) id=\"e\(count)\" class=\"\(pick(Self.classes)) \(pick(Self.classes))\""
        if next(3) == 0 { text += " style=\"\(pick(Self.properties)): \(pick(Self.values))\"" }
        text += ">"
        let children = depth < 12 && count < 200 ? next(4) : 0
        if children == 0, ["label", "button"].contains(name) { text += pick(Self.texts) }
        for _ in 0..<children { text += element(depth: depth + 1, count: &count) }
        return text + "</\(name)>\n"
    }
}
#endif
