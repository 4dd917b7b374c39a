import LiveryDocument
import LiveryCore
import LiverySyntax

/// Changing the tree, classes, state and given values; every method keeps `parent`,
/// `children` and `indexInParent` consistent.
extension ViewNode {
    /// Appends `child` as the last child, first removing it from its current parent.
    ///
    /// - Precondition: `child` is not this element or one of its ancestors.
    public func addChild(_ child: ViewNode) {
        insertChild(child, at: children.count)
    }

    /// Inserts `child` at `index` (clamped to `0...children.count`), first removing it from
    /// its current parent (so moving a child later among its siblings lands it at `index`
    /// of the children that remain).
    ///
    /// - Precondition: `child` is not this element or one of its ancestors.
    public func insertChild(_ child: ViewNode, at index: Int) {
        precondition(!isSelfOrAncestor(child), "a ViewNode cannot become its own descendant")
        child.removeFromParent()
        let position = max(0, min(index, children.count))
        children.insert(child, at: position)
        child.parent = self
        child.nestedKeyPath = nil
        renumberChildren(from: position)
        child.notify(.structure)
    }

    /// Removes the element from its parent's children (or nested elements). Does nothing at a
    /// root. The observer hears `.structure` for the sibling that moves into its place (or
    /// the parent when there is none).
    public func removeFromParent() {
        guard let parent else { return }
        var affected = parent
        if nestedKeyPath != nil {
            parent.nestedElements.removeAll { $0 === self }
            nestedKeyPath = nil
        } else if indexInParent < parent.children.count, parent.children[indexInParent] === self {
            parent.children.remove(at: indexInParent)
            parent.renumberChildren(from: indexInParent)
            if indexInParent < parent.children.count { affected = parent.children[indexInParent] }
        }
        self.parent = nil
        indexInParent = 0
        affected.notify(.structure)
    }

    /// Removes and returns the child at `index`.
    @discardableResult
    public func removeChild(at index: Int) -> ViewNode {
        let child = children[index]
        child.removeFromParent()
        return child
    }

    /// Removes every child.
    public func removeAllChildren() {
        guard !children.isEmpty else { return }
        for child in children {
            child.parent = nil
            child.indexInParent = 0
        }
        children.removeAll()
        notify(.structure)
    }

    /// Attaches `node` as the nested element at `keyPath` (`titleLabel`), replacing one
    /// already there. A nested element is not a child: sibling combinators skip it.
    public func setNestedElement(_ node: ViewNode, at keyPath: String) {
        precondition(!isSelfOrAncestor(node), "a ViewNode cannot become its own descendant")
        node.removeFromParent()
        nestedElements.first { $0.nestedKeyPath == keyPath }?.removeFromParent()
        nestedElements.append(node)
        node.parent = self
        node.nestedKeyPath = keyPath
        node.indexInParent = 0
        node.notify(.structure)
    }

    /// The nested element at `keyPath`, if any.
    public func nestedElement(at keyPath: String) -> ViewNode? {
        nestedElements.first { $0.nestedKeyPath == keyPath }
    }

    /// Adds a style class (no effect when present or empty).
    public func addClass(_ name: String) {
        guard !name.isEmpty, !classes.contains(name) else { return }
        classes.append(name)
        notify(.classes([name]))
    }

    /// Removes a style class.
    public func removeClass(_ name: String) {
        guard classes.contains(name) else { return }
        classes.removeAll { $0 == name }
        notify(.classes([name]))
    }

    /// Replaces all style classes (empty names and duplicates dropped).
    public func setClasses(_ names: [String]) {
        let old = Set(classes)
        classes = ViewNode.unique(names)
        let changed = old.symmetricDifference(classes)
        if !changed.isEmpty { notify(.classes(changed)) }
    }

    /// Whether the element has the style class `name`.
    public func hasClass(_ name: String) -> Bool { classes.contains(name) }

    /// Turns state flags on or off.
    public func setState(_ flags: ElementState, _ isOn: Bool) {
        if isOn { state.formUnion(flags) } else { state.subtract(flags) }
    }

    /// Sets a given value, replacing one with the same name and parameters in place.
    public func setGivenValue(_ value: GivenValue) {
        if let index = givenValues.firstIndex(where: { $0.name == value.name && $0.parameters == value.parameters }) {
            givenValues[index] = value
        } else {
            givenValues.append(value)
        }
    }

    /// Removes the given value for `name` and `parameters`.
    public func removeGivenValue(_ name: String, parameters: [String] = []) {
        givenValues.removeAll { $0.name == name && $0.parameters == parameters }
    }

    /// Keeps the boolean given values in step with state flags that changed.
    func stateDidChange(from old: ElementState) {
        let flags: [(ElementState, String, Bool)] = [
            (.disabled, "enabled", false), (.selected, "selected", true),
            (.highlighted, "highlighted", true), (.focused, "focused", true),
        ]
        for (flag, name, valueWhenSet) in flags where old.contains(flag) != state.contains(flag) {
            let isSet = state.contains(flag)
            setGivenValue(GivenValue(name: name, value: .bool(isSet ? valueWhenSet : !valueWhenSet)))
        }
    }

    private func renumberChildren(from start: Int) {
        for index in start..<children.count { children[index].indexInParent = index }
    }

    private func isSelfOrAncestor(_ node: ViewNode) -> Bool {
        var current: ViewNode? = self
        while let element = current {
            if element === node { return true }
            current = element.parent
        }
        return false
    }
}
