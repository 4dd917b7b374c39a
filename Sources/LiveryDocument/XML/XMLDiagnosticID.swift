import LiverySyntax

/// The diagnostic ids of reading layout XML (`XMLReader`): the layout ids of the problems
/// found in the markup itself.
///
/// Each comment starts with the severity the id is reported with, then says when it is
/// reported and what becomes of the input.
public enum XMLDiagnosticID {
    /// Error: the XML is not well-formed (each problem once, at the construct at fault); reading goes on and what was read stays in the tree.
    public static let malformedXML: DiagnosticID = "layout.malformed-xml"
    /// Warning: a `<!DOCTYPE …>` (with any internal subset); it is skipped, so no entity is declared, expanded or fetched.
    public static let doctype: DiagnosticID = "layout.doctype"
    /// Error: a second top-level element; the tree keeps it after the root, and a layout ignores it.
    public static let multipleRoots: DiagnosticID = "layout.multiple-roots"
}
