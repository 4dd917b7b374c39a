extension RelativeRect {
    /// The frame in the parent's coordinate space for `context`, in points.
    public func frame(in context: ValueContext) -> Frame {
        switch self {
        case .bounds(let reference, let insets):
            let base = reference == .parent ? context.parentBounds : context.windowBounds
            let i = insets.resolved(in: context, basis: base).points
            return Frame(x: base.x + i.left, y: base.y + i.top, width: max(0, base.width - i.left - i.right),
                         height: max(0, base.height - i.top - i.bottom))
        case .layout(let layout):
            return layout.frame(in: context)
        }
    }
}

extension RectLayout {
    /// The frame in the parent's coordinate space for `context`, in points (see `RectLayout`).
    public func frame(in context: ValueContext) -> Frame {
        let parent = context.parentBounds
        var fitted: (width: Double, height: Double)?
        if fitsContent {
            let available = (width: Self.available(parent.width, left, right, context),
                             height: Self.available(parent.height, top, bottom, context))
            let constraint = fitConstraint.map { size in
                (width: size.width.resolved(context, parent.width), height: size.height.resolved(context, parent.height))
            } ?? available
            fitted = context.sizeThatFits?(constraint.width, constraint.height)
                ?? (context.elementBounds.width, context.elementBounds.height)
        }
        let (x, width) = Self.axis(parent.width, size: width, start: left, end: right, fitted: fitted?.width, context)
        let (y, height) = Self.axis(parent.height, size: height, start: top, end: bottom, fitted: fitted?.height, context)
        return Frame(x: parent.x + x, y: parent.y + y, width: width, height: height)
    }

    /// The parent's length minus the insets that are lengths.
    private static func available(_ parent: Double, _ start: Length?, _ end: Length?, _ context: ValueContext) -> Double {
        let a = start.flatMap { $0.points(in: context, basis: parent) } ?? 0
        let b = end.flatMap { $0.points(in: context, basis: parent) } ?? 0
        return max(0, parent - a - b)
    }

    /// Position and length along one axis.
    private static func axis(_ parent: Double, size: Length, start: Length?, end: Length?, fitted: Double?,
                             _ context: ValueContext) -> (Double, Double) {
        let a = start.flatMap { $0.points(in: context, basis: parent) }
        let b = end.flatMap { $0.points(in: context, basis: parent) }
        let length: Double
        if let fitted {
            length = fitted
        } else if let points = size.points(in: context, basis: parent) {
            length = points
        } else {
            length = max(0, parent - (a ?? 0) - (b ?? 0))
        }
        if let a { return (a, length) }
        if let b { return (parent - b - length, length) }
        if start?.isAuto == true || end?.isAuto == true { return ((parent - length) / 2, length) }
        return (0, length)
    }
}

extension RelativePoint {
    /// The centre of the reference's bounds plus the offset, in the parent's coordinate space (points).
    public func center(in context: ValueContext) -> (x: Double, y: Double) {
        let base = reference == .parent ? context.parentBounds : context.windowBounds
        return (base.x + base.width / 2 + offset.horizontal.resolved(context, base.width),
                base.y + base.height / 2 + offset.vertical.resolved(context, base.height))
    }
}
