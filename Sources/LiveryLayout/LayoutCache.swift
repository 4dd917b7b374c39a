/// Whether a layout call only sizes the node or also positions its descendants.
enum RunMode: Hashable {
    /// Return the node's size (and baseline); children's frames are not touched.
    case computeSize
    /// Like `computeSize`, but the node's first baseline is needed too, so the node may not
    /// skip its children even when its size is already known.
    case computeBaseline
    /// Size the node and lay out its whole subtree, setting children's frames.
    case performLayout
}

/// Whether the node's own size properties apply (`inherentSize`) or only its content
/// counts (`contentSize`, used for the content-based minimum size of flex items).
enum SizingMode: Hashable {
    case inherentSize, contentSize
}

/// Everything a node's layout depends on besides its own subtree; the cache key.
struct LayoutInput: Hashable {
    /// Border-box width imposed by the parent (points), or nil.
    var knownWidth: Double?
    /// Border-box height imposed by the parent (points), or nil.
    var knownHeight: Double?
    /// Whether `knownHeight` counts as definite for percentages of the node's children.
    var heightIsDefinite: Bool
    /// Width percentages and margins/padding resolve against (points), or nil.
    var parentWidth: Double?
    /// Height percentages resolve against (points), or nil when indefinite.
    var parentHeight: Double?
    /// Space for the node's margin box along the horizontal axis.
    var availableWidth: AvailableSpace
    /// Space for the node's margin box along the vertical axis.
    var availableHeight: AvailableSpace
    var runMode: RunMode
    var sizingMode: SizingMode
    /// The parent's resolved direction (`.ltr` or `.rtl`), inherited by `.inherit`.
    var direction: LayoutDirection
}

/// The result of laying out or sizing a node.
struct LayoutOutput: Hashable {
    /// Border-box width (points).
    var width: Double
    /// Border-box height (points).
    var height: Double
    /// Distance from the top border edge to the first baseline (points), if the node has one.
    var firstBaseline: Double?
}

/// Per-node memo of layout results keyed by `LayoutInput`.
///
/// Size queries keep up to four entries stored inline (no allocation), replaced
/// round-robin; the last full layout is kept apart, because only it matches the
/// children's current frames. `clear()` empties everything.
///
/// The slots are plain (non-optional) values with a count of the filled ones, so that a
/// lookup compares each key in place instead of copying an optional entry out first.
struct LayoutCache {
    private struct Entry {
        var input: LayoutInput
        var output: LayoutOutput
        static let empty = Entry(
            input: LayoutInput(
                knownWidth: nil, knownHeight: nil, heightIsDefinite: false, parentWidth: nil, parentHeight: nil,
                availableWidth: .maxContent, availableHeight: .maxContent, runMode: .computeSize,
                sizingMode: .inherentSize, direction: .ltr),
            output: LayoutOutput(width: 0, height: 0, firstBaseline: nil))
    }
    private var slot0 = Entry.empty
    private var slot1 = Entry.empty
    private var slot2 = Entry.empty
    private var slot3 = Entry.empty
    /// How many of the size-query slots hold results (0…4).
    private var filledSlots = 0
    private var nextSlot = 0
    private var finalLayout = Entry.empty
    private var hasFinalLayout = false
    /// Content-box min-/max-content widths (points), independent of the input.
    var intrinsicWidths: (min: Double, max: Double)?
    /// Whether the intrinsic widths depend on the height given in context (see
    /// `LayoutNode.intrinsicWidthsDependOnHeight()`).
    var widthsDependOnHeight: Bool?
    /// Content-box min-/max-content widths for a content height given in context (see
    /// `LayoutNode.intrinsicContentWidths(heightBase:height:)`): two entries, replaced in turn.
    private var contextWidths0: (height: Double, widths: (min: Double, max: Double))?
    private var contextWidths1: (height: Double, widths: (min: Double, max: Double))?
    private var nextContextSlot = 0
    /// Padding, border and margin resolved for a percentage base and direction.
    var box: (base: Double?, direction: LayoutDirection, box: ResolvedBox)?

    /// The cached output for `input`, if any.
    ///
    /// `mutating` although it only reads: called on a node's stored `cache`, a
    /// non-mutating method receives a copy of the whole cache (about a kilobyte, mostly
    /// not in the processor's cache), while a mutating one works on it in place.
    mutating func lookup(_ input: LayoutInput) -> LayoutOutput? {
        if hasFinalLayout && Self.matches(finalLayout.input, input) { return finalLayout.output }
        if input.runMode == .performLayout { return nil }
        if filledSlots > 0 && slot0.input == input { return slot0.output }
        if filledSlots > 1 && slot1.input == input { return slot1.output }
        if filledSlots > 2 && slot2.input == input { return slot2.output }
        if filledSlots > 3 && slot3.input == input { return slot3.output }
        return nil
    }

    /// Records `output` for `input`.
    mutating func store(_ input: LayoutInput, _ output: LayoutOutput) {
        let entry = Entry(input: input, output: output)
        if input.runMode == .performLayout {
            finalLayout = entry
            hasFinalLayout = true
            return
        }
        switch nextSlot {
        case 0: slot0 = entry
        case 1: slot1 = entry
        case 2: slot2 = entry
        default: slot3 = entry
        }
        nextSlot = (nextSlot + 1) & 3
        filledSlots = min(filledSlots + 1, 4)
    }

    /// The content widths stored for content height `height`, if any.
    func contextWidths(_ height: Double) -> (min: Double, max: Double)? {
        if let entry = contextWidths0, entry.height == height { return entry.widths }
        if let entry = contextWidths1, entry.height == height { return entry.widths }
        return nil
    }

    /// Records the content widths for content height `height`.
    mutating func storeContextWidths(_ height: Double, _ widths: (min: Double, max: Double)) {
        if nextContextSlot == 0 { contextWidths0 = (height, widths) } else { contextWidths1 = (height, widths) }
        nextContextSlot ^= 1
    }

    /// Forgets everything.
    mutating func clear() {
        self = LayoutCache()
    }

    /// A full layout answers a size query with the same constraints, and itself.
    private static func matches(_ key: LayoutInput, _ input: LayoutInput) -> Bool {
        key.knownWidth == input.knownWidth && key.knownHeight == input.knownHeight
            && key.heightIsDefinite == input.heightIsDefinite
            && key.parentWidth == input.parentWidth && key.parentHeight == input.parentHeight
            && key.availableWidth == input.availableWidth && key.availableHeight == input.availableHeight
            && key.sizingMode == input.sizingMode && key.direction == input.direction
    }
}
