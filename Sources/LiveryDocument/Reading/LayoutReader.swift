import LiveryCore
import LiverySyntax

/// Builds the element description of a layout from the XML tree, in one walk of its start,
/// text and end events (no recursion).
///
/// Only the document's root element is walked: the XML reader has already reported any
/// further top-level element or text, and every well-formedness problem, at its position.
/// What the markup describes is checked here: where `<layout>` and `<style>` may stand,
/// view controllers with one root view, ids, state attributes, nesting depth.
struct LayoutReader {
    /// What an open XML element is.
    enum Kind {
        case layout
        case style
        case view
        /// Skipped with its content (already diagnosed).
        case ignored
    }

    /// An element between its start and end events.
    struct OpenElement {
        let kind: Kind
        let name: String
        let tag: XMLTree.Element
        /// The element being described (views only).
        var element: LayoutElement?
        var text = ""

        /// The start tag's offset.
        var offset: Int { tag.startTag.start }
    }

    let tree: XMLTree
    let registry: TypeRegistry
    let masking: MaskedSource
    var diagnostics = DiagnosticBag()
    var root: LayoutElement?
    var layoutAttributes: [NodeAttribute] = []
    /// The `<style>` blocks: their elements and their text.
    var styleBlocks: [(tag: XMLTree.Element, text: String)] = []
    var stack: [OpenElement] = []
    /// How many views of `stack` are open (the nesting depth of the next view).
    var openViews = 0
    var idSpans: [String: SourceSpan] = [:]
    var sawLayout = false
    var reportedTooDeep = false

    init(tree: XMLTree, registry: TypeRegistry) {
        self.tree = tree
        self.registry = registry
        let cdata = tree.nodes.compactMap { node in node.text.flatMap { $0.isCDATA ? $0.range : nil } }
        self.masking = MaskedSource(xml: tree.file, cdataSections: cdata)
    }

    var file: SourceFile { tree.file }

    /// Walks the root element and checks the result.
    mutating func read() {
        guard let rootID = tree.root else {
            // A file with no element at all; when the XML reader found errors, they say why.
            if !tree.hasErrors {
                diagnostics.error(LayoutDiagnosticID.empty, "the layout holds no element", file: file, range: SourceRange(at: 0))
            }
            return
        }
        for event in tree.events(from: rootID) {
            switch event {
            case .start(let id):
                guard let tag = tree.element(id) else { continue }
                let opened = open(tag)
                if opened.kind == .view { openViews += 1 }
                stack.append(opened)
            case .text(let id):
                if let text = tree[id].text, !stack.isEmpty { stack[stack.count - 1].text += text.value }
            case .end:
                closeTop()
            }
        }
    }

    /// The span of a start tag, `<` to `>`.
    func span(of element: OpenElement) -> SourceSpan {
        SourceSpan(file: file, range: element.tag.startTag)
    }

    mutating func reportExtraRoot(name: String, offset: Int) {
        diagnostics.error(LayoutDiagnosticID.multipleRoots,
                          "a layout has one root element; '<\(name)>' is ignored", file: file, range: SourceRange(at: offset))
    }
}
