/// Arrays reused by the flex containers of one layout pass.
///
/// Every run of the flexbox algorithm needs an array of items and one of lines. Runs nest
/// (a container's run sizes and lays out its items, which run the algorithm in turn), so
/// the pass keeps stacks of spare arrays: a run takes one of each and gives them back,
/// emptied but keeping their capacity, when it ends. After the first few containers, runs
/// no longer allocate.
///
/// The stacks are `@exclusivity(unchecked)` for the reason given on `LayoutNode`: each
/// access is instantaneous, so the dynamic check could never fire.
final class LayoutScratch {
    @exclusivity(unchecked) private var spareItems: [[FlexItem]] = []
    @exclusivity(unchecked) private var spareLines: [[FlexLine]] = []

    /// An empty array for a run's items.
    func takeItems() -> [FlexItem] {
        spareItems.popLast() ?? []
    }

    /// An empty array for a run's lines.
    func takeLines() -> [FlexLine] {
        spareLines.popLast() ?? []
    }

    /// Takes back a run's arrays, leaving them empty.
    func recycle(items: inout [FlexItem], lines: inout [FlexLine]) {
        var spare: [FlexItem] = []
        swap(&spare, &items)
        spare.removeAll(keepingCapacity: true)
        spareItems.append(spare)
        var spareLine: [FlexLine] = []
        swap(&spareLine, &lines)
        spareLine.removeAll(keepingCapacity: true)
        spareLines.append(spareLine)
    }
}
