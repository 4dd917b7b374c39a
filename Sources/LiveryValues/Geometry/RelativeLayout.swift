import LiverySyntax

/// InterfaCSS's layout constraints (`layout: size(100, 21), left(parent + 10), top(guide.top + 100)`):
/// edges, centres and sizes of an element given relative to its parent, the layout guide
/// or a sibling with an id, resolved during layout.
public struct RelativeLayout: Hashable, Sendable, CustomStringConvertible {
    /// What a constraint sets or reads.
    public enum Attribute: String, Hashable, Sendable, CaseIterable {
        case left, right, top, bottom, centerX, centerY, width, height
        case leftMargin, rightMargin, topMargin, bottomMargin

        /// Horizontal attributes resolve percentages against the parent's width.
        public var isHorizontal: Bool {
            switch self {
            case .left, .right, .centerX, .width, .leftMargin, .rightMargin: true
            default: false
            }
        }
    }

    /// What a term refers to.
    public enum Target: Hashable, Sendable {
        /// The parent (`parent`, `superview`).
        case parent
        /// The layout guide (`guide`): the parent's safe area.
        case guide
        /// The sibling with this id.
        case element(String)
    }

    /// `target.attribute * multiplier + constant`, or `percent`% of the parent's size along the
    /// constrained axis plus `constant`, or a constant alone.
    public struct Term: Hashable, Sendable, CustomStringConvertible {
        public var target: Target?
        /// The target's attribute; `nil` means the attribute being constrained.
        public var attribute: Attribute?
        public var multiplier: Double
        public var constant: Double
        /// A percentage of the parent's width or height (no target then).
        public var percent: Double?

        public init(target: Target? = nil, attribute: Attribute? = nil, multiplier: Double = 1, constant: Double = 0,
                    percent: Double? = nil) {
            self.target = target
            self.attribute = attribute
            self.multiplier = multiplier
            self.constant = constant
            self.percent = percent
        }

        public var description: String {
            var text: String
            if let percent {
                text = ComponentValue.format(percent) + "%"
            } else if let target {
                switch target {
                case .parent: text = "parent"
                case .guide: text = "guide"
                case .element(let id): text = id
                }
                if let attribute { text += "." + attribute.rawValue }
                if multiplier != 1 { text += " * " + ComponentValue.format(multiplier) }
            } else {
                return ComponentValue.format(constant)
            }
            if constant > 0 { text += " + " + ComponentValue.format(constant) }
            if constant < 0 { text += " - " + ComponentValue.format(-constant) }
            return text
        }

    }

    /// One attribute set to one term.
    public struct Constraint: Hashable, Sendable {
        public var attribute: Attribute
        public var term: Term

        public init(_ attribute: Attribute, _ term: Term) {
            self.attribute = attribute
            self.term = term
        }
    }

    /// The largest size `sizeToFit(w, h)` gives: terms resolved like `width(w)` and `height(h)`.
    public struct SizeLimit: Hashable, Sendable {
        public var width: Term
        public var height: Term

        public init(width: Term, height: Term) {
            self.width = width
            self.height = height
        }
    }

    /// In the order written; a later constraint of the same attribute replaces an earlier one.
    public var constraints: [Constraint]
    /// `sizeToFit`: the size is the element's size that fits its content (unless width or
    /// height is constrained).
    public var sizeToFit: Bool
    /// `sizeToFit(w, h)`: the size that fits is measured within, and capped at, this size.
    /// Setting a limit turns `sizeToFit` on.
    public var sizeToFitLimit: SizeLimit? {
        didSet { if sizeToFitLimit != nil { sizeToFit = true } }
    }

    public init(constraints: [Constraint] = [], sizeToFit: Bool = false, sizeToFitLimit: SizeLimit? = nil) {
        self.constraints = constraints
        self.sizeToFit = sizeToFit || sizeToFitLimit != nil
        self.sizeToFitLimit = sizeToFitLimit
    }

    /// Canonical text: `sizeToFit` (with its limit, `sizeToFit(w, h)`) first, then one
    /// function per constraint, separated by `, `.
    public var description: String {
        var parts = constraints.map { "\($0.attribute.rawValue)(\($0.term))" }
        if let limit = sizeToFitLimit {
            parts.insert("sizeToFit(\(limit.width), \(limit.height))", at: 0)
        } else if sizeToFit {
            parts.insert("sizeToFit", at: 0)
        }
        return parts.joined(separator: ", ")
    }

    /// UIKit's default layout margins, used for the `*Margin` attributes.
    public static let layoutMargin = 8.0

    /// The frame the constraints give, in the parent's coordinates.
    ///
    /// - `current`: the element's frame before (its size is kept along an axis with too
    ///   few constraints);
    /// - `fitting`: the element's size that fits its content (for `sizeToFit`; measure it
    ///   within `fittingLimit(…)` when there is one); with `sizeToFit(w, h)` each axis takes
    ///   the smaller of the fitting size (else the current size) and the limit;
    /// - `parent`: the parent's size; `guide`: the safe area in the parent's coordinates;
    /// - `sibling`: the frame of the sibling with an id (`nil` when there is none: the
    ///   constraints reading it are skipped).
    public func frame(current: (x: Double, y: Double, width: Double, height: Double),
                      fitting: (width: Double, height: Double)?,
                      parent: (width: Double, height: Double),
                      guide: (top: Double, bottom: Double),
                      sibling: (String) -> (x: Double, y: Double, width: Double, height: Double)?)
        -> (x: Double, y: Double, width: Double, height: Double) {
        let resolver = Resolver(parent: parent, guide: guide)
        var values: [Attribute: Double] = [:]
        for constraint in constraints {
            guard let result = resolver.value(of: constraint.term, for: constraint.attribute, sibling: sibling) else { continue }
            // Setting an own margin attribute places the edge one margin further out.
            switch constraint.attribute {
            case .leftMargin: values[.left] = result - Self.layoutMargin
            case .rightMargin: values[.right] = result + Self.layoutMargin
            case .topMargin: values[.top] = result - Self.layoutMargin
            case .bottomMargin: values[.bottom] = result + Self.layoutMargin
            default: values[constraint.attribute] = result
            }
        }
        var fitted: (width: Double?, height: Double?) = (fitting?.width, fitting?.height)
        if let limit = fittingLimit(parent: parent, guide: guide, sibling: sibling) {
            fitted = (min(fitting?.width ?? current.width, limit.width), min(fitting?.height ?? current.height, limit.height))
        }
        let horizontal = Self.solve(start: values[.left], end: values[.right], center: values[.centerX],
                                    size: values[.width] ?? (sizeToFit ? fitted.width : nil),
                                    currentStart: current.x, currentSize: current.width)
        let vertical = Self.solve(start: values[.top], end: values[.bottom], center: values[.centerY],
                                  size: values[.height] ?? (sizeToFit ? fitted.height : nil),
                                  currentStart: current.y, currentSize: current.height)
        return (horizontal.start, vertical.start, max(0, horizontal.size), max(0, vertical.size))
    }

    /// The size `sizeToFit(w, h)` allows, resolved like `width(w)` and `height(h)`; `nil`
    /// without a limit. An axis whose term names a missing sibling is unlimited.
    public func fittingLimit(parent: (width: Double, height: Double),
                             guide: (top: Double, bottom: Double),
                             sibling: (String) -> (x: Double, y: Double, width: Double, height: Double)?)
        -> (width: Double, height: Double)? {
        guard let limit = sizeToFitLimit else { return nil }
        let resolver = Resolver(parent: parent, guide: guide)
        return (max(0, resolver.value(of: limit.width, for: .width, sibling: sibling) ?? .infinity),
                max(0, resolver.value(of: limit.height, for: .height, sibling: sibling) ?? .infinity))
    }

    /// Resolves terms against the parent, the guide and (given to each call) siblings.
    struct Resolver {
        typealias Box = (x: Double, y: Double, width: Double, height: Double)
        let parent: (width: Double, height: Double)
        let guide: (top: Double, bottom: Double)

        func value(_ attribute: Attribute, of box: Box) -> Double {
            let margin = RelativeLayout.layoutMargin
            switch attribute {
            case .left: return box.x
            case .right: return box.x + box.width
            case .top: return box.y
            case .bottom: return box.y + box.height
            case .centerX: return box.x + box.width / 2
            case .centerY: return box.y + box.height / 2
            case .width: return box.width
            case .height: return box.height
            case .leftMargin: return box.x + margin
            case .rightMargin: return box.x + box.width - margin
            case .topMargin: return box.y + margin
            case .bottomMargin: return box.y + box.height - margin
            }
        }

        /// The term's value for `attribute`; `nil` when it names a sibling that is missing.
        func value(of term: Term, for attribute: Attribute, sibling: (String) -> Box?) -> Double? {
            if let percent = term.percent {
                return percent / 100 * (attribute.isHorizontal ? parent.width : parent.height) + term.constant
            }
            guard let target = term.target else { return term.constant }
            let box: Box
            switch target {
            case .parent: box = (0, 0, parent.width, parent.height)
            case .guide: box = (0, guide.top, parent.width, guide.bottom - guide.top)
            case .element(let id):
                guard let found = sibling(id) else { return nil }
                box = found
            }
            return value(term.attribute ?? attribute, of: box) * term.multiplier + term.constant
        }
    }

    /// Position and size along one axis from what is known (a given size wins over one
    /// implied by two edges; with one edge or the centre, the size stays).
    static func solve(start: Double?, end: Double?, center: Double?, size: Double?,
                      currentStart: Double, currentSize: Double) -> (start: Double, size: Double) {
        if let size {
            if let start { return (start, size) }
            if let end { return (end - size, size) }
            if let center { return (center - size / 2, size) }
            return (currentStart, size)
        }
        switch (start, end, center) {
        case let (start?, end?, _): return (start, end - start)
        case let (start?, nil, center?): return (start, 2 * (center - start))
        case let (nil, end?, center?): return (2 * center - end, 2 * (end - center))
        case let (start?, nil, nil): return (start, currentSize)
        case let (nil, end?, nil): return (end - currentSize, currentSize)
        case let (nil, nil, center?): return (center - currentSize / 2, currentSize)
        default: return (currentStart, currentSize)
        }
    }
}
