import LiveryCore
import LiveryDocument

/// What a backend brings to the pipeline: its own elements for a described layout, and
/// the layout of a styled tree of them. The front door does the rest — reading sheets and
/// layouts, typing inline styles, styling, reloading — the same way for every backend
/// (the headless `ViewNode` tree in the tooling, UIKit views in an app).
public protocol LayoutBackend {
    /// The backend's element.
    associatedtype Element: RestorableElement

    /// The elements of `document`'s root and its descendants, with the description's
    /// types, ids, classes, state, given values and (typed) inline styles; `nil` when the
    /// document has no root. The root takes `document.rootStyleSheetGroups`.
    func makeTree(from document: LayoutDocument) -> Element?

    /// Lays out the styled tree under `root` for `environment` (frames, parent-relative
    /// positions, text measured by the backend).
    func layOut(_ root: Element, environment: StyleEnvironment)

    /// Runs `pass`, the styling of a tree this backend made, in whatever context the
    /// backend's elements need while they are styled (the UIKit backend tells its elements
    /// which styler, if any, the pass is for). By default, runs it as it is.
    func styling(_ pass: () -> Void)
}

extension LayoutBackend {
    public func styling(_ pass: () -> Void) { pass() }
}
