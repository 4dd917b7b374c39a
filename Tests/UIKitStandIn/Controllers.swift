#if os(Linux)
import Foundation

// MARK: - Navigation controller

/// A navigation controller: keeps its stack of view controllers as its children and its
/// navigation bar's items (their navigation items). Its view holds the navigation bar and
/// the (hidden) toolbar, as UIKit's `loadView()` builds it.
@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        standInViewControllersDidChange(from: [])
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public private(set) var navigationBar = UINavigationBar(frame: .zero)

    public private(set) var toolbar: UIToolbar! = UIToolbar(frame: .zero)

    /// Setting it updates `children` and the navigation bar's `items`.
    open var viewControllers: [UIViewController] = [] {
        didSet { standInViewControllersDidChange(from: oldValue) }
    }

    private func standInViewControllersDidChange(from oldValue: [UIViewController]) {
        standInReplaceChildren(oldValue, with: viewControllers)
        navigationBar.items = viewControllers.map(\.navigationItem)
    }

    /// A container view with the navigation bar and the hidden toolbar.
    open override func loadView() {
        let container = UIView(frame: .zero)
        container.addSubview(navigationBar)
        toolbar.isHidden = true
        container.addSubview(toolbar)
        view = container
    }
}

// MARK: - Tab bar controller

/// A tab bar controller: keeps its view controllers as its children and its tab bar's
/// items (their tab bar items). Its view holds the tab bar, as UIKit's `loadView()` builds it.
@MainActor open class UITabBarController: UIViewController {
    public private(set) var tabBar = UITabBar(frame: .zero)

    /// Setting it updates `children` and the tab bar's `items`.
    open var viewControllers: [UIViewController]? {
        didSet {
            standInReplaceChildren(oldValue ?? [], with: viewControllers ?? [])
            tabBar.items = viewControllers?.compactMap(\.tabBarItem)
        }
    }

    /// A container view with the tab bar.
    open override func loadView() {
        let container = UIView(frame: .zero)
        container.addSubview(tabBar)
        view = container
    }
}

// MARK: - Table and collection view controllers

/// A table view controller: its view is its table view, made with the style it was
/// created with (`.plain` unless `init(style:)`).
@MainActor open class UITableViewController: UIViewController {
    private let standInTableViewStyle: UITableView.Style

    public init(style: UITableView.Style) {
        standInTableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        standInTableViewStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        standInTableViewStyle = .plain
        super.init(coder: coder)
    }

    /// The view (loaded on first access); setting it sets the view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// A table view of the controller's style.
    open override func loadView() {
        view = UITableView(frame: .zero, style: standInTableViewStyle)
    }
}

/// A collection view controller: its view is its collection view, made with the layout it
/// was created with (a flow layout unless `init(collectionViewLayout:)`).
@MainActor open class UICollectionViewController: UIViewController {
    private let standInCollectionViewLayout: UICollectionViewLayout

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        standInCollectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        standInCollectionViewLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        standInCollectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The view (loaded on first access); setting it sets the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// A collection view with the controller's layout.
    open override func loadView() {
        view = UICollectionView(frame: .zero, collectionViewLayout: standInCollectionViewLayout)
    }
}

// MARK: - Other containers

/// A split view controller (only the class is declared; its view is a plain view).
@MainActor open class UISplitViewController: UIViewController {}

/// A page view controller (only the class is declared; its view is a plain view).
@MainActor open class UIPageViewController: UIViewController {}

// MARK: - Bar items of every view controller

/// The tab bar item UIKit keeps on every view controller, stored beside it (an extension
/// cannot add stored properties; there are no associated objects on Linux).
@MainActor private final class StandInBarItems {
    weak var owner: UIViewController?
    var tabBarItem: UITabBarItem?

    init(owner: UIViewController) {
        self.owner = owner
    }
}

/// The bar items per view controller; an entry whose controller is gone is replaced.
@MainActor private var standInBarItemsByController: [ObjectIdentifier: StandInBarItems] = [:]

extension UIViewController {
    private var standInBarItems: StandInBarItems {
        let key = ObjectIdentifier(self)
        if let items = standInBarItemsByController[key], items.owner === self { return items }
        standInBarItemsByController = standInBarItemsByController.filter { $0.value.owner != nil }
        let items = StandInBarItems(owner: self)
        standInBarItemsByController[key] = items
        return items
    }

    /// Made on first access, titled with the controller's title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = standInBarItems.tabBarItem { return item }
            let item = UITabBarItem()
            item.title = title
            standInBarItems.tabBarItem = item
            return item
        }
        set { standInBarItems.tabBarItem = newValue }
    }

    /// Makes `new` the children in place of `old`, with UIKit's containment calls.
    fileprivate func standInReplaceChildren(_ old: [UIViewController], with new: [UIViewController]) {
        for controller in old where !new.contains(where: { $0 === controller }) && controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }
}
#endif
