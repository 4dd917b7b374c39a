import LiveryCore
import LiverySyntax

/// Converts UISS, ReflektorKit, Nimbus and NUI stylesheets to equivalent Livery CSS: loading the
/// result styles every element exactly as loading the original does. What Livery cannot
/// express is reported as a warning and kept in the output as a `/* warning: … */` comment.
public struct FormatConverter: Sendable {
    /// The converted text and what was found on the way.
    public struct Result: Sendable {
        /// Livery CSS.
        public var css: String
        /// Syntax errors, dropped values and the warnings the comments repeat.
        public var diagnostics: [Diagnostic]

        /// Whether the input had errors (warnings do not count).
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    public var sourceLoader: any SourceLoader
    public var catalog: PropertyCatalog
    /// Folders (or files) Nimbus `@import`s may read besides the converted sheet's folder.
    public var allowedImportRoots: [String]

    public init(sourceLoader: any SourceLoader = FileSystemSourceLoader(), catalog: PropertyCatalog = .standard,
                allowedImportRoots: [String] = []) {
        self.sourceLoader = sourceLoader
        self.catalog = catalog
        self.allowedImportRoots = allowedImportRoots
    }

    /// Converts the file at `location` from `format`. A missing file is a `file.not-found`
    /// diagnostic and empty output.
    public func convert(_ location: String, from format: StyleSheetFormat) -> Result {
        do {
            return convert(try sourceLoader.load(location), from: format)
        } catch {
            let file = SourceFile(path: location, bytes: [])
            return Result(css: "", diagnostics: [.error(SyntaxDiagnosticID.fileNotFound, error.description,
                                                        at: SourceSpan(file: file, range: SourceRange(at: 0)))])
        }
    }

    /// Converts a file in memory. Livery CSS is returned as it is; a file that is not text
    /// is a `file.not-text` diagnostic and empty output.
    public func convert(_ file: SourceFile, from format: StyleSheetFormat) -> Result {
        if let reason = file.notTextReason {
            return Result(css: "", diagnostics: [.notText(path: file.path, reason: reason)])
        }
        let loader = FormatLoader(sourceLoader: sourceLoader, catalog: catalog, allowedImportRoots: allowedImportRoots)
        guard let document = loader.read(file, as: format) else {
            let sheet = loader.load(file, format: .livery)
            return Result(css: String(decoding: file.bytes, as: UTF8.self), diagnostics: sheet.diagnostics)
        }
        // The typing diagnostics (dropped values) are the ones a load reports.
        let checker = DeclarationChecker(catalog: catalog)
        let sheet = document.styleSheet(name: Paths.fileName(of: file.path), checker: checker)
        return Result(css: document.cssText(checker: checker), diagnostics: sheet.diagnostics)
    }
}
