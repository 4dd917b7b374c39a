import LiveryCore
import LiverySyntax

/// Deciding what each XML element is, and finishing it at its end tag.
extension LayoutBuilder {
    /// Classifies a started element, creating and attaching its node when it is a view.
    func classify(_ name: String, tag: RawStartTag?, offset: Int, attributes: [String: String]) -> Kind {
        let parent = stack.last
        if case .ignored? = parent?.kind { return .ignored }
        if case .style? = parent?.kind {
            diagnostics.error(LayoutDiagnosticID.unexpectedElement,
                              "'<style>' holds only CSS; '<\(name)>' is ignored", file: file, range: SourceRange(at: offset))
            return .ignored
        }
        switch name.lowercased() {
        case "layout": return startLayout(tag: tag, offset: offset, attributes: attributes)
        case "style":
            if case .layout? = parent?.kind { return .style }
            diagnostics.error(LayoutDiagnosticID.misplacedStyle,
                              "'<style>' belongs directly in '<layout>'; ignored here", file: file, range: SourceRange(at: offset))
            return .ignored
        default:
            return startView(name, tag: tag, offset: offset, attributes: attributes)
        }
    }

    private func startLayout(tag: RawStartTag?, offset: Int, attributes: [String: String]) -> Kind {
        guard stack.isEmpty, root == nil else {
            diagnostics.error(LayoutDiagnosticID.misplacedLayout,
                              "'<layout>' must be the document's top element; ignored here", file: file,
                              range: SourceRange(at: offset))
            return .ignored
        }
        sawLayout = true
        layoutAttributes = orderedAttributes(attributes, tag: tag).map { NodeAttribute(name: $0.name, value: $0.value, span: $0.span) }
        return .layout
    }

    private func startView(_ name: String, tag: RawStartTag?, offset: Int, attributes: [String: String]) -> Kind {
        let viewDepth = stack.count { if case .view = $0.kind { true } else { false } }
        if viewDepth >= LayoutDocument.maximumDepth {
            if !reportedTooDeep {
                reportedTooDeep = true
                diagnostics.error(LayoutDiagnosticID.tooDeep,
                                  "elements nest more than \(LayoutDocument.maximumDepth) levels deep; deeper ones are dropped",
                                  file: file, range: SourceRange(at: offset))
            }
            return .ignored
        }
        let parentNode: ViewNode?
        switch stack.last?.kind {
        case .view(let node)?: parentNode = node
        case .layout?, nil:
            guard root == nil else {
                reportExtraRoot(name: name, offset: offset)
                return .ignored
            }
            parentNode = nil
        case .style?, .ignored?: return .ignored
        }
        let node = makeNode(name, tag: tag, offset: offset, attributes: attributes)
        if let parentNode { parentNode.addChild(node) } else { root = node }
        return .view(node)
    }

    /// Closes the innermost open element.
    func closeTop() {
        guard let element = stack.popLast() else { return }
        switch element.kind {
        case .view(let node):
            applyBodyText(element.text, to: node, element: element)
            if node.isViewController { checkControllerChildren(node, element: element) }
        case .style:
            styleBlocks.append((element.tag, element.text))
        case .layout:
            if !XMLText.collapsed(element.text).isEmpty {
                diagnostics.warning(LayoutDiagnosticID.unexpectedText,
                                    "'<layout>' holds only '<style>' blocks and one root element; its text is ignored",
                                    file: file, range: SourceRange(at: element.offset))
            }
            if root == nil {
                diagnostics.error(LayoutDiagnosticID.missingRoot, "'<layout>' has no root element",
                                  file: file, range: SourceRange(at: element.offset))
            }
        case .ignored:
            break
        }
    }

    /// Body text becomes the label's `text`, the button's `title(normal)` or the image
    /// view's image; other elements take no text.
    private func applyBodyText(_ raw: String, to node: ViewNode, element: OpenElement) {
        let text = XMLText.collapsed(raw)
        guard !text.isEmpty else { return }
        let span = span(of: element)
        if let slot = ContentSlot.text(for: node) {
            node.setGivenValue(GivenValue(name: slot.name, parameters: slot.parameters, value: .string(text), span: span))
        } else if let slot = ContentSlot.image(for: node), !node.isKind(of: "UIButton") {
            node.setGivenValue(GivenValue(name: slot.name, parameters: slot.parameters, value: .image(text), span: span))
        } else {
            diagnostics.warning(LayoutDiagnosticID.unexpectedText,
                                "'<\(element.name)>' takes no text (only labels, text fields, text views, buttons and image views do); ignored",
                                file: file, range: SourceRange(at: element.offset))
        }
    }

    /// A view controller wraps exactly one root view (none when it names a `layout`).
    private func checkControllerChildren(_ controller: ViewNode, element: OpenElement) {
        let children = controller.children
        if children.isEmpty, controller.attribute("layout") == nil {
            diagnostics.error(LayoutDiagnosticID.viewControllerChildren,
                              "'<\(element.name)>' must wrap its root view (one child element)",
                              file: file, range: SourceRange(at: element.offset))
        }
        for extra in children.dropFirst() {
            let offset = extra.span?.range.start ?? element.offset
            diagnostics.error(LayoutDiagnosticID.viewControllerChildren,
                              "'<\(element.name)>' wraps one root view; '<\(extra.elementName)>' is ignored",
                              file: file, range: SourceRange(at: offset))
            extra.removeFromParent()
        }
    }
}

/// Which property receives an element's text or image content.
enum ContentSlot {
    /// Labels, text fields and text views: `text`; buttons: `title(normal)`.
    static func text(for node: ViewNode) -> (name: String, parameters: [String])? {
        if node.isKind(of: "UIButton") { return ("title", ["normal"]) }
        if node.isKind(of: "UILabel") || node.isKind(of: "UITextField") || node.isKind(of: "UITextView") { return ("text", []) }
        return nil
    }

    /// Image views: `image`; buttons: `image(normal)`.
    static func image(for node: ViewNode) -> (name: String, parameters: [String])? {
        if node.isKind(of: "UIButton") { return ("image", ["normal"]) }
        if node.isKind(of: "UIImageView") { return ("image", []) }
        return nil
    }
}
