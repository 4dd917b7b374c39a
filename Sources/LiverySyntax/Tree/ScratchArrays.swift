/// Helpers for building the syntax tree with few allocations.
///
/// A parse builds hundreds of thousands of small arrays (items, selectors, compounds).
/// Growing each one element at a time costs an allocation per doubling, and every
/// allocation is paid again when the tree is freed. Instead, elements are collected in
/// scratch arrays that are reused, and each finished array is moved out once, at its exact
/// size. (Component values do not need this: `ComponentValueBuilder` counts them first.)

/// Empty arrays with spare capacity, handed out and taken back so that building many small
/// arrays (one per selector, per compound, per block) costs one exact-size allocation each.
///
/// A buffer that is taken and never given back (an early return on an error) is simply
/// lost; the pool makes a new one when it is empty.
struct ArrayPool<Element> {
    private var free: [[Element]] = []
    /// Holds elements in reverse order while `finish` moves them.
    private var reversed: [Element] = []

    /// An empty buffer, with the capacity of an earlier use when one is available.
    mutating func take() -> [Element] {
        free.popLast() ?? []
    }

    /// Returns `buffer`'s elements in an array of exactly their size, and keeps `buffer`'s
    /// storage for the next `take`.
    ///
    /// The elements are moved, not copied: `popLast` and `append` move a value, while
    /// copying an element retains every array and string it holds (and releasing the
    /// originals touches them all again). Two reversals keep the order.
    mutating func finish(_ buffer: inout [Element]) -> [Element] {
        while let element = buffer.popLast() { reversed.append(element) }
        var result: [Element] = []
        result.reserveCapacity(reversed.count)
        while let element = reversed.popLast() { result.append(element) }
        free.append(buffer)
        buffer = []
        return result
    }
}
