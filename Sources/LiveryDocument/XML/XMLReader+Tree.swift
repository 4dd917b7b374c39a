import LiverySyntax

/// Adding nodes to the tree and keeping track of open elements.
extension XMLReader {
    /// An element between its start tag and its end.
    struct OpenElement {
        let index: Int
        let name: String
        let startTag: SourceRange
        /// The last child added so far.
        var lastChild: Int?
        /// Whether a diagnostic already named this element as the one left open.
        var blamed = false
    }

    /// Appends a node as the last child of the innermost open element (or at the top
    /// level) and returns its index.
    @discardableResult
    mutating func append(_ content: XMLTree.Node.Content) -> Int {
        let index = nodes.count
        nodes.append(XMLTree.Node(content: content, index: index, parent: open.last?.index ?? -1, depth: open.count))
        if open.isEmpty {
            if let last = lastTopLevel { nodes[last].nextSiblingIndex = index } else { firstTopLevel = index }
            lastTopLevel = index
        } else {
            let top = open.count - 1
            if let last = open[top].lastChild {
                nodes[last].nextSiblingIndex = index
            } else {
                nodes[open[top].index].firstChildIndex = index
            }
            open[top].lastChild = index
        }
        return index
    }

    /// Makes the element at `index` the innermost open element.
    mutating func openElement(at index: Int, name: String, startTag: SourceRange) {
        open.append(OpenElement(index: index, name: name, startTag: startTag))
        openNames[name, default: 0] += 1
    }

    /// Ends the innermost open element: its content ends at `contentEnd`, and its end tag
    /// (starting there) ends at `endTagEnd` when it has one.
    mutating func closeInnermost(contentEnd: Int, endTagEnd: Int?) {
        guard let element = open.popLast() else { return }
        if let count = openNames[element.name], count > 1 {
            openNames[element.name] = count - 1
        } else {
            openNames[element.name] = nil
        }
        nodes[element.index].subtreeEnd = nodes.count
        guard case .element(var content) = nodes[element.index].content else { return }
        content.close(contentEnd: contentEnd, endTagEnd: endTagEnd)
        nodes[element.index].content = .element(content)
    }

    /// Ends the elements still open at the end of the file, reporting the innermost one
    /// not blamed yet (unless a construct ran to the end, which says it all).
    mutating func closeAllAtEnd() {
        if !reachedEndUnterminated, let culprit = open.last(where: { !$0.blamed }) {
            report("'<\(culprit.name)>' is never closed", culprit.startTag)
        }
        while !open.isEmpty { closeInnermost(contentEnd: bytes.count, endTagEnd: nil) }
    }

    /// Ends the elements up to the open one named `name` at the end tag `endTag`. An end
    /// tag naming no open element is reported and ignored; one that closes elements left
    /// open is reported once, naming the innermost of them.
    mutating func closeElement(named name: String, endTag: SourceRange) {
        guard let innermost = open.last else {
            report("end tag '</\(name)>' has no open element to close", endTag)
            return
        }
        guard openNames[name] != nil else {
            reportMismatch(name, endTag: endTag, expected: innermost)
            open[open.count - 1].blamed = true
            return
        }
        var culprit: OpenElement?
        while let element = open.last, element.name != name {
            if culprit == nil, !element.blamed { culprit = element }
            closeInnermost(contentEnd: endTag.start, endTagEnd: nil)
        }
        if let culprit { reportMismatch(name, endTag: endTag, expected: culprit) }
        closeInnermost(contentEnd: endTag.start, endTagEnd: endTag.end)
    }

    private mutating func reportMismatch(_ name: String, endTag: SourceRange, expected: OpenElement) {
        report("end tag '</\(name)>' does not match the open element (expected '</\(expected.name)>')", endTag,
               notes: [("'<\(expected.name)>' opens here", expected.startTag)])
    }
}
