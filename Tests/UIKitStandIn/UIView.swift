#if os(Linux)
import Foundation

/// An object in the responder chain.
@MainActor open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder (see `UIView.next` and `UIViewController.next`); `nil` here.
    open var next: UIResponder? { nil }

    /// `nil` unless a subclass provides one.
    open var inputView: UIView? { nil }

    /// `nil` unless a subclass provides one.
    open var inputAccessoryView: UIView? { nil }
}

/// The direction of an interface's layout (Apple's raw values).
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content is laid out in its bounds; the direction of the semantic content.
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// A view: records every property set, keeps its view tree, layer and trait environment.
@MainActor open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable {
    /// How content is placed in the bounds.
    public enum ContentMode: Int, @unchecked Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// Which edges and sizes follow the superview's size.
    public struct AutoresizingMask: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var flexibleLeftMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 0) }
        public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }
        public static var flexibleRightMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 2) }
        public static var flexibleTopMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 3) }
        public static var flexibleHeight: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
        public static var flexibleBottomMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 5) }
    }

    /// Whether the tint color is shown as is or dimmed.
    public enum TintAdjustmentMode: Int, @unchecked Sendable {
        case automatic = 0
        case normal = 1
        case dimmed = 2
    }

    // MARK: Appearance

    open var alpha: CGFloat = 1
    @NSCopying open var backgroundColor: UIColor?
    open var isHidden: Bool = false
    private var standInTintColor: UIColor?
    /// The color set here, else the superview's, else the system blue.
    open var tintColor: UIColor! {
        get { standInTintColor ?? superview?.tintColor ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
        set { standInTintColor = newValue }
    }
    /// The layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var isOpaque: Bool = true
    open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic

    // MARK: Geometry (kept in the layer)

    /// The layer's frame; changing the size marks the view for layout.
    /// Under a transform other than the identity, as in UIKit: reading gives the box around
    /// the transformed bounds; writing a frame under a scale sets the bounds that scale to
    /// it (UIKit documents the frame as undefined then; an app should not write it).
    open var frame: CGRect {
        get {
            let transform = self.transform
            guard !transform.isIdentity else { return layer.frame }
            let size = bounds.size
            let corners = [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)].map { (sx: CGFloat, sy: CGFloat) -> CGPoint in
                let x = sx * size.width / 2, y = sy * size.height / 2
                return CGPoint(x: center.x + transform.tx + transform.a * x + transform.c * y,
                               y: center.y + transform.ty + transform.b * x + transform.d * y)
            }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            let oldSize = layer.bounds.size
            let transform = self.transform
            if transform.isIdentity {
                layer.frame = newValue
            } else {
                if transform.b == 0, transform.c == 0, transform.a != 0, transform.d != 0 {
                    layer.bounds = CGRect(origin: layer.bounds.origin,
                                          size: CGSize(width: newValue.width / abs(transform.a), height: newValue.height / abs(transform.d)))
                }
                center = CGPoint(x: newValue.midX - transform.tx, y: newValue.midY - transform.ty)
            }
            if layer.bounds.size != oldSize { standInBoundsSizeChanged(from: oldSize) }
        }
    }
    /// The layer's bounds; changing the size marks the view for layout.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            if newValue.size != oldSize { standInBoundsSizeChanged(from: oldSize) }
        }
    }
    /// The layer's position.
    open var center: CGPoint {
        get { layer.standInPosition }
        set { layer.standInPosition = newValue }
    }
    /// The affine part of the layer's transform.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether a change of the view's size resizes its subviews by their masks (as UIKit
    /// documents: the default is true).
    open var autoresizesSubviews: Bool = true

    /// A new size: the subviews follow it by their autoresizing masks, and the view is
    /// marked for layout.
    private func standInBoundsSizeChanged(from oldSize: CGSize) {
        if autoresizesSubviews {
            let newSize = layer.bounds.size
            for subview in subviews where !subview.autoresizingMask.isEmpty {
                subview.standInAutoresize(from: oldSize, to: newSize)
            }
        }
        setNeedsLayout()
    }

    /// Moves and resizes the view for its superview's change of size by its mask: along each
    /// axis the change is shared by the flexible parts (margin before, size, margin after)
    /// in proportion to their sizes before (equally when all were 0); the fixed parts keep
    /// theirs.
    private func standInAutoresize(from oldSize: CGSize, to newSize: CGSize) {
        func share(_ delta: CGFloat, _ parts: [(flexible: Bool, size: CGFloat)]) -> [CGFloat] {
            let flexible = parts.filter(\.flexible)
            guard !flexible.isEmpty, delta != 0 else { return parts.map { _ in 0 } }
            let total = flexible.reduce(0) { $0 + max($1.size, 0) }
            return parts.map { part in
                guard part.flexible else { return 0 }
                return total > 0 ? delta * max(part.size, 0) / total : delta / CGFloat(flexible.count)
            }
        }
        let mask = autoresizingMask
        var frame = self.frame
        let x = share(newSize.width - oldSize.width, [
            (mask.contains(.flexibleLeftMargin), frame.minX), (mask.contains(.flexibleWidth), frame.width),
            (mask.contains(.flexibleRightMargin), oldSize.width - frame.maxX)])
        let y = share(newSize.height - oldSize.height, [
            (mask.contains(.flexibleTopMargin), frame.minY), (mask.contains(.flexibleHeight), frame.height),
            (mask.contains(.flexibleBottomMargin), oldSize.height - frame.maxY)])
        frame.origin.x += x[0]
        frame.size.width += x[1]
        frame.origin.y += y[0]
        frame.size.height += y[1]
        self.frame = frame
    }

    // MARK: Behavior

    open var isUserInteractionEnabled: Bool = true
    open var tag: Int = 0
    open var isExclusiveTouch: Bool = false
    open var isMultipleTouchEnabled: Bool = false

    open var contentScaleFactor: CGFloat = 1
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    // MARK: Accessibility (NSObject's informal protocol on Apple)

    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement: Bool = false

    // MARK: Margins

    /// Stored as directional margins; left/right map to leading/trailing (swapped when the view
    /// forces right-to-left).
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            return isStandInRightToLeft
                ? UIEdgeInsets(top: margins.top, left: margins.trailing, bottom: margins.bottom, right: margins.leading)
                : UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        }
        set {
            directionalLayoutMargins = isStandInRightToLeft
                ? NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom,
                                          trailing: newValue.left)
                : NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom,
                                          trailing: newValue.right)
        }
    }
    open var preservesSuperviewLayoutMargins: Bool = false

    private var isStandInRightToLeft: Bool { semanticContentAttribute == .forceRightToLeft }

    /// Right to left only when forced by `semanticContentAttribute` (the stand-in's app is
    /// in a left-to-right language).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        isStandInRightToLeft ? .rightToLeft : .leftToRight
    }

    /// No safe area outside a real window: zero.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    // MARK: Layer

    /// The class of the view's layer (the stand-in creates a CALayer or CAGradientLayer).
    open class var layerClass: AnyClass { CALayer.self }

    private let standInLayer: CALayer

    /// The view's layer, made once from `layerClass`.
    open var layer: CALayer { standInLayer }

    // MARK: Initializers

    public init(frame: CGRect) {
        standInLayer = (type(of: self).layerClass as? CALayer.Type)?.standInMake() ?? CALayer()
        super.init()
        standInLayer.frame = frame
        standInAddPrivateParts()
    }

    /// Adds the private subviews UIKit builds this kind of view from (a switch's knob, a
    /// scroll view's indicators), of classes named with a leading `_` as UIKit's are: what
    /// an app's styling and layout must leave alone. None for a plain view.
    func standInAddPrivateParts() {}

    public required init?(coder: NSCoder) {
        standInLayer = (type(of: self).layerClass as? CALayer.Type)?.standInMake() ?? CALayer()
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Hierarchy

    private weak var standInSuperview: UIView?
    open var superview: UIView? { standInSuperview }
    public private(set) var subviews: [UIView] = []
    /// The view controller whose root view this is (set by `UIViewController.view`).
    weak var standInViewController: UIViewController?

    /// The window of the superview chain, kept up to date on every move as UIKit keeps it, so
    /// reading it costs the same at any depth.
    private weak var standInWindow: UIWindow?

    /// The nearest UIWindow up the superview chain (a window is its own window).
    open var window: UIWindow? { (self as? UIWindow) ?? standInWindow }

    /// The view controller when this is its root view, else the superview.
    open override var next: UIResponder? {
        if let standInViewController, standInViewController.viewIfLoaded === self { return standInViewController }
        return superview
    }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped), moving it from its old superview and notifying the
    /// subtree like UIKit: willMove(toWindow:), didMoveToWindow(), didMoveToSuperview(), trait changes.
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            setNeedsLayout()
            return
        }
        view.standInMove(to: self) {
            self.subviews.insert(view, at: max(0, min(index, self.subviews.count)))
        }
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Called after a subview is added (UIKit's override point; does nothing by default).
    open func didAddSubview(_ subview: UIView) {}

    open func removeFromSuperview() {
        guard let superview else { return }
        standInMove(to: nil) { superview.subviews.removeAll { $0 === self } }
        superview.setNeedsLayout()
    }

    /// Reparents `self` under `newSuperview` (`insert` puts it into the new list of subviews).
    private func standInMove(to newSuperview: UIView?, insert: () -> Void) {
        let oldWindow = window
        // A window stays its own window wherever it is put.
        let newWindow = (self as? UIWindow) ?? newSuperview?.window
        let before = standInSubtreeTraits()
        if oldWindow !== newWindow { standInWillMove(toWindow: newWindow) }
        if let superview { superview.subviews.removeAll { $0 === self } }
        standInSuperview = newSuperview
        insert()
        standInInvalidateTraits()
        if oldWindow !== newWindow {
            standInSetWindow(newWindow)
            standInDidMoveToWindow()
        }
        didMoveToSuperview()
        if newSuperview != nil { setNeedsLayout() }
        standInNotifyTraitChanges(from: before)
    }

    private func standInWillMove(toWindow newWindow: UIWindow?) {
        for view in standInSubtree { view.willMove(toWindow: newWindow) }
    }

    private func standInDidMoveToWindow() {
        for view in standInSubtree { view.didMoveToWindow() }
    }

    /// Records `window` down the subtree, except below a window inside it (its own window).
    private func standInSetWindow(_ window: UIWindow?) {
        var stack = [self]
        while let view = stack.popLast() {
            view.standInWindow = window
            stack.append(contentsOf: view.subviews.filter { !($0 is UIWindow) })
        }
    }

    /// The view and its descendants, parents first (walked without recursion: a tree of any
    /// depth works).
    private var standInSubtree: [UIView] {
        var result: [UIView] = []
        var stack = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didMoveToSuperview() {}

    // MARK: Layout

    private var standInNeedsLayout = true

    open func setNeedsLayout() {
        standInNeedsLayout = true
    }

    /// Calls `layoutSubviews()` if layout is pending, then does the same down the subtree.
    open func layoutIfNeeded() {
        if standInNeedsLayout {
            standInNeedsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    open func layoutSubviews() {}

    /// The current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the bounds to `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// No intrinsic size: -1 × -1.
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

    open func invalidateIntrinsicContentSize() {}

    // MARK: Traits

    private var standInOverrideStyle: UIUserInterfaceStyle = .unspecified

    /// Overrides the inherited light/dark style for this view and its subtree.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { standInOverrideStyle }
        set {
            let before = standInSubtreeTraits()
            standInOverrideStyle = newValue
            standInInvalidateTraits()
            standInNotifyTraitChanges(from: before)
        }
    }

    private var standInTraitOverrides = UITraitOverrides()

    /// Traits this view sets for itself and its subtree.
    @preconcurrency public var traitOverrides: UITraitOverrides {
        get { standInTraitOverrides }
        set {
            let before = standInSubtreeTraits()
            standInTraitOverrides = newValue
            standInInvalidateTraits()
            standInNotifyTraitChanges(from: before)
        }
    }

    /// The registrations made with `registerForTraitChanges(_:handler:)`.
    var standInRegistrations: [StandInTraitChangeRegistration] = []

    /// The traits inherited through the superviews, with `overrideUserInterfaceStyle` and
    /// `traitOverrides` applied (the environment's, then each view's from the top down; no
    /// recursion).
    ///
    /// Each view keeps its resolved traits once asked, as UIKit keeps a view's trait
    /// collection, so asking costs the same at any depth. A view that keeps them has
    /// ancestors that all keep theirs; a move or an override forgets them in the subtree.
    var standInResolvedTraits: StandInTraits {
        if let standInTraitsCache { return standInTraitsCache }
        var chain: [UIView] = []
        var current: UIView? = self
        var traits = StandInTraits.environment
        while let view = current {
            if let cached = view.standInTraitsCache {
                traits = cached
                break
            }
            chain.append(view)
            current = view.superview
        }
        for view in chain.reversed() {
            if view.standInOverrideStyle != .unspecified { traits.userInterfaceStyle = view.standInOverrideStyle }
            traits = traits.merging(view.standInTraitOverrides.standInTraits)
            view.standInTraitsCache = traits
        }
        return traits
    }

    private var standInTraitsCache: StandInTraits?

    /// Forgets the resolved traits of this view and its descendants (only those that kept
    /// them: below a view that keeps none, none do).
    private func standInInvalidateTraits() {
        var stack = [self]
        while let view = stack.popLast() {
            guard view.standInTraitsCache != nil else { continue }
            view.standInTraitsCache = nil
            stack.append(contentsOf: view.subviews)
        }
    }

    open var traitCollection: UITraitCollection { UITraitCollection(standInTraits: standInResolvedTraits) }

    /// Every view of the subtree that has trait-change handlers, with its current traits.
    private func standInSubtreeTraits() -> [(UIView, StandInTraits)] {
        standInSubtree.filter { !$0.standInRegistrations.isEmpty }.map { ($0, $0.standInResolvedTraits) }
    }

    /// Calls the handlers whose registered traits differ from `before`.
    private func standInNotifyTraitChanges(from before: [(UIView, StandInTraits)]) {
        for (view, old) in before {
            let new = view.standInResolvedTraits
            guard new != old else { continue }
            let previous = UITraitCollection(standInTraits: old)
            for registration in view.standInRegistrations
            where registration.traits.contains(where: { new.differs(from: old, in: $0) }) {
                registration.handler(view, previous)
            }
        }
    }
}

/// A window: the root of a view tree; its root view controller's view is its subview.
@MainActor open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Setting it removes the old controller's view and adds the new one's, sized to the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            if let view = rootViewController?.view {
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    public private(set) var isKeyWindow: Bool = false

    /// The scene the window shows in (set by `init(windowScene:)`).
    open weak var windowScene: UIWindowScene?

    /// Marks the window key and shows it.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }
}

/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// A set of rectangle edges.
public struct UIRectEdge: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var top: UIRectEdge { UIRectEdge(rawValue: 1 << 0) }
    public static var left: UIRectEdge { UIRectEdge(rawValue: 1 << 1) }
    public static var bottom: UIRectEdge { UIRectEdge(rawValue: 1 << 2) }
    public static var right: UIRectEdge { UIRectEdge(rawValue: 1 << 3) }
    public static var all: UIRectEdge { [.top, .left, .bottom, .right] }
}

/// A view controller: loads its view on first access, keeps its children.
@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    private var standInView: UIView?

    /// Loaded with `loadView()` then `viewDidLoad()` on first access.
    open var view: UIView! {
        get {
            if standInView == nil {
                loadView()
                if standInView == nil { standInView = UIView(frame: .zero) }
                standInView?.standInViewController = self
                viewDidLoad()
            }
            return standInView
        }
        set {
            standInView?.standInViewController = nil
            standInView = newValue
            newValue?.standInViewController = self
        }
    }

    open var viewIfLoaded: UIView? { standInView }
    open var isViewLoaded: Bool { standInView != nil }

    /// Creates a plain view.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    open func viewDidLoad() {}

    /// Setting it also sets the navigation item's title.
    open var title: String? {
        didSet { standInNavigationItem?.title = title }
    }

    private var standInNavigationItem: UINavigationItem?

    /// Made on first access, titled with the controller's title.
    open var navigationItem: UINavigationItem {
        if let standInNavigationItem { return standInNavigationItem }
        let item = UINavigationItem(standInTitle: title)
        standInNavigationItem = item
        return item
    }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var preferredContentSize: CGSize = .zero
    open var edgesForExtendedLayout: UIRectEdge = .all

    public private(set) var children: [UIViewController] = []
    private weak var standInParent: UIViewController?
    open var parent: UIViewController? { standInParent }

    /// Adds the child and calls its `willMove(toParent:)` (the caller calls `didMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.standInParent = self
    }

    /// Removes the controller from its parent and calls its `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        standInParent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The root view's superview, else the parent.
    open override var next: UIResponder? {
        standInView?.superview ?? parent
    }
}
#endif
