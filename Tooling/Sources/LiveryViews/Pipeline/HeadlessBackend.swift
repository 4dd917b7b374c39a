import Livery
import LiveryCore
import LiveryDocument
import LiveryFormats

/// The headless backend: `ViewNode` trees built from layout documents, laid out by
/// `ViewTreeLayout` with the approximate text measurer. What the command-line tool, the
/// live preview and the tests style.
public struct HeadlessBackend: LayoutBackend {
    public init() {}

    public func makeTree(from document: LayoutDocument) -> ViewNode? {
        guard let description = document.root else { return nil }
        let root = ViewNode.tree(describedBy: description)
        root.styleSheetGroups = document.rootStyleSheetGroups
        return root
    }

    public func layOut(_ root: ViewNode, environment: StyleEnvironment) {
        ViewTreeLayout(environment: environment).layout(root)
    }
}

/// A layout styled and laid out as the headless tree (`livery style`, `explain`, `render`,
/// the preview).
public typealias StyledScreen = StyledLayout<HeadlessBackend>

extension StyledLayout where Backend == HeadlessBackend {
    /// Loads, styles and lays out `layoutPath` as a headless tree.
    public convenience init(layoutPath: String, stylesheetPaths: [String], environment: StyleEnvironment = StyleEnvironment(),
                            mode: CascadeMode = .specificity, reader: FormatLoader = FormatLoader()) {
        self.init(layoutPath: layoutPath, stylesheetPaths: stylesheetPaths, environment: environment, mode: mode,
                  reader: reader, backend: HeadlessBackend())
    }
}
