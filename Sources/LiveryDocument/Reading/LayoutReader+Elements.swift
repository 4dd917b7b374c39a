import LiveryCore
import LiverySyntax

/// Deciding what each XML element is, and finishing it at its end tag.
extension LayoutReader {
    /// Opens a started element: classifies it and, for a view, describes it.
    mutating func open(_ tag: XMLTree.Element) -> OpenElement {
        let kind = classify(tag)
        let element = kind == .view ? makeElement(tag) : nil
        return OpenElement(kind: kind, name: tag.name, tag: tag, element: element)
    }

    /// What a started element is, reporting the ones that stand where they may not.
    private mutating func classify(_ tag: XMLTree.Element) -> Kind {
        let parent = stack.last?.kind
        let offset = tag.startTag.start
        if parent == .ignored { return .ignored }
        if parent == .style {
            diagnostics.error(LayoutDiagnosticID.unexpectedElement,
                              "'<style>' holds only CSS; '<\(tag.name)>' is ignored", file: file, range: SourceRange(at: offset))
            return .ignored
        }
        switch tag.name.lowercased() {
        case "layout": return startLayout(tag)
        case "style":
            if parent == .layout { return .style }
            diagnostics.error(LayoutDiagnosticID.misplacedStyle,
                              "'<style>' belongs directly in '<layout>'; ignored here", file: file, range: SourceRange(at: offset))
            return .ignored
        default:
            return startView(tag)
        }
    }

    private mutating func startLayout(_ tag: XMLTree.Element) -> Kind {
        guard stack.isEmpty, root == nil else {
            diagnostics.error(LayoutDiagnosticID.misplacedLayout,
                              "'<layout>' must be the document's top element; ignored here", file: file,
                              range: SourceRange(at: tag.startTag.start))
            return .ignored
        }
        sawLayout = true
        let written = attributes(of: tag)
        for attribute in written where LayoutDocument.insetAttributes.contains(attribute.name.lowercased())
            && LayoutReader.boolean(attribute.value) == nil {
            invalidAttribute(attribute, "'\(attribute.name)' must be true or false (or YES/NO), not '\(attribute.value)'",
                             id: LayoutDiagnosticID.invalidBoolean)
        }
        layoutAttributes = written.map { NodeAttribute(name: $0.name, value: $0.value, span: $0.span) }
        return .layout
    }

    private mutating func startView(_ tag: XMLTree.Element) -> Kind {
        if openViews >= LayoutDocument.maximumDepth {
            if !reportedTooDeep {
                reportedTooDeep = true
                diagnostics.error(LayoutDiagnosticID.tooDeep,
                                  "elements nest more than \(LayoutDocument.maximumDepth) levels deep; deeper ones are dropped",
                                  file: file, range: SourceRange(at: tag.startTag.start))
            }
            return .ignored
        }
        switch stack.last?.kind {
        case .view?: return .view
        case .layout?, nil:
            guard root == nil, openViews == 0 else {
                reportExtraRoot(name: tag.name, offset: tag.startTag.start)
                return .ignored
            }
            return .view
        case .style?, .ignored?: return .ignored
        }
    }

    /// Closes the innermost open element: a finished view joins its parent (or becomes the
    /// root).
    mutating func closeTop() {
        guard var open = stack.popLast() else { return }
        if open.kind == .view { openViews -= 1 }
        switch open.kind {
        case .view:
            guard var element = open.element else { return }
            applyBodyText(open.text, to: &element, open: open)
            if element.isViewController { checkControllerChildren(&element, open: open) }
            open.element = element
            if let parent = stack.indices.last, stack[parent].kind == .view {
                stack[parent].element?.children.append(element)
            } else {
                root = element
            }
        case .style:
            guard styleBlocks.count < LayoutDocument.maximumStyleBlocks else {
                diagnostics.error(LayoutDiagnosticID.tooManyStyleBlocks,
                                  "a layout holds at most \(LayoutDocument.maximumStyleBlocks) '<style>' blocks; this one is skipped",
                                  file: file, range: SourceRange(at: open.offset))
                return
            }
            styleBlocks.append((open.tag, open.text))
        case .layout:
            if !XMLText.collapsed(open.text).isEmpty {
                diagnostics.warning(LayoutDiagnosticID.unexpectedText,
                                    "'<layout>' holds only '<style>' blocks and one root element; its text is ignored",
                                    file: file, range: SourceRange(at: open.offset))
            }
            if root == nil {
                diagnostics.error(LayoutDiagnosticID.missingRoot, "'<layout>' has no root element",
                                  file: file, range: SourceRange(at: open.offset))
            }
        case .ignored:
            break
        }
    }

    /// Body text becomes the label's `text`, the button's `title(normal)` or the image
    /// view's image; other elements take no text.
    private mutating func applyBodyText(_ raw: String, to element: inout LayoutElement, open: OpenElement) {
        let text = XMLText.collapsed(raw)
        guard !text.isEmpty else { return }
        let span = span(of: open)
        if let slot = ContentSlot.text(for: element) {
            element.setGivenValue(GivenValue(name: slot.name, parameters: slot.parameters, value: .string(text), span: span))
        } else if let slot = ContentSlot.image(for: element), !element.isKind(of: "UIButton") {
            element.setGivenValue(GivenValue(name: slot.name, parameters: slot.parameters, value: .image(text), span: span))
        } else {
            diagnostics.warning(LayoutDiagnosticID.unexpectedText,
                                "'<\(open.name)>' takes no text (only labels, text fields, text views, buttons and image views do); ignored",
                                file: file, range: SourceRange(at: open.offset))
        }
    }

    /// A view controller wraps exactly one root view (none when it names a `layout`).
    private mutating func checkControllerChildren(_ controller: inout LayoutElement, open: OpenElement) {
        if controller.children.isEmpty, controller.attribute("layout") == nil {
            diagnostics.error(LayoutDiagnosticID.viewControllerChildren,
                              "'<\(open.name)>' must wrap its root view (one child element)",
                              file: file, range: SourceRange(at: open.offset))
        }
        for extra in controller.children.dropFirst() {
            diagnostics.error(LayoutDiagnosticID.viewControllerChildren,
                              "'<\(open.name)>' wraps one root view; '<\(extra.elementName)>' is ignored",
                              file: file, range: SourceRange(at: extra.span?.range.start ?? open.offset))
        }
        controller.children = Array(controller.children.prefix(1))
    }
}

/// Which property receives an element's text or image content.
enum ContentSlot {
    /// Labels, text fields and text views: `text`; buttons: `title(normal)`.
    static func text(for element: LayoutElement) -> (name: String, parameters: [String])? {
        if element.isKind(of: "UIButton") { return ("title", ["normal"]) }
        if element.isKind(of: "UILabel") || element.isKind(of: "UITextField") || element.isKind(of: "UITextView") {
            return ("text", [])
        }
        return nil
    }

    /// Image views: `image`; buttons: `image(normal)`.
    static func image(for element: LayoutElement) -> (name: String, parameters: [String])? {
        if element.isKind(of: "UIButton") { return ("image", ["normal"]) }
        if element.isKind(of: "UIImageView") { return ("image", []) }
        return nil
    }
}
