import LiverySyntax

/// The diagnostic ids of reading layout documents (`layout.*`): the markup itself (the XML
/// reader) and what it describes. CSS inside a layout reports the stylesheet ids
/// (`syntax.*`, `selector.*` …); a missing file is `SyntaxDiagnosticID.fileNotFound`.
///
/// Each comment starts with the severity the id is reported with, then says when it is
/// reported and what becomes of the input.
public enum LayoutDiagnosticID {
    /// Error: the file is larger than `LayoutDocument.maximumFileSize`; nothing is loaded.
    public static let tooLarge = DiagnosticID("layout.too-large")
    /// Error: the XML is not well-formed (each problem once, at the construct at fault); reading goes on and what was read stays.
    public static let malformedXML = DiagnosticID("layout.malformed-xml")
    /// Error: the file holds no element at all.
    public static let empty = DiagnosticID("layout.empty")
    /// Warning: a `<!DOCTYPE …>` (with any internal subset); it is skipped, so no entity is declared, expanded or fetched.
    public static let doctype = DiagnosticID("layout.doctype")
    /// Error: a second top-level element, or a second view in `<layout>`; it is ignored.
    public static let multipleRoots = DiagnosticID("layout.multiple-roots")
    /// Error: `<layout>` without a root view.
    public static let missingRoot = DiagnosticID("layout.missing-root")
    /// Error: `<layout>` anywhere but at the top; it and its content are ignored.
    public static let misplacedLayout = DiagnosticID("layout.misplaced-layout")
    /// Error: `<style>` anywhere but directly in `<layout>`; it is ignored.
    public static let misplacedStyle = DiagnosticID("layout.misplaced-style")
    /// Error: an element inside `<style>`; it is ignored.
    public static let unexpectedElement = DiagnosticID("layout.unexpected-element")
    /// Warning: text where none is used (in `<layout>`, in a plain view); it is ignored.
    public static let unexpectedText = DiagnosticID("layout.unexpected-text")
    /// Error: a state attribute whose value is not a boolean; it is ignored.
    public static let invalidBoolean = DiagnosticID("layout.invalid-boolean")
    /// Error: an empty `id` or `implementation`, or an id with whitespace; it is ignored.
    public static let invalidAttribute = DiagnosticID("layout.invalid-attribute")
    /// Warning: the same id on two elements of one layout; both keep it.
    public static let duplicateID = DiagnosticID("layout.duplicate-id")
    /// Error: a `<viewController>` without exactly one root view; extra children are dropped.
    public static let viewControllerChildren = DiagnosticID("layout.view-controller-children")
    /// Error: elements nested deeper than `LayoutDocument.maximumDepth`; the deeper ones are dropped.
    public static let tooDeep = DiagnosticID("layout.too-deep")
    /// Error: a `<style>` block past `LayoutDocument.maximumStyleBlocks` in one layout; it is skipped.
    public static let tooManyStyleBlocks = DiagnosticID("layout.too-many-style-blocks")
    /// Warning: a variable declared in an inline style; it is ignored (declare variables in a stylesheet).
    public static let inlineVariable = DiagnosticID("layout.inline-variable")
    /// Error: a backend has no class for an element's type or `implementation=`; it builds a
    /// plain view.
    public static let unknownClass = DiagnosticID("layout.unknown-class")
    /// Warning: a backend cannot use a value the layout gives (a remote image); the value is skipped.
    public static let unusableValue = DiagnosticID("layout.unusable-value")
}
