import LiveryCore
import LiveryLayout
import LiveryValues

/// Reads flexbox properties from an element's computed style into a `LayoutStyle`.
struct ComputedLayoutStyle {
    let context: ValueContext

    /// The layout style of `node`, and whether it is placed by `frame`/`center`/`bounds`.
    func style(for node: ViewNode) -> (style: LayoutStyle, usesFrameLayout: Bool) {
        var style = LayoutStyle()
        var usesFrameLayout = false
        guard let computed = node.computed else { return (style, false) }
        // Shorthands first, so a specific edge beats a general one whatever the order (as Yoga:
        // `paddingTop` over `paddingVertical` over `padding`), and the result is deterministic.
        let entries = computed.values.filter { $0.key.keyPath.isEmpty && $0.key.parameters.isEmpty }
            .sorted { (Self.rank($0.key.name), $0.key.name) < (Self.rank($1.key.name), $1.key.name) }
        for (key, matched) in entries {
            if matched.declaration.keepsCurrentValue { continue }
            guard let value = matched.typedValue else { continue }
            switch key.name {
            case "frame", "center", "bounds", "layout":
                usesFrameLayout = true
            default:
                apply(key.name, value, to: &style)
            }
        }
        if usesFrameLayout { style.position = .absolute }
        return (style, usesFrameLayout)
    }

    /// The order properties apply in: all edges (`padding`, `margin`, `gap`) 0, one axis
    /// (`paddingHorizontal` …) 1, anything else 2.
    static func rank(_ name: String) -> Int {
        switch name {
        case "padding", "margin", "gap": 0
        case _ where name.hasSuffix("Horizontal") || name.hasSuffix("Vertical"): 1
        default: 2
        }
    }

    /// Applies one property; unknown names are ignored (they are not layout properties).
    func apply(_ name: String, _ value: TypedValue, to style: inout LayoutStyle) {
        if applyDimension(name, value, to: &style) { return }
        if applyEdge(name, value, to: &style) { return }
        switch (name, value) {
        case ("flexGrow", .number(let number)): style.flexGrow = number
        case ("flexShrink", .number(let number)): style.flexShrink = number
        case ("flex", .number(let number)): style.setFlex(number)
        case ("aspectRatio", .number(let number)): style.aspectRatio = number > 0 ? number : nil
        case ("flexDirection", .enumCase(let value)): style.flexDirection = FlexDirection(keyword: value.name) ?? .column
        case ("flexWrap", .enumCase(let value)): style.flexWrap = FlexWrap(keyword: value.name) ?? .noWrap
        case ("justifyContent", .enumCase(let value)): style.justifyContent = JustifyContent(keyword: value.name) ?? .flexStart
        case ("alignItems", .enumCase(let value)): style.alignItems = AlignItems(keyword: value.name) ?? .stretch
        case ("alignSelf", .enumCase(let value)): style.alignSelf = AlignItems(keyword: value.name) ?? .auto
        case ("alignContent", .enumCase(let value)): style.alignContent = AlignContent(keyword: value.name) ?? .flexStart
        case ("position", .enumCase(let value)): style.position = PositionType(keyword: value.name) ?? .relative
        case ("display", .enumCase(let value)): style.display = Display(keyword: value.name) ?? .flex
        case ("overflow", .enumCase(let value)): style.overflow = Overflow(keyword: value.name) ?? .visible
        case ("direction", .enumCase(let value)): style.direction = LayoutDirection(keyword: value.name) ?? .inherit
        case ("boxSizing", .enumCase(let value)): style.boxSizing = BoxSizing(keyword: value.name) ?? .borderBox
        default: break
        }
    }

    func applyDimension(_ name: String, _ value: TypedValue, to style: inout LayoutStyle) -> Bool {
        let keyPath: WritableKeyPath<LayoutStyle, LayoutDimension>
        switch name {
        case "width": keyPath = \.width
        case "height": keyPath = \.height
        case "minWidth": keyPath = \.minWidth
        case "minHeight": keyPath = \.minHeight
        case "maxWidth": keyPath = \.maxWidth
        case "maxHeight": keyPath = \.maxHeight
        case "flexBasis": keyPath = \.flexBasis
        case "rowGap": keyPath = \.rowGap
        case "columnGap": keyPath = \.columnGap
        case "gap":
            guard let dimension = dimension(value) else { return true }
            style.setGap(dimension)
            return true
        default: return false
        }
        if let dimension = dimension(value) { style[keyPath: keyPath] = dimension }
        return true
    }

    func applyEdge(_ name: String, _ value: TypedValue, to style: inout LayoutStyle) -> Bool {
        let groups: [(String, WritableKeyPath<LayoutStyle, LayoutEdges>)] = [("margin", \.margin), ("padding", \.padding)]
        for (prefix, keyPath) in groups where name.hasPrefix(prefix) {
            guard let dimension = dimension(value) else { return true }
            set(edge: String(name.dropFirst(prefix.count)), dimension, in: &style[keyPath: keyPath])
            return true
        }
        if name.hasPrefix("border"), name.hasSuffix("Width"), name != "borderWidth" {
            guard let dimension = dimension(value) else { return true }
            set(edge: String(name.dropFirst(6).dropLast(5)), dimension, in: &style.border)
            return true
        }
        switch name {
        case "left": style.inset.left = dimension(value) ?? .auto
        case "top": style.inset.top = dimension(value) ?? .auto
        case "right": style.inset.right = dimension(value) ?? .auto
        case "bottom": style.inset.bottom = dimension(value) ?? .auto
        case "start": style.inset.start = dimension(value)
        case "end": style.inset.end = dimension(value)
        default: return false
        }
        return true
    }

    /// Sets one edge (`Left`, `Top`, `Horizontal`, `` for all …) of `edges`.
    func set(edge: String, _ dimension: LayoutDimension, in edges: inout LayoutEdges) {
        switch edge {
        case "": edges = LayoutEdges(all: dimension)
        case "Left": edges.left = dimension
        case "Top": edges.top = dimension
        case "Right": edges.right = dimension
        case "Bottom": edges.bottom = dimension
        case "Start": edges.start = dimension
        case "End": edges.end = dimension
        case "Horizontal": edges.left = dimension; edges.right = dimension
        case "Vertical": edges.top = dimension; edges.bottom = dimension
        default: break
        }
    }

    /// A length or number as a layout dimension: points (px and em resolved), percent, auto.
    func dimension(_ value: TypedValue) -> LayoutDimension? {
        switch value {
        case .number(let number): return number.isFinite ? .points(number) : nil
        case .length(let length):
            switch length.unit {
            case .auto: return .auto
            case .percent: return .percent(length.value)
            default: return length.points(in: context, basis: 0).map { .points($0) }
            }
        default: return nil
        }
    }
}
