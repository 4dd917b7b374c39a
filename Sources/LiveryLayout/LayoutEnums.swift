// The keyword-valued properties of `LayoutStyle`. Case names follow Swift conventions
// (`flexStart` for `flex-start`) and are the keywords themselves (`LayoutKeyword`).

/// A keyword-valued layout property: its cases are named as the property catalog's layout
/// enums (`LayoutEnums` in LiveryCore) name the same keywords — a test keeps the two in
/// step. (No `String` raw values: they made `LayoutStyle` copies cost more in the flexbox
/// passes.)
public protocol LayoutKeyword: CaseIterable, Hashable, Sendable {}

extension LayoutKeyword {
    /// The keyword: the case name (`flexStart`).
    public var keyword: String { String(describing: self) }

    /// The case named `keyword`, if any.
    public init?(keyword: String) {
        guard let match = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
        self = match
    }
}

/// The main axis and its direction (`flex-direction`). Default `.column`.
public enum FlexDirection: LayoutKeyword {
    case column, columnReverse, row, rowReverse

    /// Whether the main axis is horizontal.
    @inlinable public var isRow: Bool { self == .row || self == .rowReverse }
    /// Whether items flow from the end of the main axis.
    @inlinable public var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}

/// Whether items wrap onto several lines (`flex-wrap`). Default `.noWrap`.
public enum FlexWrap: LayoutKeyword {
    case noWrap, wrap, wrapReverse
}

/// Main-axis distribution of free space (`justify-content`). Default `.flexStart`.
public enum JustifyContent: LayoutKeyword {
    case flexStart, center, flexEnd, spaceBetween, spaceAround, spaceEvenly
}

/// Cross-axis alignment of items (`align-items`, and `align-self` with `.auto`).
public enum AlignItems: LayoutKeyword {
    /// Only meaningful for `alignSelf`: use the parent's `alignItems`.
    case auto
    case flexStart, center, flexEnd, stretch, baseline
}

/// Distribution of flex lines in the cross axis (`align-content`). Default `.flexStart`.
public enum AlignContent: LayoutKeyword {
    case flexStart, center, flexEnd, stretch, spaceBetween, spaceAround, spaceEvenly
}

/// How a node is positioned (`position`). Default `.relative`.
public enum PositionType: LayoutKeyword {
    /// In flow; insets are ignored and the node is no containing block for absolute children.
    case `static`
    /// In flow; insets shift the node visually; a containing block for absolute descendants.
    case relative
    /// Out of flow, placed by insets against the nearest non-static ancestor's padding box.
    case absolute
}

/// Whether and how a node generates a box (`display`). Default `.flex`.
public enum Display: LayoutKeyword {
    /// A flex container (every node is one).
    case flex
    /// No box: the node and its subtree get zero frames.
    case none
    /// No box of its own: its children take part in the parent's layout.
    case contents
}

/// How content that does not fit is handled (`overflow`). Non-visible values make the
/// automatic minimum size of a flex item zero.
public enum Overflow: LayoutKeyword {
    case visible, hidden, scroll
}

/// Whether `width`/`height` include padding and border (`box-sizing`). Default `.borderBox`.
public enum BoxSizing: LayoutKeyword {
    case borderBox, contentBox
}

/// Inline direction (`direction`). Default `.inherit` (the root inherits the layout call's).
public enum LayoutDirection: LayoutKeyword {
    case inherit, ltr, rtl
}
