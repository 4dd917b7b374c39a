import Livery
import LiveryCore
import LiveryLayout
import LiverySyntax
import LiveryValues

extension ViewNode {
    /// The element as `livery style` prints it, but its children: `{"id"?, "type",
    /// "classes", "frame", "properties"}`, values typed and resolved in the element's
    /// context (`appendStyleJSONText` adds `"children"`). `origins`: see `valueContext`.
    public func styleMembers(layout: ViewTreeLayout, origins: WindowOrigins = WindowOrigins()) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let id { members.append(("id", .string(id))) }
        members.append(("type", .string(typeName)))
        members.append(("classes", .array(classes.map { .string($0) })))
        let own = frame ?? .zero
        members.append(("frame", .object([("x", .number(Self.tidy(own.x))), ("y", .number(Self.tidy(own.y))),
                                          ("width", .number(Self.tidy(own.width))), ("height", .number(Self.tidy(own.height)))])))
        members.append(("properties", .object(propertyMembers(layout: layout, origins: origins))))
        return members
    }

    /// The element and its subtree as `livery style --format json` prints them (pretty
    /// JSON, the element at indentation `level`), written without recursion (see `TreeText`).
    public func appendStyleJSONText(layout: ViewTreeLayout, level: Int = 0, to out: inout String) {
        let origins = WindowOrigins()
        TreeText.appendJSON(self, level: level, childrenKey: "children", to: &out,
                            members: { $0.styleMembers(layout: layout, origins: origins) }, children: \.children)
    }

    /// A frame coordinate rounded to a millionth of a point, so output does not depend on
    /// floating-point noise (frames are already rounded to device pixels).
    static func tidy(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }

    /// The value context of this element: its bounds and its parent's, after layout. Give
    /// one `origins` to every element of an output (the window's position is relative).
    public func valueContext(layout: ViewTreeLayout, origins: WindowOrigins = WindowOrigins()) -> ValueContext {
        let own = frame ?? .zero
        let parentFrame = parent?.frame
        let parentBounds = parentFrame.map { Frame(x: 0, y: 0, width: $0.width, height: $0.height) }
        return layout.context(element: Frame(x: 0, y: 0, width: own.width, height: own.height), parent: parentBounds,
                              window: windowBoundsInParent(windowSize: layout.environment.windowSize, origins: origins))
    }

    /// Computed properties (winning value `current` left out) and the XML's given values,
    /// sorted by key. `origins`: see `valueContext`.
    public func propertyMembers(layout: ViewTreeLayout, origins: WindowOrigins = WindowOrigins()) -> [(String, JSONValue)] {
        let context = valueContext(layout: layout, origins: origins)
        var values: [PropertyKey: JSONValue] = [:]
        for given in givenValues {
            switch given.value {
            case .string(let text): values[given.key] = .string(text)
            case .bool(let flag): values[given.key] = .bool(flag)
            case .image(let name): values[given.key] = .object([("name", .string(name))])
            }
        }
        for (key, matched) in computed?.values ?? [:] {
            if matched.declaration.keepsCurrentValue {
                values[key] = nil
                continue
            }
            if let typed = matched.typedValue {
                // A line height's or letter spacing's percentage is of the font size, not of the element.
                var keyContext = context
                if key.name == "lineHeight" || key.name == "letterSpacing" { keyContext.percentageBasis = approximateFontSize(in: context) }
                if key.keyPath.isEmpty, let basis = layoutPercentageBasis(key.name, context: context) {
                    keyContext.percentageBasis = basis
                }
                values[key] = typed.resolved(in: keyContext).json
            } else {
                values[key] = .string(matched.declaration.value.cssText)
            }
        }
        return values.keys.sorted().map { ($0.description, values[$0]!) }
    }

    /// What a layout property's percentage is of, as the layout resolves it: the parent's
    /// content box (its bounds less its padding and border in points; the window for the
    /// root) — its width for horizontal properties and for margins and padding (as CSS), its
    /// height for vertical ones, the main axis for `flexBasis`. `nil` for other properties.
    func layoutPercentageBasis(_ name: String, context: ValueContext) -> Double? {
        let parentStyle = parent.map { ComputedLayoutStyle(context: context).style(for: $0.computedStyle).style }
        let horizontal: Bool
        switch name {
        case "width", "minWidth", "maxWidth", "left", "right", "start", "end", "columnGap": horizontal = true
        case "height", "minHeight", "maxHeight", "top", "bottom", "rowGap": horizontal = false
        case "flexBasis": horizontal = parentStyle?.flexDirection.isRow ?? false
        case _ where name.hasPrefix("margin") || name.hasPrefix("padding"): horizontal = true
        default: return nil
        }
        let width = context.parentBounds.width
        let height = context.parentBounds.height
        guard let style = parentStyle else { return horizontal ? width : height }
        let direction: LayoutDirection = style.direction == .rtl ? .rtl : .ltr
        func points(_ dimension: LayoutDimension) -> Double { dimension.resolve(width) ?? 0 }
        if horizontal {
            return width - points(style.padding.resolvedLeft(direction)) - points(style.padding.resolvedRight(direction))
                - points(style.border.resolvedLeft(direction)) - points(style.border.resolvedRight(direction))
        }
        return height - points(style.padding.top) - points(style.padding.bottom) - points(style.border.top)
            - points(style.border.bottom)
    }
}
