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
import LiveryValues

/// Builds real UIKit views from a layout document: each element the class it names (an
/// `implementation=` class registered by the app, or the UIKit class of its element name),
/// with its classes, id, inline style and the values the document gives (text, titles,
/// images, states) applied through the same bindings as stylesheets. An element Livery
/// cannot build is a diagnostic, never a crash: it becomes a plain view.
@MainActor
public final class ViewBuilder {
    /// The app's builder.
    public static let shared = ViewBuilder()

    /// App classes by name (lowercased), for `implementation=` and custom element names.
    private var factories: [String: () -> AnyObject] = [:]

    /// A builder that knows UIKit's classes and none of the app's yet.
    public init() {}

    /// Registers an app's view class for layout documents: `implementation="name"` (or an
    /// element named `name`) builds one with `make`. The name defaults to the class's.
    public func register<View: UIView>(_ type: View.Type, named name: String? = nil, make: @escaping @MainActor () -> View) {
        factories[(name ?? String(describing: type)).lowercased()] = make
    }

    /// Registers an app's view controller class, as `register(_:named:make:)`.
    public func register<Controller: UIViewController>(_ type: Controller.Type, named name: String? = nil,
                                                       make: @escaping @MainActor () -> Controller) {
        factories[(name ?? String(describing: type)).lowercased()] = make
    }

    /// Builds the document's root and its subtree; `nil` when the document has no root.
    public func build(_ document: LayoutDocument) -> BuiltLayout {
        var diagnostics: [Diagnostic] = []
        var views: [String: AnyObject] = [:]
        prototypes = [:]
        guard let description = document.root else { return BuiltLayout(root: nil, objects: [:], diagnostics: [], builder: self) }
        let root = make(description, isRoot: true, diagnostics: &diagnostics, objects: &views)
        if let groups = document.rootStyleSheetGroups { ElementRegistry.shared.element(for: root).groups = groups }
        if let layoutView = root as? LiveryLayoutView {
            layoutView.usesSafeAreaInsets = document.usesSafeAreaInsets
            layoutView.usesLayoutMargins = document.usesLayoutMargins
        }
        return BuiltLayout(root: root, objects: views, diagnostics: diagnostics, prototypes: prototypes, builder: self)
    }

    /// The prototypes of the layout being built, by name.
    private var prototypes: [String: LayoutElement] = [:]

    /// Builds a prototype's content into a dequeued cell (once per cell): the prototype's
    /// classes, id, inline style and given values on the cell, its children in the cell's
    /// content view. Returns the cell's outlets by id.
    func fill(_ cell: UIView, contentView: UIView, from prototype: LayoutElement) -> [String: AnyObject] {
        var diagnostics: [Diagnostic] = []
        var outlets: [String: AnyObject] = [:]
        let element = ElementRegistry.shared.element(for: cell)
        element.classes = prototype.classes
        element.id = prototype.id
        element.inlineStyle = prototype.inlineStyle
        for given in prototype.givenValues { GivenValues.apply(given, to: cell, diagnostics: &diagnostics) }
        for child in prototype.children {
            if let view = make(child, diagnostics: &diagnostics, objects: &outlets) as? UIView { contentView.addSubview(view) }
        }
        return outlets
    }

    /// Builds the object of `description` and its subtree in document order, without
    /// recursion (any depth): each object is added to its parent as soon as it is made, so
    /// adding a view never moves a whole subtree (which UIKit walks for window and trait
    /// changes).
    private func make(_ description: LayoutElement, isRoot: Bool = false, diagnostics: inout [Diagnostic],
                      objects: inout [String: AnyObject]) -> AnyObject {
        let root = makeObject(description, isRoot: isRoot, diagnostics: &diagnostics, objects: &objects)
        var pending = description.children.reversed().map { (description: $0, parent: root) }
        while let (child, parent) = pending.popLast() {
            // A prototype is not built here: cells are made from it when dequeued.
            if let name = child.attribute("prototype"), !name.isEmpty {
                prototypes[name] = child
                (parent as? UITableView)?.register(LiveryTableViewCell.self, forCellReuseIdentifier: name)
                (parent as? UICollectionView)?.register(LiveryCollectionViewCell.self, forCellWithReuseIdentifier: name)
                // Its content is checked now, as the rest of the document is: a class not
                // registered or an image not found is the layout's diagnostic, not a
                // silent cell later.
                var unused: [String: AnyObject] = [:]
                for part in child.children { _ = make(part, diagnostics: &diagnostics, objects: &unused) }
                continue
            }
            let object = makeObject(child, isRoot: false, diagnostics: &diagnostics, objects: &objects)
            // `<viewController>` wraps its root view: its (first) view child becomes the
            // controller's view, as a layout document means it.
            if let controller = parent as? UIViewController, let view = object as? UIView, !controller.isViewLoaded {
                controller.view = view
                pending += child.children.reversed().map { (description: $0, parent: object) }
                continue
            }
            let container: UIView? = (parent as? UIViewController)?.view ?? (parent as? UIView)
            if let controller = object as? UIViewController {
                if let parentController = parent as? UIViewController { parentController.addChild(controller) }
                container?.addSubview(controller.view)
            } else if let view = object as? UIView {
                container?.addSubview(view)
            }
            pending += child.children.reversed().map { (description: $0, parent: object) }
        }
        return root
    }

    /// The object of one element, with its classes, id, inline style and given values (no children).
    private func makeObject(_ description: LayoutElement, isRoot: Bool, diagnostics: inout [Diagnostic],
                            objects: inout [String: AnyObject]) -> AnyObject {
        // A plain view at the root is the Livery layout view that lays the tree out.
        let object = isRoot && description.typeChain.canonical == "UIView" && description.implementation == nil
            ? LiveryLayoutView(frame: .zero) : instantiate(description, diagnostics: &diagnostics)
        let element = ElementRegistry.shared.element(for: object)
        element.isFromLayout = true
        element.classes = description.classes
        element.id = description.id
        element.inlineStyle = description.inlineStyle
        if let id = description.id, objects[id] == nil { objects[id] = object }
        for given in description.givenValues { GivenValues.apply(given, to: object, diagnostics: &diagnostics) }
        return object
    }

    /// Where an element is written (the start of nothing for an element made in code).
    private static func span(of description: LayoutElement) -> SourceSpan {
        description.span ?? SourceSpan(file: SourceFile(path: "", bytes: []), range: SourceRange(at: 0))
    }

    /// The object for an element: a registered class, else UIKit's class for its type.
    private func instantiate(_ description: LayoutElement, diagnostics: inout [Diagnostic]) -> AnyObject {
        if let implementation = description.implementation {
            if let make = factories[implementation.lowercased()] { return make() }
            diagnostics.append(.error(LayoutDiagnosticID.unknownClass,
                                      "no class '\(implementation)' is registered with the view builder; built as \(description.typeName)",
                                      at: Self.span(of: description)))
        }
        for (index, name) in description.typeChain.names.enumerated() {
            if factories[name.lowercased()] == nil, MacIdiom.unavailableControls.contains(name), MacIdiom.isCurrent {
                diagnostics.append(.warning(UIKitDiagnosticID.unavailableInMacIdiom,
                                            "UIKit does not show a \(name) in the Mac idiom; built as UIView",
                                            at: Self.span(of: description)))
                return UIView(frame: .zero)
            }
            let made = factories[name.lowercased()]?() ?? UIKitClasses.make(name, description)
            guard let made else { continue }
            if index > 0, description.implementation == nil {
                diagnostics.append(.error(LayoutDiagnosticID.unknownClass,
                                          "no class '\(description.typeName)' is registered with the view builder; built as \(name)",
                                          at: Self.span(of: description)))
            }
            return made
        }
        diagnostics.append(.error(LayoutDiagnosticID.unknownClass,
                                  "no view class for '\(description.elementName)'; built as UIView",
                                  at: Self.span(of: description)))
        return UIView(frame: .zero)
    }
}

/// A built layout: the root object (a view or a view controller) and the outlets — every
/// element with an id, by id.
@MainActor
public struct BuiltLayout {
    /// The root: a view, or a view controller for a `<viewController>` root.
    public let root: AnyObject?
    /// Elements with an id, by id (the first one when an id repeats).
    public let objects: [String: AnyObject]
    /// Elements that could not be built as written.
    public let diagnostics: [Diagnostic]
    /// Cell prototypes (elements with `prototype="name"`), by name.
    public var prototypes: [String: LayoutElement] = [:]
    let builder: ViewBuilder
    /// The styler that showed the layout (`Styler.showLayout`): its cells' styler.
    weak var styler: Styler?

    /// The root as a view (a controller's view).
    public var rootView: UIView? { (root as? UIView) ?? (root as? UIViewController)?.view }

    /// The view with id `id`, as `type`.
    public func view<View: UIView>(_ id: String, as type: View.Type = View.self) -> View? { objects[id] as? View }

    /// The object with id `id` (a view or a view controller).
    public subscript(id: String) -> AnyObject? { objects[id] }
}

/// UIKit's classes for layout element types.
@MainActor
enum UIKitClasses {
    static func make(_ canonical: String, _ description: LayoutElement) -> AnyObject? {
        let frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        switch canonical {
        case "UIView": return UIView(frame: frame)
        case "UILabel": return UILabel(frame: frame)
        case "UIButton":
            let typeName = description.attribute("buttonType") ?? description.attribute("type") ?? "system"
            let raw = EnumCatalog.buttonType.lookup(typeName)?.rawValue ?? 1
            return UIButton(type: UIButton.ButtonType(rawValue: raw) ?? .system)
        case "UIImageView": return UIImageView(frame: frame)
        case "UITextField": return UITextField(frame: frame)
        case "UITextView": return UITextView(frame: frame)
        case "UISwitch": return UISwitch(frame: frame)
        case "UISlider": return UISlider(frame: frame)
        case "UIStepper": return UIStepper(frame: frame)
        case "UIProgressView": return UIProgressView(progressViewStyle: .default)
        case "UIActivityIndicatorView": return UIActivityIndicatorView(style: .medium)
        case "UIPageControl": return UIPageControl(frame: frame)
        case "UISegmentedControl": return UISegmentedControl(items: [])
        case "UIDatePicker": return UIDatePicker(frame: frame)
        case "UIScrollView": return UIScrollView(frame: frame)
        case "UITableView": return UITableView(frame: frame, style: .plain)
        case "UITableViewCell": return UITableViewCell(style: .default, reuseIdentifier: description.id)
        case "UICollectionView": return UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        case "UICollectionViewCell": return UICollectionViewCell(frame: frame)
        case "UIStackView": return UIStackView(arrangedSubviews: [])
        case "UIVisualEffectView": return UIVisualEffectView(effect: nil)
        case "UIPickerView": return UIPickerView(frame: frame)
        case "UINavigationBar": return UINavigationBar(frame: frame)
        case "UITabBar": return UITabBar(frame: frame)
        case "UIToolbar": return UIToolbar(frame: frame)
        case "UISearchBar": return UISearchBar(frame: frame)
        case "UIViewController": return UIViewController()
        default: return nil
        }
    }
}

/// The values a layout document gives an element (text, a button's titles, images,
/// states), written through the binding table as a stylesheet's would be.
@MainActor
enum GivenValues {
    static func apply(_ given: GivenValue, to object: AnyObject, diagnostics: inout [Diagnostic]) {
        let value: TypedValue = switch given.value {
        case .string(let text): .string(.literal(text))
        case .bool(let flag): .bool(flag)
        case .image(let name): .image(.named(name, capInsets: nil))
        }
        guard let binding = StyleApplication.binding(named: given.name, for: ObjectTypes.chain(of: object), styler: nil) else {
            return
        }
        let context = ConversionContext.of(object, strings: nil)
        guard let converted = binding.convert(value, context) else {
            if let span = given.span {
                diagnostics.append(.warning(LayoutDiagnosticID.unusableValue, context.problems.joined(separator: "; "), at: span))
            }
            return
        }
        binding.write(object, converted, given.parameters)
    }
}
#endif
