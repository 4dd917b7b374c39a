#if os(iOS) || os(Linux)
#if canImport(UIKit)
import Foundation
import UIKit
#else
import Foundation
import UIKitStandIn
#endif
import Livery
import LiveryCore
import LiveryFormats
import LiverySyntax
import LiveryValues

/// Styles an app's views with stylesheets: loads sheets of any dialect, styles windows and
/// view trees, and keeps them styled — when classes, ids or states change through
/// `UIView.livery`, when traits change (dark mode, Dynamic Type, size classes, display
/// scale), and when a sheet reloads. Restyles are coalesced to one pass per run-loop turn
/// and touch only the elements a change can affect.
///
/// ```swift
/// Styler.shared.loadStyleSheet(named: "theme.css")
/// Styler.shared.style(window)
/// ```
@MainActor
public final class Styler {
    /// The app's styler.
    public static let shared = Styler()

    /// The sheets, their versions and the reload policy (the last good version stays;
    /// removed declarations restore originals).
    public let reloading: ReloadingStyler<UIKitElement>
    /// Localized strings for `L("key")` values; `nil` leaves keys as written.
    public var strings: (any LocalizedStringProvider)?
    /// Where problems go (sheets with errors, values UIKit cannot take).
    public var logger: LiveryLogger
    /// Values that could not be applied, oldest first (the last 200).
    public private(set) var problems: [StyleProblem] = []

    /// The source sheets and layouts follow since `connect(to:)` / `follow(_:servedPath:)`,
    /// and where it has each location.
    var liveSource: (source: any ReloadSource, servedPath: (String) -> String?)?

    /// Bindings of properties registered from code, by `Class.property`.
    var customBindings: [String: PropertyBinding] = [:]
    /// The styled roots and their trait-change registrations.
    var roots: [StyledRoot] = []
    var restyleScheduled = false
    /// How many property values were written to UIKit (for tests and benchmarks).
    public internal(set) var appliedCount = 0
    /// Whether a reload that cannot be applied shows its errors over the app (see
    /// `DiagnosticsOverlay`); off by default, meant for debug builds.
    public var showsDiagnosticsOverlay = false {
        didSet { if !showsDiagnosticsOverlay { updateOverlay(errors: []) } }
    }
    /// The errors of the latest version of each followed sheet or layout that could not be
    /// applied, by location.
    var pendingErrors: [String: [Diagnostic]] = [:]
    /// The diagnostics overlays shown, to take down with the switch.
    var shownOverlays: [ShownOverlay] = []

    /// The dialect of sheets whose file extension names none (`.css`): Livery CSS unless set
    /// (`.nimbus` reads them as Nimbus CSS). `.json` (UISS), `.rflk` (ReflektorKit) and
    /// `.nss` (NUI) are read in their dialect whatever this says. Set it before loading.
    public var defaultFormat: StyleSheetFormat {
        get { readerSettings.defaultFormat }
        set { readerSettings.defaultFormat = newValue }
    }

    /// What the stylesheet readers `reloading` makes are told (read when each is made).
    private final class ReaderSettings {
        var defaultFormat = StyleSheetFormat.livery
    }
    private let readerSettings = ReaderSettings()

    /// A styler with no sheets; most apps use `shared`.
    public init(logger: LiveryLogger = LiveryLogger(label: "livery.uikit")) {
        self.logger = logger
        let manager = StylingManager<UIKitElement>()
        let settings = readerSettings
        self.reloading = ReloadingStyler(manager: manager, logger: logger) { [unowned manager] source in
            FormatLoader(sourceLoader: source, catalog: manager.catalog, customPseudoClasses: manager.customPseudoClassNames,
                         defaultFormat: settings.defaultFormat)
        }
        reloading.observe(by: self) { [weak self] report in
            self?.reloaded(report.location, applied: report.applied, errors: report.errors)
        }
        // The device's facts; the window's are read when it is styled.
        if let version = DeviceFacts.osVersion { manager.environment.osVersion = version }
        manager.environment.deviceModel = DeviceFacts.model
    }

    /// Keeps the errors of what could not be applied, and the overlay showing them.
    func reloaded(_ location: String, applied: Bool, errors: [Diagnostic], in window: UIWindow? = nil) {
        pendingErrors[location] = applied ? nil : errors
        updateOverlay(errors: pendingErrors.keys.sorted().flatMap { pendingErrors[$0] ?? [] }, in: window)
    }

    /// The styling manager (sheets, environment, invalidation).
    public var manager: StylingManager<UIKitElement> { reloading.manager }
    /// The property catalog, with the classes and properties registered from code.
    public var catalog: PropertyCatalog { manager.catalog }

    // MARK: Loading sheets

    /// Loads a stylesheet file — Livery CSS, UISS (`.json`), ReflektorKit (`.rflk`) or any
    /// dialect Livery reads — after the sheets already loaded (it sees their variables) and
    /// restyles. A sheet with errors is applied without its broken parts; the diagnostics
    /// are returned and logged with `file:line:column`.
    @discardableResult
    public func loadStyleSheet(at url: URL, group: String? = nil) -> [Diagnostic] {
        logged(reloading.load([url.path], group: group))
    }

    /// Loads the stylesheet resource `name` (with its extension) from `bundle`; a missing
    /// resource is an error diagnostic.
    @discardableResult
    public func loadStyleSheet(named name: String, in bundle: Bundle = .main, group: String? = nil) -> [Diagnostic] {
        let url = bundle.url(forResource: name, withExtension: nil) ?? bundle.bundleURL.appendingPathComponent(name)
        return loadStyleSheet(at: url, group: group)
    }

    /// Loads a stylesheet from text (a sheet built into the app or fetched by it) under
    /// `name`, whose extension picks the dialect; loading the same name again replaces that
    /// sheet in its place, keeping the last good version if the new text has errors.
    @discardableResult
    public func loadStyleSheet(_ text: String, named name: String, group: String? = nil) -> [Diagnostic] {
        logged(reloading.load([name], group: group, sourceLoader: InMemorySourceLoader([name: text])))
    }

    /// The reports' diagnostics, logged with their positions.
    private func logged(_ reports: [ReloadReport<UIKitElement>]) -> [Diagnostic] {
        let diagnostics = reports.flatMap(\.diagnostics)
        for diagnostic in diagnostics { logger.log(diagnostic.severity == .error ? .error : .warning, diagnostic.description) }
        return diagnostics
    }

    /// Live reload in one line: every stylesheet this styler has loaded from a file or a
    /// bundle resource, and every layout it shows from now on, follows the `livery serve` dev
    /// server at `server` (the address it prints) — each save on the developer's machine
    /// restyles or rebuilds the running app; a broken version keeps the last good one and
    /// its diagnostics are logged (and shown over the app with `showsDiagnosticsOverlay`).
    ///
    /// A sheet or layout is the server's file at `servedPath(location)`: by default its file
    /// name, for a dev server serving the folder the app's resources come from.
    ///
    /// ```swift
    /// #if DEBUG
    /// await Styler.shared.connect(to: URL(string: "http://192.168.1.20:8080")!)
    /// #endif
    /// ```
    @discardableResult
    public func connect(to server: URL, servedPath: @escaping (String) -> String? = Styler.fileName) async -> DevServerSource {
        let source = Livery.connect(to: server, logger: logger)
        await follow(source, servedPath: servedPath)
        return source
    }

    /// Makes the sheets loaded so far, and the layouts shown from now on, follow `source`
    /// (`connect(to:servedPath:)` with any live source: watched files, an HTTP server).
    public func follow(_ source: any ReloadSource, servedPath: @escaping (String) -> String? = Styler.fileName) async {
        liveSource = (source, servedPath)
        await reloading.follow(from: source, remote: servedPath)
    }

    /// A location's file name: where a dev server serving the app's resource folder has it.
    public nonisolated static func fileName(_ location: String) -> String? {
        URL(fileURLWithPath: location).lastPathComponent
    }

    /// Loads stylesheets from a live source (files that are watched, the dev server of
    /// `Livery.connect(to:)`, an HTTP server) and restyles on every change.
    public func followStyleSheets(_ locations: [String], from source: any ReloadSource) async {
        await reloading.load(locations, from: source)
    }

    // MARK: Registering

    /// Registers a property of an app's class: sheets may then set `name` on `type` and
    /// its subclasses (register before loading the sheets that use it); `apply` receives
    /// each styled value, typed as `valueType`, and `nil` when the declaration goes away.
    public func registerProperty<Object: AnyObject>(_ name: String, type valueType: ValueType, on type: Object.Type,
                                                    apply: @escaping @MainActor (Object, TypedValue?) -> Void) {
        let className = String(describing: type)
        var catalog = manager.catalog
        if catalog.classes[className] == nil, let superclass = ObjectTypes.knownSuperclass(of: type, in: catalog) {
            catalog.registerClass(className, superclass: superclass)
        }
        catalog.registerProperty(name, type: valueType, on: className)
        let canonical = catalog.lookup(PropertyName.normalize(name), in: [className])?.definition.name ?? name
        customBindings[BindingTable.key(className, canonical)] = PropertyBinding(
            owner: className, name: canonical, api: "\(className).\(canonical) (registered)",
            read: { _, _ in nil },
            write: { object, value, _ in
                guard let object = object as? Object else { return }
                apply(object, value as? TypedValue)
            },
            convert: { value, context in value.resolved(in: context.values) })
        manager.catalog = catalog
    }

    /// Registers a pseudo class (`:name` or `:name(argument)`) decided by `test`; register
    /// before loading the sheets that use it.
    public func registerPseudoClass(_ name: String, test: @escaping @MainActor (UIView, String?) -> Bool) {
        manager.registerPseudoClass(name) { element, argument in
            // Matching runs on the main actor (the styler's); the element is a UIKit element.
            nonisolated(unsafe) let element = element
            return MainActor.assumeIsolated {
                guard let view = (element as? UIKitElement)?.object as? UIView else { return false }
                return test(view, argument)
            }
        }
    }

    // MARK: Problems

    /// Keeps and logs a problem once: a restyle that meets it again (a state change, the next
    /// cell of a table) moves it to the end of `problems` instead of repeating it.
    func report(_ message: String, for key: PropertyKey, declaration: Declaration, element: UIKitElement) {
        let problem = StyleProblem(message: message, property: key.description, location: "\(declaration.span)")
        if let known = problems.firstIndex(of: problem) {
            problems.append(problems.remove(at: known))
            return
        }
        problems.append(problem)
        if problems.count > 200 { problems.removeFirst(problems.count - 200) }
        logger.warning(problem.description)
    }
}

/// A styled value UIKit could not take (an image that does not exist, a font not installed).
public struct StyleProblem: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, as a sentence.
    public let message: String
    /// The property, with its key path and parameters (`titleColor(highlighted)`).
    public let property: String
    /// Where the declaration is written (`file:line:column`).
    public let location: String

    /// `file:line:column: warning: property: message`, as Xcode shows it.
    public var description: String { "\(location): warning: \(property): \(message)" }
}
#endif
