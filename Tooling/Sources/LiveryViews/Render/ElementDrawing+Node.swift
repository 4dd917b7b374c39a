import LiveryCore
import LiveryValues

extension ElementDrawing {
    /// The drawing of a styled, laid-out element and its subtree (built without recursion).
    public init(node: ViewNode, layout: ViewTreeLayout) {
        // Core Animation draws sublayers by `zPosition` (z-index), those of equal position in order.
        let origins = WindowOrigins()
        self = Self.tree(from: node, children: \.children, make: { ElementDrawing(element: $0, layout: layout, origins: origins) },
                         finish: { drawing, children in
                             drawing.children = children.enumerated()
                                 .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
                         })
    }

    /// The drawing of the element alone (no children).
    private init(element node: ViewNode, layout: ViewTreeLayout, origins: WindowOrigins) {
        self.init(typeName: node.typeName, id: node.id, classes: node.classes, frame: node.frame ?? .zero)
        isViewController = node.isViewController
        if !isViewController {
            let reader = AppearanceReader(node: node, layout: layout, origins: origins)
            background = reader.background
            borderWidth = max(0, reader.number("borderWidth", keyPath: ["layer"]) ?? 0)
            borderColor = reader.color("borderColor", keyPath: ["layer"]) ?? .black
            cornerRadius = max(0, reader.number("cornerRadius", keyPath: ["layer"]) ?? 0)
            alpha = reader.alpha
            isHidden = reader.bool("hidden") ?? false
            clipsToBounds = reader.bool("clipsToBounds") ?? reader.bool("masksToBounds", keyPath: ["layer"]) ?? false
            transform = reader.transform
            shadow = reader.shadow
            text = reader.text(frame: frame)
            image = reader.image
            zPosition = reader.number("zPosition", keyPath: ["layer"]) ?? 0
        }
    }

    /// The corner radius as drawn: at most half the shorter side, in points.
    public var effectiveCornerRadius: Double {
        min(cornerRadius, min(frame.width, frame.height) / 2)
    }
}
