import LiveryCore
import LiveryLayout
import LiveryValues

/// Reads flexbox properties from an element's computed style into a `LayoutStyle`: the
/// one reading every backend's layout shares.
public struct ComputedLayoutStyle {
    public let context: ValueContext

    public init(context: ValueContext) {
        self.context = context
    }

    /// The layout style of an element with `computed` style, and whether it is placed by
    /// `frame`/`center`/`bounds`/`layout` (parent-relative frames) rather than by flexbox.
    public func style(for computed: ComputedStyle?) -> (style: LayoutStyle, usesFrameLayout: Bool) {
        var style = LayoutStyle()
        var usesFrameLayout = false
        guard let computed else { return (style, false) }
        // Shorthands first, so a specific edge beats a general one whatever the order (as Yoga:
        // `paddingTop` over `paddingVertical` over `padding`), and the result is deterministic.
        let entries = computed.values.filter { $0.key.keyPath.isEmpty && $0.key.parameters.isEmpty }
            .sorted { (Self.rank($0.key.name), $0.key.name) < (Self.rank($1.key.name), $1.key.name) }
        // `borderWidth` / `border-width` / `border` draw the layer's border and inset the
        // layout on every side (as Yoga and React Native); `layer.borderWidth` written with its
        // key path only draws. Before the per-side widths, which win over it.
        if let border = computed.values[Self.layerBorderWidth], border.declaration.property.keyPath.isEmpty,
           !border.declaration.keepsCurrentValue, let value = border.typedValue, let width = dimension(value) {
            style.border = LayoutEdges(all: width)
        }
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

    static let layerBorderWidth = PropertyKey(keyPath: ["layer"], name: "borderWidth")

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
        case ("flexGrow", .number(let number)): style.flexGrow = ValueBounds.clamped(number, Self.maximumFactor)
        case ("flexShrink", .number(let number)): style.flexShrink = ValueBounds.clamped(number, Self.maximumFactor)
        case ("flex", .number(let number)): style.setFlex(ValueBounds.clamped(number, Self.maximumFactor))
        case ("aspectRatio", .number(let number)):
            style.aspectRatio = number > 0 ? min(max(number, 1 / Self.maximumFactor), Self.maximumFactor) : nil
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

    /// The edges of a box a property sets: which box, and which of its edges (none: all four).
    typealias EdgeTarget = (box: Box, edges: [Edge])

    /// A box whose edges properties set.
    enum Box: Sendable { case margin, padding, border }

    /// One edge of a box.
    enum Edge: Sendable { case left, top, right, bottom, start, end }

    /// Margin, padding and per-side border properties by canonical name (`borderWidth`
    /// itself is the layer's border, read apart: see `style(for:)`).
    static let edgeProperties: [String: EdgeTarget] = {
        let sides: [(suffix: String, edges: [Edge])] = [
            ("", []), ("Left", [.left]), ("Top", [.top]), ("Right", [.right]), ("Bottom", [.bottom]),
            ("Start", [.start]), ("End", [.end]), ("Horizontal", [.left, .right]), ("Vertical", [.top, .bottom]),
        ]
        var table: [String: EdgeTarget] = [:]
        for side in sides {
            table["margin" + side.suffix] = (.margin, side.edges)
            table["padding" + side.suffix] = (.padding, side.edges)
            if !side.suffix.isEmpty { table["border" + side.suffix + "Width"] = (.border, side.edges) }
        }
        return table
    }()

    func applyEdge(_ name: String, _ value: TypedValue, to style: inout LayoutStyle) -> Bool {
        if let target = Self.edgeProperties[name] {
            guard let dimension = dimension(value) else { return true }
            switch target.box {
            case .margin: set(target.edges, dimension, in: &style.margin)
            case .padding: set(target.edges, dimension, in: &style.padding)
            case .border: set(target.edges, dimension, in: &style.border)
            }
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

    /// Sets `edges` of a box (all four when empty).
    func set(_ edges: [Edge], _ dimension: LayoutDimension, in box: inout LayoutEdges) {
        guard !edges.isEmpty else {
            box = LayoutEdges(all: dimension)
            return
        }
        for edge in edges {
            switch edge {
            case .left: box.left = dimension
            case .top: box.top = dimension
            case .right: box.right = dimension
            case .bottom: box.bottom = dimension
            case .start: box.start = dimension
            case .end: box.end = dimension
            }
        }
    }

    /// The largest length the layout takes, in points (and percentage): a sheet may say
    /// `1e300`, but the sums and products of layout must stay finite (frames of views are).
    public static let maximumLength = ValueBounds.length
    /// The largest flex factor, and the largest aspect ratio (the smallest is its inverse).
    public static let maximumFactor = ValueBounds.factor

    /// A length or number as a layout dimension: points (px and em resolved), percent, auto;
    /// within ±`maximumLength`.
    func dimension(_ value: TypedValue) -> LayoutDimension? {
        let limit = Self.maximumLength
        switch value {
        case .number(let number): return number.isFinite ? .points(ValueBounds.clamped(number, limit)) : nil
        case .length(let length):
            switch length.unit {
            case .auto: return .auto
            case .percent:
                let percent = ValueBounds.clamped(length.value, limit), offset = ValueBounds.clamped(length.offset, limit)
                return offset == 0 ? .percent(percent) : .calc(percent: percent, points: offset)
            default: return length.points(in: context, basis: 0).map { .points(ValueBounds.clamped($0, limit)) }
            }
        default: return nil
        }
    }
}
