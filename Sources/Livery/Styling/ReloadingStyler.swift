import LiveryCore
import LiveryFormats
import LiverySyntax

/// Keeps element trees styled by stylesheets that change while the app runs.
///
/// It owns a `StylingManager` and applies each new version of a sheet with two rules:
/// - **the last good version stays**: a version with errors is not applied; its diagnostics
///   are reported (`onReload`, and logged) and the previous version keeps styling;
/// - **removed declarations restore originals**: after a sheet is replaced, every element
///   that lost a property gets back the value it had before styling
///   (`RestorableElement.restoreUnstyledValue(for:)`), and the report lists them.
///
/// Feed it versions with `apply(_:location:)`, or let it follow a `ReloadSource` with
/// `load(_:from:)` (files, HTTP, or the dev server's push channel).
@MainActor
public final class ReloadingStyler<Element: RestorableElement> {
    /// Where a followed stylesheet comes from.
    struct Following {
        var source: any ReloadSource
        /// Where the source has the sheet (its location in the styler unless it was loaded
        /// elsewhere first, see `follow(from:remote:)`).
        var remote: String
        /// The sheet's file and its imports, as the source names them.
        var dependencies: Set<String> = []
    }

    public let manager: StylingManager<Element>
    public var logger: LiveryLogger
    /// Called after every reload attempt.
    public var onReload: ((ReloadReport<Element>) -> Void)?
    /// Every report so far, oldest first (kept for inspection; bounded to the last 1000).
    public private(set) var reports: [ReloadReport<Element>] = []
    /// The followed sheets in load order, with their versions in effect.
    var sheetSet = StyleSheetSet()
    /// How each followed sheet (by location) is followed.
    var following: [String: Following] = [:]
    var roots: [WeakBox<Element>] = []
    var followers: [ObjectIdentifier: Task<Void, Never>] = [:]
    /// Called after `onReload` for every report while their owners live (see `observe`).
    private var observers: [(owner: WeakBox<AnyObject>, observe: (ReloadReport<Element>) -> Void)] = []
    /// Builds the stylesheet reader (every dialect) for a source's `SourceLoader`.
    public let loader: (any SourceLoader) -> FormatLoader

    /// A styler over `manager`; `makeLoader` builds the stylesheet reader for a source's
    /// `SourceLoader` (to pass custom pseudo classes, a catalog or a default dialect).
    public init(manager: StylingManager<Element> = StylingManager(), logger: LiveryLogger = LiveryLogger(label: "livery.reload"),
                makeLoader: @escaping (any SourceLoader) -> FormatLoader = { FormatLoader(sourceLoader: $0) }) {
        self.manager = manager
        self.logger = logger
        self.loader = makeLoader
    }

    /// Styles `root`'s tree now and on every reload.
    public func style(_ root: Element) {
        roots.removeAll { $0.value == nil }
        if !roots.contains(where: { $0.value === root }) { roots.append(WeakBox(root)) }
        manager.style(root)
    }

    /// Applies a new version of the sheet at `location` (its name in the manager), keeping the
    /// last good version when it has errors, and restoring what disappeared.
    @discardableResult
    public func apply(_ sheet: StyleSheet, location: String) -> ReloadReport<Element> {
        var named = sheet
        named.name = location
        let index = sheetSet.index(of: location)
        let hasPrevious = index.flatMap { sheetSet.entries[$0].sheet } != nil || manager.sheets.contains { $0.sheet.name == location }
        var report = ReloadReport<Element>(location: location, applied: false, diagnostics: sheet.diagnostics, restored: [])
        if sheet.hasErrors && hasPrevious {
            for diagnostic in report.errors { logger.error("\(diagnostic.description)") }
            logger.warning("\(location) has errors; keeping the last good version")
        } else {
            let before = styledKeys()
            manager.replace(named, group: index.flatMap { sheetSet.entries[$0].group })
            report.applied = true
            report.restored = restore(before: before)
            if let index { sheetSet.setSheet(named, at: index) }
            logger.info("reloaded \(location)\(report.restored.isEmpty ? "" : "; restored \(report.restored.count) element(s)")")
        }
        record(report)
        return report
    }

    /// Stops following every source (the sheets stay applied).
    public func stopFollowing() {
        for task in followers.values { task.cancel() }
        followers.removeAll()
    }

    private func record(_ report: ReloadReport<Element>) {
        reports.append(report)
        if reports.count > 1000 { reports.removeFirst(reports.count - 1000) }
        onReload?(report)
        observers.removeAll { $0.owner.value == nil }
        for observer in observers { observer.observe(report) }
    }

    /// Calls `observer` after `onReload` for every report, for as long as `owner` lives (a
    /// reloading layout following the sheets, a UIKit styler keeping their errors): the
    /// observers of owners that are gone are dropped, so showing layout after layout does
    /// not grow the list.
    public func observe(by owner: AnyObject, _ observer: @escaping (ReloadReport<Element>) -> Void) {
        observers.removeAll { $0.owner.value == nil }
        observers.append((WeakBox(owner), observer))
    }

    /// How many observers are kept (for tests).
    public var observerCount: Int { observers.count }

    /// Every styled element's set properties (a `current` winner sets nothing).
    func styledKeys() -> [ObjectIdentifier: (Element, Set<PropertyKey>)] {
        var result: [ObjectIdentifier: (Element, Set<PropertyKey>)] = [:]
        var stack = roots.compactMap(\.value)
        while let element = stack.popLast() {
            if let style = element.computedStyle {
                let keys = style.values.filter { !$0.value.declaration.keepsCurrentValue }.keys
                result[ObjectIdentifier(element)] = (element, Set(keys))
            }
            stack.append(contentsOf: element.styleChildren)
            stack.append(contentsOf: element.styleNestedElements)
        }
        return result
    }

    /// Restores what each element no longer has, compared with `before`.
    func restore(before: [ObjectIdentifier: (Element, Set<PropertyKey>)]) -> [ReloadReport<Element>.Restoration] {
        let after = styledKeys()
        var restorations: [ReloadReport<Element>.Restoration] = []
        for (id, (element, keys)) in before {
            let lost = keys.subtracting(after[id]?.1 ?? [])
            guard !lost.isEmpty else { continue }
            let sorted = lost.sorted()
            for key in sorted { element.restoreUnstyledValue(for: key) }
            restorations.append(.init(element: element, keys: sorted))
        }
        return restorations
    }
}

/// A weak reference.
struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
