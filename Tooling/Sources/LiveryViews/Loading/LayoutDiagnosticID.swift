import LiverySyntax

/// The diagnostic ids of layout loading (`layout.*`); CSS inside a layout reports the
/// stylesheet ids (`syntax.*`, `selector.*` …).
public enum LayoutDiagnosticID {
    /// The file cannot be read (shared with stylesheets).
    public static let fileNotFound: DiagnosticID = "file.not-found"
    /// The file is larger than `LayoutDocument.maximumFileSize`; nothing is loaded.
    public static let tooLarge: DiagnosticID = "layout.too-large"
    /// The XML is not well-formed; what was read before the error still loads.
    public static let malformedXML: DiagnosticID = "layout.malformed-xml"
    /// The file holds no element at all.
    public static let empty: DiagnosticID = "layout.empty"
    /// A `<!DOCTYPE>` was ignored (layouts take no DTD; entities are never expanded).
    public static let doctype: DiagnosticID = "layout.doctype"
    /// A second top-level element, or a second view in `<layout>`; it is ignored.
    public static let multipleRoots: DiagnosticID = "layout.multiple-roots"
    /// `<layout>` without a root view.
    public static let missingRoot: DiagnosticID = "layout.missing-root"
    /// `<layout>` anywhere but at the top; it and its content are ignored.
    public static let misplacedLayout: DiagnosticID = "layout.misplaced-layout"
    /// `<style>` anywhere but directly in `<layout>`; it is ignored.
    public static let misplacedStyle: DiagnosticID = "layout.misplaced-style"
    /// An element inside `<style>`; it is ignored.
    public static let unexpectedElement: DiagnosticID = "layout.unexpected-element"
    /// Text where none is used (in `<layout>`, outside the root, in a plain view); ignored.
    public static let unexpectedText: DiagnosticID = "layout.unexpected-text"
    /// A state attribute whose value is not a boolean; it is ignored.
    public static let invalidBoolean: DiagnosticID = "layout.invalid-boolean"
    /// An empty `id` or `implementation`, or an id with whitespace; it is ignored.
    public static let invalidAttribute: DiagnosticID = "layout.invalid-attribute"
    /// The same id on two elements of one layout (warning).
    public static let duplicateID: DiagnosticID = "layout.duplicate-id"
    /// A `<viewController>` without exactly one root view (extra children are dropped).
    public static let viewControllerChildren: DiagnosticID = "layout.view-controller-children"
    /// Elements nested deeper than `LayoutDocument.maximumDepth`; the deeper ones are dropped.
    public static let tooDeep: DiagnosticID = "layout.too-deep"
    /// A variable declared in an inline style; it is ignored (declare variables in a stylesheet).
    public static let inlineVariable: DiagnosticID = "layout.inline-variable"
}
