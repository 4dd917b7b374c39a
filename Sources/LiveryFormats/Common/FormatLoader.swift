import LiveryCore
import LiverySyntax

/// Loads stylesheets of any format Livery reads into ordinary `StyleSheet`s: Livery CSS
/// through `StyleSheetLoader`, UISS JSON, ReflektorKit, Nimbus CSS and NUI through their readers.
/// The result takes part in the cascade, reload and tools like any Livery sheet.
///
/// ```swift
/// let sheet = FormatLoader().load("Styles/uiss.json")          // format from the extension
/// let nimbus = FormatLoader().load("common.css", format: .nimbus)
/// manager.add(sheet)
/// ```
public struct FormatLoader: Sendable {
    public var sourceLoader: any SourceLoader
    public var catalog: PropertyCatalog
    /// Normalized names of pseudo classes the app registered (Livery CSS only).
    public var customPseudoClasses: Set<String>
    /// The dialect of sheets whose file extension names none (`.css`): Livery CSS unless
    /// set (`--dialect nimbus`).
    public var defaultFormat: StyleSheetFormat
    /// Folders (or files) `@import`s may read besides the folder of the sheet being loaded
    /// (Livery and Nimbus CSS); see `StyleSheetLoader.allowedImportRoots`.
    public var allowedImportRoots: [String]

    public init(sourceLoader: any SourceLoader = FileSystemSourceLoader(), catalog: PropertyCatalog = .standard,
                customPseudoClasses: Set<String> = [], defaultFormat: StyleSheetFormat = .livery,
                allowedImportRoots: [String] = []) {
        self.sourceLoader = sourceLoader
        self.catalog = catalog
        self.customPseudoClasses = customPseudoClasses
        self.defaultFormat = defaultFormat
        self.allowedImportRoots = allowedImportRoots
    }

    /// The loader of Livery CSS this loader uses (for CSS that is always Livery's, such as
    /// a layout's `<style>` blocks).
    public var cssLoader: StyleSheetLoader {
        StyleSheetLoader(sourceLoader: sourceLoader, customPseudoClasses: customPseudoClasses, catalog: catalog,
                         allowedImportRoots: allowedImportRoots)
    }

    /// The dialect a sheet at `path` is read in: the one its extension names (`.json` UISS,
    /// `.rflk` ReflektorKit, `.nss` NUI), else `defaultFormat`.
    public func format(ofPath path: String) -> StyleSheetFormat {
        StyleSheetFormat.inferred(fromPath: path) ?? defaultFormat
    }

    /// Loads the stylesheet at `location` as `format` (by default the one `format(ofPath:)`
    /// names). A missing file is a `file.not-found` diagnostic in the result.
    public func load(_ location: String, format: StyleSheetFormat? = nil, name: String? = nil,
                     inheritedVariables: VariableTable = VariableTable()) -> StyleSheet {
        do {
            let file = try sourceLoader.load(location)
            return load(file, format: format, name: name, inheritedVariables: inheritedVariables)
        } catch {
            let file = SourceFile(path: location, bytes: [])
            let diagnostic = Diagnostic.error(SyntaxDiagnosticID.fileNotFound, error.description, at: SourceSpan(file: file, range: SourceRange(at: 0)))
            return StyleSheet(name: name ?? Paths.fileName(of: location), file: file, rules: [], variables: VariableTable(),
                              diagnostics: [diagnostic])
        }
    }

    /// Loads a stylesheet already in memory. A file that is not text is one `file.not-text`
    /// error, and nothing of it is loaded.
    public func load(_ file: SourceFile, format: StyleSheetFormat? = nil, name: String? = nil,
                     inheritedVariables: VariableTable = VariableTable()) -> StyleSheet {
        let sheetName = name ?? Paths.fileName(of: file.path)
        if let reason = file.notTextReason {
            let diagnostic = Diagnostic.notText(path: file.path, reason: reason)
            return StyleSheet(name: sheetName, file: diagnostic.span.file, rules: [], variables: VariableTable(),
                              diagnostics: [diagnostic])
        }
        guard let document = read(file, as: format ?? self.format(ofPath: file.path), inheritedVariables: inheritedVariables) else {
            return cssLoader.load(file, name: sheetName, inheritedVariables: inheritedVariables)
        }
        return document.styleSheet(name: sheetName, checker: DeclarationChecker(catalog: catalog))
    }

    /// The file read into Livery's terms (`nil` for Livery CSS, which needs no reading);
    /// UISS, ReflektorKit and NUI sheets may use `inheritedVariables` (the sheets loaded before).
    func read(_ file: SourceFile, as format: StyleSheetFormat,
              inheritedVariables: VariableTable = VariableTable()) -> FormatDocument? {
        let checker = DeclarationChecker(catalog: catalog)
        switch format {
        case .livery: return nil
        case .uiss: return UISSReader.read(file, checker: checker, inheritedVariables: inheritedVariables)
        case .reflektor: return ReflektorReader.read(file, checker: checker, inheritedVariables: inheritedVariables)
        case .nimbus: return NimbusReader.read(file, checker: checker, sourceLoader: sourceLoader,
                                               allowedImportRoots: allowedImportRoots)
        case .nui: return NUIReader.read(file, inheritedVariables: inheritedVariables)
        }
    }
}
