import Foundation
import LiveryLayout

/// Maps the CSS longhands recorded in the fixtures to `LayoutStyle` properties.
public enum FixtureStyleMapper {
    /// Properties that do not affect layout.
    static let ignoredPrefixes = ["border-image-", "background-"]
    static let ignoredSuffixes = ["-style", "-color"]

    /// Builds a style; unknown properties are appended to `unsupported`.
    public static func style(_ css: [String: String], unsupported: inout [String]) -> LayoutStyle {
        var style = LayoutStyle()
        for (name, value) in css.sorted(by: { $0.key < $1.key }) {
            if ignoredPrefixes.contains(where: name.hasPrefix) || ignoredSuffixes.contains(where: name.hasSuffix) {
                continue
            }
            if !apply(name, value, to: &style) && !applyEdge(name, value, to: &style) {
                unsupported.append("\(name): \(value)")
            }
        }
        return style
    }

    private static func apply(_ name: String, _ value: String, to s: inout LayoutStyle) -> Bool {
        switch name {
        case "width": s.width = length(value)
        case "height": s.height = length(value)
        case "min-width": s.minWidth = length(value)
        case "min-height": s.minHeight = length(value)
        case "max-width": s.maxWidth = length(value)
        case "max-height": s.maxHeight = length(value)
        case "flex-basis": s.flexBasis = length(value)
        case "flex-grow": s.flexGrow = Double(value) ?? 0
        case "flex-shrink": s.flexShrink = Double(value) ?? 0
        case "row-gap": s.rowGap = length(value)
        case "column-gap": s.columnGap = length(value)
        case "aspect-ratio": s.aspectRatio = ratio(value)
        case "flex-direction": s.flexDirection = [
            "row": .row, "row-reverse": .rowReverse, "column": .column, "column-reverse": .columnReverse,
        ][value] ?? .column
        case "flex-wrap": s.flexWrap = ["wrap": .wrap, "wrap-reverse": .wrapReverse][value] ?? .noWrap
        case "justify-content": s.justifyContent = [
            "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd,
            "space-between": .spaceBetween, "space-around": .spaceAround, "space-evenly": .spaceEvenly,
        ][value] ?? .flexStart
        case "align-items": s.alignItems = align(value) ?? .stretch
        case "align-self": s.alignSelf = align(value) ?? .auto
        case "align-content": s.alignContent = [
            "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd, "stretch": .stretch,
            "space-between": .spaceBetween, "space-around": .spaceAround, "space-evenly": .spaceEvenly,
        ][value] ?? .flexStart
        case "position": s.position = ["absolute": .absolute, "static": .static][value] ?? .relative
        case "display": s.display = ["none": .none, "contents": .contents][value] ?? .flex
        case "overflow-x", "overflow-y":
            if value != "visible" { s.overflow = value == "scroll" || value == "auto" ? .scroll : .hidden }
        case "box-sizing": s.boxSizing = value == "content-box" ? .contentBox : .borderBox
        case "direction": s.direction = value == "rtl" ? .rtl : .ltr
        default: return false
        }
        return true
    }

    private static func applyEdge(_ name: String, _ value: String, to s: inout LayoutStyle) -> Bool {
        let sides = ["left", "top", "right", "bottom", "inline-start", "inline-end", "block-start", "block-end"]
        for side in sides {
            if name == "margin-\(side)" { set(&s.margin, side, length(value)); return true }
            if name == "padding-\(side)" { set(&s.padding, side, length(value)); return true }
            if name == "border-\(side)-width" { set(&s.border, side, length(value)); return true }
            if name == side || name == "inset-\(side)" { set(&s.inset, side, length(value)); return true }
        }
        return false
    }

    private static func set(_ edges: inout LayoutEdges, _ side: String, _ value: LayoutDimension) {
        switch side {
        case "left": edges.left = value
        case "top", "block-start": edges.top = value
        case "right": edges.right = value
        case "bottom", "block-end": edges.bottom = value
        case "inline-start": edges.start = value
        default: edges.end = value
        }
    }

    /// Parses `12px`, `50%`, `auto`, `none` and the intrinsic keywords.
    public static func length(_ value: String) -> LayoutDimension {
        switch value {
        case "auto", "none": return .auto
        case "max-content": return .maxContent
        case "min-content": return .minContent
        case "fit-content": return .fitContent
        case "-webkit-fill-available", "stretch": return .stretch
        default: break
        }
        if let calc = calc(value) { return calc }
        if value.hasSuffix("px"), let number = Double(value.dropLast(2)) { return .points(number) }
        if value.hasSuffix("%"), let number = Double(value.dropLast()) { return .percent(number) }
        if let number = Double(value) { return .points(number) }
        return .auto
    }

    /// `calc(P% + Npx)` or `calc(P% - Npx)`, the form the random trees use.
    private static func calc(_ value: String) -> LayoutDimension? {
        guard value.hasPrefix("calc("), value.hasSuffix(")") else { return nil }
        let parts = value.dropFirst(5).dropLast().split(separator: " ")
        guard parts.count == 3, parts[0].hasSuffix("%"), parts[2].hasSuffix("px"),
              let percent = Double(parts[0].dropLast()), let points = Double(parts[2].dropLast(2)),
              parts[1] == "+" || parts[1] == "-" else { return nil }
        return .calc(percent: percent, points: parts[1] == "+" ? points : -points)
    }

    private static func align(_ value: String) -> AlignItems? {
        [
            "auto": .auto, "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd,
            "stretch": .stretch, "baseline": .baseline,
        ][value]
    }

    private static func ratio(_ value: String) -> Double? {
        let parts = value.split(separator: "/").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard let first = parts.first, let w = first else { return nil }
        let h = parts.count > 1 ? (parts[1] ?? 1) : 1
        return h > 0 && w > 0 ? w / h : nil
    }
}
