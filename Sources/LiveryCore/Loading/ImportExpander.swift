import LiverySyntax

/// Follows the `@import`s of one load: reads and parses each file once, keeps imports
/// inside the folders they may read, and lists the top-level items of every file in the
/// order they apply, each `@import` replaced by the items of the file it names.
///
/// - **Where imported items stand.** An import's items stand where the `@import` is. A
///   file imported more than once (`a` and `b` both import `c`) is read and parsed once,
///   and its items stand where its *last* `@import` is: every earlier copy would lose the
///   cascade to that last, identical copy (same specificity, later in source order), so
///   styles are what inlining it at every `@import` gives — without inlining it an
///   exponential number of times when imports form diamonds.
/// - **Which files.** An import resolves relative to the importing file and must stay
///   inside the folder of the top-level sheet, one of the `allowedRoots` or the source
///   loader's own `importRoots`, with symbolic links resolved (`SourceLoader.load(_:inside:)`:
///   the file system's loader checks the path, then the file it opened); one that leaves them
///   (`/etc/passwd`, `../../x.css`, a link out of the project, a link swapped while it is
///   read) is an `import.outside-project` error and is never read. A file that is not
///   text is one `file.not-text` error at the `@import`.
/// - **Errors** (`import.cycle`, `import.too-deep`, `import.not-found`) skip the `@import`
///   and everything else still loads.
public struct ImportExpander {
    /// One top-level item (never an `@import`) and the file it is written in.
    public struct Entry: Sendable {
        public let item: BlockItem
        public let file: SourceFile
    }

    let sourceLoader: any SourceLoader
    let maximumDepth: Int
    /// The folders imports may read from, as given: the top-level sheet's, then the allowed.
    let allowedRoots: [String]
    /// `allowedRoots` made canonical, once the first import needs them.
    private var canonicalRoots: [String]?
    /// The items of every file, in the order they apply.
    public private(set) var entries: [Entry] = []
    /// The files read: the top-level file first, each file before those it imports (in the
    /// order their items stand).
    public private(set) var files: [SourceFile] = []
    /// The parse diagnostics of every file and the import errors, file by file as `files`.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Locations of the files being expanded, outermost first (for cycles and depth).
    private var stack: [String] = []
    /// Locations read so far.
    private var visited: Set<String> = []
    /// Entries in reverse order (the expansion walks backwards; see `expand`).
    private var reversedEntries: [Entry] = []
    /// Per location: the file, its diagnostics, and the locations it imports (last first).
    private var byLocation: [String: (file: SourceFile, diagnostics: [Diagnostic], imports: [String])] = [:]
    /// The parse diagnostics a reader reports for a file.
    private let parseDiagnostics: (StyleSheetSyntax) -> [Diagnostic]

    /// - Parameters:
    ///   - topLevel: the sheet being loaded; its folder is always allowed.
    ///   - allowedRoots: more folders (or files) imports may read.
    ///   - parseDiagnostics: which parse diagnostics of a file to report (all by default).
    public init(sourceLoader: any SourceLoader, topLevel: SourceFile, allowedRoots: [String] = [], maximumDepth: Int,
                parseDiagnostics: @escaping (StyleSheetSyntax) -> [Diagnostic] = { $0.diagnostics }) {
        self.sourceLoader = sourceLoader
        self.maximumDepth = maximumDepth
        self.parseDiagnostics = parseDiagnostics
        let folder = Paths.directory(of: topLevel.path)
        self.allowedRoots = [folder.isEmpty ? "." : folder] + sourceLoader.importRoots + allowedRoots
    }

    /// The canonical folders imports may read from (each once).
    mutating func allowedFolders() -> [String] {
        if let canonicalRoots { return canonicalRoots }
        var roots: [String] = []
        var seen: Set<String> = []
        for root in allowedRoots {
            let canonical = sourceLoader.canonicalLocation(root)
            if seen.insert(canonical).inserted { roots.append(canonical) }
        }
        canonicalRoots = roots
        return roots
    }

    /// Expands the top-level file, already parsed, and everything it imports.
    ///
    /// The walk goes backwards — items last to first, a file expanded at the first of its
    /// `@import`s met that way — so each file is expanded exactly where its last `@import`
    /// stands; the result is then turned around.
    public mutating func expand(_ syntax: StyleSheetSyntax) {
        let location = syntax.file.path
        visit(syntax, location: location)
        entries = reversedEntries.reversed()
        reversedEntries = []
        // Files in order: each before what it imports, imports in the order they stand.
        var pending = [location]
        while let next = pending.popLast() {
            guard let record = byLocation[next] else { continue }
            files.append(record.file)
            diagnostics.append(contentsOf: record.diagnostics)
            pending.append(contentsOf: record.imports)
        }
    }

    private mutating func visit(_ syntax: StyleSheetSyntax, location: String) {
        stack.append(location)
        visited.insert(location)
        byLocation[location] = (syntax.file, parseDiagnostics(syntax), [])
        for item in syntax.items.reversed() {
            if case .importRule(let importRule) = item {
                follow(importRule, in: syntax.file, location: location)
            } else {
                reversedEntries.append(Entry(item: item, file: syntax.file))
            }
        }
        stack.removeLast()
    }

    /// Reads and expands the file an `@import` names, unless an error skips it.
    private mutating func follow(_ importRule: ImportSyntax, in file: SourceFile, location: String) {
        let target = sourceLoader.resolve(importRule.path, relativeTo: file)
        let span = SourceSpan(file: file, range: importRule.pathRange)
        if stack.contains(target) {
            let chain = (stack + [target]).map(Paths.fileName(of:)).joined(separator: " → ")
            report(.error(CoreDiagnosticID.importCycle, "'\(importRule.path)' imports itself (\(chain)); skipped", at: span),
                   in: location)
            return
        }
        // Already read: it stands at a later `@import` (the walk goes backwards).
        guard !visited.contains(target) else { return }
        guard stack.count < maximumDepth else {
            report(.error(CoreDiagnosticID.importTooDeep, "imports nest more than \(maximumDepth) levels deep", at: span),
                   in: location)
            return
        }
        let roots = allowedFolders()
        let imported: SourceFile
        do {
            imported = try sourceLoader.load(target, inside: roots)
        } catch where error.reason == .outside {
            let folders = roots.map { "'\($0)'" }.joined(separator: ", ")
            report(.error(CoreDiagnosticID.importOutsideProject,
                          "cannot import '\(importRule.path)': it is outside the folders stylesheets may import from (\(folders)); not read",
                          at: span), in: location)
            return
        } catch {
            report(.error(CoreDiagnosticID.importNotFound, "cannot import '\(importRule.path)': \(error.description)", at: span),
                   in: location)
            return
        }
        if let reason = imported.notTextReason {
            report(.error(SyntaxDiagnosticID.fileNotText,
                          "cannot import '\(importRule.path)': not a text file (\(reason)); nothing of it is loaded", at: span),
                   in: location)
            return
        }
        byLocation[location]?.imports.append(target)
        visit(Parser.parse(imported), location: target)
    }

    private mutating func report(_ diagnostic: Diagnostic, in location: String) {
        byLocation[location]?.diagnostics.append(diagnostic)
    }
}
