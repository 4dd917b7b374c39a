#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Livery
import LiveryCore
import LiveryDocument
import LiverySyntax

/// The UIKit backend of the front door's layout pipeline: layout documents become UIKit
/// views (`ViewBuilder`), laid out by Livery's layout. With it, `StyledLayout` and
/// `ReloadingLayout` load, style, lay out and reload layouts into real views exactly as the
/// command-line tool and the preview do into the headless tree.
@MainActor
public final class UIKitLayoutBackend: @preconcurrency LayoutBackend {
    /// Makes the views (with the app's registered classes).
    public let builder: ViewBuilder
    /// How text is measured by layouts this backend lays out.
    public var textMeasurement: LiveryLayoutView.TextMeasurement
    /// The last layout built: its root and outlets.
    public private(set) var built: BuiltLayout?
    /// The styler whose sheets style the trees built here (`Styler.showLayout`): their first
    /// pass runs before the root is in its host, so the root names it (registered properties,
    /// reported problems).
    weak var styler: Styler?
    /// The view the trees built here go into (`Styler.showLayout`): until the root is in it,
    /// the root's parent in selectors, so the first pass sees the host's ancestors, classes
    /// and stylesheet groups.
    weak var host: UIView?

    /// A backend building with `builder`, measuring text as `textMeasurement` says.
    public init(builder: ViewBuilder = .shared, textMeasurement: LiveryLayoutView.TextMeasurement = .uikit) {
        self.builder = builder
        self.textMeasurement = textMeasurement
    }

    /// Builds the document's views (see `ViewBuilder.build(_:)`); `built` keeps the outlets.
    public func makeTree(from document: LayoutDocument) -> UIKitElement? {
        var layout = builder.build(document)
        layout.styler = styler
        built = layout
        guard let root = layout.root else { return nil }
        (layout.rootView as? LiveryLayoutView)?.textMeasurement = textMeasurement
        let element = ElementRegistry.shared.element(for: root)
        if let styler { element.styler = styler }
        if let host, layout.rootView?.superview == nil { element.container = ElementRegistry.shared.element(for: host) }
        return element
    }

    /// Styles a tree built here knowing its styler (`styler`, or none for `StyledViews`):
    /// no element looks it up among its ancestors.
    public func styling(_ pass: () -> Void) {
        StylingPass.run(styler: styler, pass)
    }

    /// Lays the tree out in its host view's bounds, or in the window's size when it has no
    /// host yet.
    public func layOut(_ root: UIKitElement, environment: StyleEnvironment) {
        let view = root.view ?? (root.object as? UIViewController)?.view
        let size = view?.superview.map { (Double($0.bounds.width), Double($0.bounds.height)) } ?? environment.windowSize
        ElementTreeLayout<UIKitElement>(environment: environment).layout(root, width: size.0, height: size.1)
        if let view { ScrollContent.fit(under: view) }
    }
}

/// A layout styled and laid out into UIKit views.
public typealias StyledViews = StyledLayout<UIKitLayoutBackend>
#endif
