// The keyword-valued properties of `LayoutStyle`. Case names follow Swift conventions
// (`flexStart` for `flex-start`); each enum's raw value is its case name, the name the
// property catalog's layout enums (`LayoutEnums` in LiveryCore) give the same keyword —
// a test keeps the two in step.

/// The main axis and its direction (`flex-direction`). Default `.column`.
public enum FlexDirection: String, CaseIterable, Hashable, Sendable {
    case column, columnReverse, row, rowReverse

    /// Whether the main axis is horizontal.
    @inlinable public var isRow: Bool { self == .row || self == .rowReverse }
    /// Whether items flow from the end of the main axis.
    @inlinable public var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}

/// Whether items wrap onto several lines (`flex-wrap`). Default `.noWrap`.
public enum FlexWrap: String, CaseIterable, Hashable, Sendable {
    case noWrap, wrap, wrapReverse
}

/// Main-axis distribution of free space (`justify-content`). Default `.flexStart`.
public enum JustifyContent: String, CaseIterable, Hashable, Sendable {
    case flexStart, center, flexEnd, spaceBetween, spaceAround, spaceEvenly
}

/// Cross-axis alignment of items (`align-items`, and `align-self` with `.auto`).
public enum AlignItems: String, CaseIterable, Hashable, Sendable {
    /// Only meaningful for `alignSelf`: use the parent's `alignItems`.
    case auto
    case flexStart, center, flexEnd, stretch, baseline
}

/// Distribution of flex lines in the cross axis (`align-content`). Default `.flexStart`.
public enum AlignContent: String, CaseIterable, Hashable, Sendable {
    case flexStart, center, flexEnd, stretch, spaceBetween, spaceAround, spaceEvenly
}

/// How a node is positioned (`position`). Default `.relative`.
public enum PositionType: String, CaseIterable, Hashable, Sendable {
    /// In flow; insets are ignored and the node is no containing block for absolute children.
    case `static`
    /// In flow; insets shift the node visually; a containing block for absolute descendants.
    case relative
    /// Out of flow, placed by insets against the nearest non-static ancestor's padding box.
    case absolute
}

/// Whether and how a node generates a box (`display`). Default `.flex`.
public enum Display: String, CaseIterable, Hashable, Sendable {
    /// A flex container (every node is one).
    case flex
    /// No box: the node and its subtree get zero frames.
    case none
    /// No box of its own: its children take part in the parent's layout.
    case contents
}

/// How content that does not fit is handled (`overflow`). Non-visible values make the
/// automatic minimum size of a flex item zero.
public enum Overflow: String, CaseIterable, Hashable, Sendable {
    case visible, hidden, scroll
}

/// Whether `width`/`height` include padding and border (`box-sizing`). Default `.borderBox`.
public enum BoxSizing: String, CaseIterable, Hashable, Sendable {
    case borderBox, contentBox
}

/// Inline direction (`direction`). Default `.inherit` (the root inherits the layout call's).
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case inherit, ltr, rtl
}
