import LiveryCore
import LiveryDocument
import LiverySyntax

/// A layout file that reloads while the app runs: each new version becomes a new tree of
/// the backend's elements, styled by the `ReloadingStyler`'s sheets and the layout's own
/// `<style>` blocks, and laid out; stylesheet reloads lay the tree out again.
///
/// The same rule as for stylesheets holds: **the last good version stays**. A version with
/// errors (a malformed document, a `<style>` block with errors) is reported and not applied.
@MainActor
public final class ReloadingLayout<Backend: LayoutBackend> {
    /// The layout's location in its source.
    public let location: String
    public let styler: ReloadingStyler<Backend.Element>
    public let backend: Backend
    /// The version in effect: the last good one (inline styles typed).
    public private(set) var document: LayoutDocument?
    /// The tree of the version in effect.
    public private(set) var root: Backend.Element?
    /// Called after every reload attempt of the layout.
    public var onReload: ((LayoutReloadReport) -> Void)?
    /// Every report so far, oldest first (bounded to the last 1000).
    public private(set) var reports: [LayoutReloadReport] = []
    /// The layout file and the files its `<style>` blocks import.
    public private(set) var dependencies: Set<String> = []
    private var follower: Task<Void, Never>?
    /// The source followed (set by `load(from:)`).
    private var source: (any ReloadSource)?

    /// A layout at `location`, styled by `styler` (whose sheets come before the layout's
    /// own `<style>` blocks), built and laid out by `backend`.
    public init(location: String, styler: ReloadingStyler<Backend.Element>, backend: Backend) {
        self.location = location
        self.styler = styler
        self.backend = backend
        // A stylesheet reload changes sizes and margins: lay the tree out again. Its
        // variables may be used by the layout's `<style>` blocks and inline styles: then
        // the layout is loaded again with them (as later sheets are).
        styler.observe(by: self) { [weak self] report in
            guard report.applied, let self else { return }
            if let source = self.source, let document = self.document, self.usesStylesheetVariables {
                // The version in effect, not the file as it is now (which may be broken).
                self.apply(LayoutDocument.load(file: document.file,
                                               styleSheetLoader: self.styler.loader(source.sourceLoader).cssLoader,
                                               inheritedVariables: self.variables))
            } else {
                self.layOut()
            }
        }
    }

    /// Whether the layout in effect has `<style>` blocks or inline styles.
    private var usesStylesheetVariables: Bool {
        guard let document else { return false }
        return !document.styleSheets.isEmpty || document.elements.contains { !$0.inlineStyle.isEmpty }
    }

    /// Loads the layout from `source`, styles and lays it out, and from then on reloads it
    /// whenever it (or a file its `<style>` blocks import) changes. Returns once the first
    /// version is applied.
    public func load(from source: any ReloadSource) async {
        self.source = source
        let changes = source.changes()
        await source.watch([location])
        await reload(from: source)
        follower?.cancel()
        follower = Task { [weak self] in
            for await changed in changes {
                guard let self else { return }
                if changed.contains(self.location) || !changed.isDisjoint(with: self.dependencies) {
                    await self.reload(from: source)
                }
            }
        }
    }

    /// Stops following the source (the version in effect stays).
    public func stopFollowing() {
        follower?.cancel()
        follower = nil
    }

    /// Loads the current version from `source` and applies it.
    func reload(from source: any ReloadSource) async {
        let recording = RecordingSourceLoader(source.sourceLoader)
        var document = load(with: recording)
        let unwatched = recording.locations.subtracting(dependencies).subtracting([location])
        if !unwatched.isEmpty {
            await source.watch(unwatched)
            document = load(with: recording)
        }
        dependencies.formUnion(recording.locations)
        apply(document)
    }

    private func load(with sourceLoader: any SourceLoader) -> LayoutDocument {
        LayoutDocument.load(path: location, styleSheetLoader: styler.loader(sourceLoader).cssLoader, inheritedVariables: variables)
    }

    /// The variables of the styler's sheets, which the layout's `<style>` blocks and inline
    /// styles may use.
    private var variables: VariableTable { styler.activeVariables() }

    /// Applies a version of the layout: unless it has errors and a good version exists,
    /// its tree replaces the tree, its `<style>` blocks replace the previous version's, and
    /// the new tree is styled and laid out.
    @discardableResult
    public func apply(_ new: LayoutDocument) -> LayoutReloadReport {
        // Inline styles are typed first: an error in a `style=` attribute is an error of the
        // version as much as one in its markup.
        var typed = new
        let inline = typed.prepareInlineStyles(catalog: styler.manager.catalog)
        var report = LayoutReloadReport(location: location, applied: false, diagnostics: new.diagnostics + inline)
        if (!report.errors.isEmpty && document != nil) || new.root == nil {
            for diagnostic in report.errors { styler.logger.error("\(diagnostic.description)") }
            styler.logger.warning("\(location) has errors; keeping the last good version")
        } else {
            let manager = styler.manager
            let oldNames = Set((document?.styleSheets ?? []).map(\.name))
            for name in oldNames.subtracting(new.styleSheets.map(\.name)) { manager.remove(named: name) }
            for scoped in typed.scopedStyleSheets { manager.replace(scoped.sheet, group: scoped.group) }
            document = typed
            root = backend.makeTree(from: typed)
            if let root { backend.styling { styler.style(root) } }
            layOut()
            report.applied = true
            styler.logger.info("reloaded layout \(location)")
        }
        reports.append(report)
        if reports.count > 1000 { reports.removeFirst(reports.count - 1000) }
        onReload?(report)
        return report
    }

    /// Lays the current tree out for the styling environment (after any change of style).
    public func layOut() {
        guard let root else { return }
        backend.layOut(root, environment: styler.manager.environment)
    }
}

/// What happened to one reload of a layout.
public struct LayoutReloadReport: Sendable {
    public var location: String
    /// Whether the new version replaced the tree.
    public var applied: Bool
    /// The version's diagnostics (the layout, its `<style>` blocks, inline styles).
    public var diagnostics: [Diagnostic]

    /// The diagnostics of severity `error` (what keeps a version from being applied).
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
