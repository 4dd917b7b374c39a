import LiveryCore
import LiverySyntax

/// A layout file read once into a neutral description: the element tree, the layout's own
/// `<style>` sheets and every diagnostic found, each with its position in the file.
///
/// A layout is either a bare root element (`<view>…</view>`) or `<layout>` holding one root
/// element and optional `<style>` blocks of CSS scoped to the layout. Loading never stops at
/// an error: what can be read loads, and each problem is a diagnostic with its position.
/// External entities are never resolved and DTDs are ignored. See `docs/layouts.md`.
///
/// Backends build their elements from `root`: the headless tree (`ViewNode`) and UIKit views.
public struct LayoutDocument: Sendable {
    /// Files larger than this (bytes) are not loaded.
    public static let maximumFileSize = 4 << 20
    /// Elements nested deeper than this are dropped (a `layout.too-deep` error). Every
    /// stage handles trees this deep without recursion (the layout pass on a thread with
    /// a stack sized for the depth); the bound keeps a file's cost in proportion.
    public static let maximumDepth = 10_000
    /// `<style>` blocks past this many are skipped (a `layout.too-many-style-blocks` error):
    /// each block is a sheet read with its positions in the whole file, so thousands of them
    /// would cost the file's size thousands of times.
    public static let maximumStyleBlocks = 64

    /// The layout file.
    public let file: SourceFile
    /// The layout's name (its file name).
    public var name: String
    /// The root element (a view, or a view controller wrapping its root view); `nil` when
    /// none could be read.
    public var root: LayoutElement?
    /// The `<style>` blocks in order, loaded as stylesheets named after the layout's path
    /// (`Screens/login.xml`, then `Screens/login.xml#2` …). Their positions are positions in
    /// the layout file.
    public var styleSheets: [StyleSheet]
    /// Attributes of `<layout>` (`title`, `useSafeAreaInsets` …), as written.
    public var layoutAttributes: [NodeAttribute]
    /// The variables the layout's inline styles see: those it inherited (the stylesheets
    /// loaded before it) and its `<style>` blocks'.
    public var variables: VariableTable
    /// Everything found while reading the markup, the inline styles' syntax and the
    /// `<style>` blocks (their imports included), in order of position.
    public var diagnostics: [Diagnostic]

    public init(file: SourceFile, name: String, root: LayoutElement?, styleSheets: [StyleSheet] = [],
                layoutAttributes: [NodeAttribute] = [], variables: VariableTable = VariableTable(),
                diagnostics: [Diagnostic] = []) {
        self.file = file
        self.name = name
        self.root = root
        self.styleSheets = styleSheets
        self.layoutAttributes = layoutAttributes
        self.variables = variables
        self.diagnostics = diagnostics
    }

    /// The stylesheet group of the layout's `<style>` blocks: the layout's path, so that two
    /// layouts of the same file name (`Settings/header.xml`, `Inbox/header.xml`) styled by
    /// one manager keep their blocks to themselves.
    public var styleGroup: String { file.path }

    /// The `<style>` sheets in the layout's group, for a `StylingManager`.
    public var scopedStyleSheets: [ScopedStyleSheet] {
        styleSheets.map { ScopedStyleSheet(sheet: $0, group: styleGroup) }
    }

    /// The stylesheet groups the root's subtree uses: the layout's own when it has `<style>`
    /// blocks.
    public var rootStyleSheetGroups: Set<String>? { styleSheets.isEmpty ? nil : [styleGroup] }

    /// Whether the layout keeps clear of the safe area (`<layout useSafeAreaInsets="true">`):
    /// a backend insets the root's content by the safe area (the UIKit backend's
    /// `LiveryLayoutView.usesSafeAreaInsets`).
    public var usesSafeAreaInsets: Bool { layoutFlag("useSafeAreaInsets") }

    /// Whether the layout keeps clear of the root view's layout margins
    /// (`<layout useDefaultMargins="true">`).
    public var usesLayoutMargins: Bool { layoutFlag("useDefaultMargins") }

    /// The `<layout>` attributes that inset the content, lowercased.
    static let insetAttributes: Set<String> = ["usesafeareainsets", "usedefaultmargins"]

    /// A boolean `<layout>` attribute (names in any case); false when absent or invalid.
    private func layoutFlag(_ name: String) -> Bool {
        guard let attribute = layoutAttributes.last(where: { $0.name.lowercased() == name.lowercased() }) else { return false }
        return LayoutReader.boolean(attribute.value) ?? false
    }

    /// Whether reading found errors (warnings do not count).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every element in document order.
    public var elements: [LayoutElement] { root?.subtree ?? [] }

    /// Loads the layout at `path` (read with `styleSheetLoader`'s source loader). A missing
    /// file is a `file.not-found` diagnostic in the result.
    ///
    /// - Parameters:
    ///   - registry: resolves custom element types.
    ///   - styleSheetLoader: loads the `<style>` blocks (and their `@import`s).
    ///   - inheritedVariables: variables of stylesheets loaded before, visible in `<style>`.
    public static func load(path: String, registry: TypeRegistry = .shared,
                            styleSheetLoader: StyleSheetLoader = StyleSheetLoader(),
                            inheritedVariables: VariableTable = VariableTable()) -> LayoutDocument {
        do {
            let file = try styleSheetLoader.sourceLoader.load(path)
            return load(file: file, registry: registry, styleSheetLoader: styleSheetLoader,
                        inheritedVariables: inheritedVariables)
        } catch {
            let file = SourceFile(path: path, bytes: [])
            let diagnostic = Diagnostic.error(SyntaxDiagnosticID.fileNotFound, error.description,
                                              at: SourceSpan(file: file, range: SourceRange(at: 0)))
            return LayoutDocument(file: file, name: Paths.fileName(of: path), root: nil, diagnostics: [diagnostic])
        }
    }

    /// Loads a layout from a file in memory.
    public static func load(file: SourceFile, registry: TypeRegistry = .shared,
                            styleSheetLoader: StyleSheetLoader = StyleSheetLoader(),
                            inheritedVariables: VariableTable = VariableTable()) -> LayoutDocument {
        let name = Paths.fileName(of: file.path)
        guard file.bytes.count <= maximumFileSize else {
            let message = "the layout is \(file.bytes.count) bytes; layouts are limited to \(maximumFileSize) bytes"
            let diagnostic = Diagnostic.error(LayoutDiagnosticID.tooLarge, message,
                                              at: SourceSpan(file: file, range: SourceRange(at: 0)))
            return LayoutDocument(file: file, name: name, root: nil, diagnostics: [diagnostic])
        }
        var reader = LayoutReader(tree: XMLReader.read(file), registry: registry)
        reader.read()
        let blocks = reader.loadStyleSheets(name: file.path, loader: styleSheetLoader, inheritedVariables: inheritedVariables)
        return LayoutDocument(file: file, name: name, root: reader.root, styleSheets: blocks.sheets.map(\.sheet),
                              layoutAttributes: reader.layoutAttributes, variables: blocks.variables(),
                              diagnostics: sorted(reader.tree.diagnostics + reader.diagnostics.diagnostics + blocks.diagnostics,
                                                  mainFile: file))
    }

    /// Diagnostics of the layout file first, then those of imported files in order of first
    /// appearance; by position within a file (stable); at most `Diagnostic.maximumPerFile`
    /// per file.
    private static func sorted(_ diagnostics: [Diagnostic], mainFile: SourceFile) -> [Diagnostic] {
        var fileOrder: [SourceFile: Int] = [mainFile: 0]
        for diagnostic in diagnostics where fileOrder[diagnostic.span.file] == nil {
            fileOrder[diagnostic.span.file] = fileOrder.count
        }
        return Diagnostic.limitedPerFile(diagnostics.enumerated().sorted { lhs, rhs in
            let left = (fileOrder[lhs.element.span.file] ?? 0, lhs.element.span.range.start, lhs.offset)
            let right = (fileOrder[rhs.element.span.file] ?? 0, rhs.element.span.range.start, rhs.offset)
            return left < right
        }.map(\.element))
    }
}
