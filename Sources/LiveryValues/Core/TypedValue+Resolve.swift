extension TypedValue {
    /// The value with everything that depends on the environment resolved: lengths in
    /// points (numbers), relative geometry as plain rects and points, fonts with their size,
    /// dynamic colors for the appearance, localized strings looked up.
    public func resolved(in context: ValueContext) -> TypedValue {
        switch self {
        case .number, .bool, .enumCase, .optionSet, .url:
            return self
        case .length(let length):
            guard let points = length.points(in: context, basis: context.percentageBasisValue) else { return self }
            return .number(points)
        case .string(let text):
            return .string(.literal(text.resolved(in: context)))
        case .color(let color):
            return .color(color.resolved(in: context))
        case .gradient(let gradient):
            return .gradient(Gradient(colors: gradient.colors.map { $0.resolved(in: context) }, angle: gradient.angle,
                                      locations: gradient.locations))
        case .font(let font):
            return .font(font.resolved(in: context))
        case .image(let image):
            return .image(image.resolved(in: context))
        case .point(let point):
            let p = context.parentBounds
            return .point(Point(x: .points(point.x.resolved(context, p.width)), y: .points(point.y.resolved(context, p.height))))
        case .size(let size):
            return .size(size.resolved(in: context))
        case .offset(let offset):
            let p = context.parentBounds
            return .offset(Offset(horizontal: .points(offset.horizontal.resolved(context, p.width)),
                                  vertical: .points(offset.vertical.resolved(context, p.height))))
        case .rect(let rect):
            let p = context.parentBounds
            return .rect(Rect(x: .points(rect.x.resolved(context, p.width)), y: .points(rect.y.resolved(context, p.height)),
                              width: .points(rect.width.resolved(context, p.width)),
                              height: .points(rect.height.resolved(context, p.height))))
        case .insets(let insets):
            return .insets(insets.resolved(in: context, basis: context.parentBounds))
        case .relativeRect(let rect):
            let frame = rect.frame(in: context)
            return .rect(Rect(x: .points(frame.x), y: .points(frame.y), width: .points(frame.width),
                              height: .points(frame.height)))
        case .relativePoint(let point):
            let center = point.center(in: context)
            return .point(Point(x: .points(center.x), y: .points(center.y)))
        case .transform(let transform):
            return .transform(transform.resolved(in: context))
        case .attributedText(let text):
            return .attributedText(text.resolved(in: context))
        case .layout: return self
        case .vector(let values):
            return .vector(values.map { $0.resolved(in: context) })
        }
    }
}

extension Length {
    /// The length in points against `basis`; `auto` is 0.
    func resolved(_ context: ValueContext, _ basis: Double) -> Double {
        points(in: context, basis: basis) ?? 0
    }
}

extension Size {
    func resolved(in context: ValueContext) -> Size {
        let p = context.parentBounds
        return Size(width: .points(width.resolved(context, p.width)), height: .points(height.resolved(context, p.height)))
    }
}

extension Insets {
    /// The insets in points; percentages of `basis` (top/bottom of its height, left/right of its width).
    func resolved(in context: ValueContext, basis: Frame) -> Insets {
        Insets(top: .points(top.resolved(context, basis.height)), left: .points(left.resolved(context, basis.width)),
               bottom: .points(bottom.resolved(context, basis.height)), right: .points(right.resolved(context, basis.width)))
    }

    /// The insets in points (call on resolved insets).
    var points: (top: Double, left: Double, bottom: Double, right: Double) {
        (top.value, left.value, bottom.value, right.value)
    }
}

extension ColorValue {
    /// The color for the context's appearance (pattern images stay).
    public func resolved(in context: ValueContext) -> ColorValue {
        color(dark: context.isDark).map { .rgba($0) } ?? self
    }
}

extension ImageValue {
    func resolved(in context: ValueContext) -> ImageValue {
        switch self {
        case .named(let name, let insets?):
            return .named(name, capInsets: insets.resolved(in: context, basis: .zero))
        case .color(let color):
            return .color(color.resolved(in: context))
        default:
            return self
        }
    }
}

extension Transform {
    /// The operations with translations in points.
    func resolved(in context: ValueContext) -> Transform {
        Transform(operations.map { operation in
            guard case .translate(let x, let y) = operation else { return operation }
            return .translate(x: .points(x.resolved(context, context.elementBounds.width)),
                              y: .points(y.resolved(context, context.elementBounds.height)))
        })
    }
}

extension AttributedText {
    func resolved(in context: ValueContext) -> AttributedText {
        AttributedText(parts: parts.map { part in
            AttributedText.Part(text: .literal(part.text.resolved(in: context)),
                                attributes: part.attributes.map { TextAttribute(key: $0.key, value: $0.value.resolved(in: context)) })
        })
    }
}
