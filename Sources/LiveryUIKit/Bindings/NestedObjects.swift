#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore

/// The objects the catalog reaches through a key path (`> titleLabel: UILabel`): how to get
/// each one from its owner. Views among them are styled as nested elements of their
/// owner; other objects (a view's `layer`) take the owner's `layer.…` declarations directly.
@MainActor
enum NestedObjects {
    struct Accessor {
        /// The catalog class that declares the key path.
        let owner: String
        let keyPath: String
        let object: (AnyObject) -> AnyObject?
    }

    static let all: [Accessor] = [
        accessor("UIView", "layer") { (view: UIView) in view.layer },
        accessor("UIButton", "titleLabel") { (button: UIButton) in button.titleLabel },
        accessor("UIButton", "imageView") { (button: UIButton) in button.imageView },
        accessor("UITextField", "leftView") { (field: UITextField) in field.leftView },
        accessor("UITextField", "rightView") { (field: UITextField) in field.rightView },
        accessor("UITextField", "inputView") { (field: UITextField) in field.inputView },
        accessor("UITextField", "inputAccessoryView") { (field: UITextField) in field.inputAccessoryView },
        accessor("UITextView", "inputView") { (textView: UITextView) in textView.inputView },
        accessor("UITextView", "inputAccessoryView") { (textView: UITextView) in textView.inputAccessoryView },
        accessor("UITableView", "tableHeaderView") { (table: UITableView) in table.tableHeaderView },
        accessor("UITableView", "tableFooterView") { (table: UITableView) in table.tableFooterView },
        accessor("UITableView", "backgroundView") { (table: UITableView) in table.backgroundView },
        accessor("UITableViewCell", "contentView") { (cell: UITableViewCell) in cell.contentView },
        legacy("UITableViewCell", "textLabel", \UITableViewCell.textLabel),
        legacy("UITableViewCell", "detailTextLabel", \UITableViewCell.detailTextLabel),
        legacy("UITableViewCell", "imageView", \UITableViewCell.imageView),
        accessor("UITableViewCell", "backgroundView") { (cell: UITableViewCell) in cell.backgroundView },
        accessor("UITableViewCell", "selectedBackgroundView") { (cell: UITableViewCell) in cell.selectedBackgroundView },
        accessor("UITableViewCell", "multipleSelectionBackgroundView") { (cell: UITableViewCell) in
            cell.multipleSelectionBackgroundView
        },
        accessor("UITableViewCell", "accessoryView") { (cell: UITableViewCell) in cell.accessoryView },
        accessor("UITableViewHeaderFooterView", "contentView") { (view: UITableViewHeaderFooterView) in view.contentView },
        legacy("UITableViewHeaderFooterView", "textLabel", \UITableViewHeaderFooterView.textLabel),
        legacy("UITableViewHeaderFooterView", "detailTextLabel", \UITableViewHeaderFooterView.detailTextLabel),
        accessor("UITableViewHeaderFooterView", "backgroundView") { (view: UITableViewHeaderFooterView) in view.backgroundView },
        accessor("UICollectionView", "backgroundView") { (collection: UICollectionView) in collection.backgroundView },
        accessor("UICollectionView", "collectionViewLayout") { (collection: UICollectionView) in
            collection.collectionViewLayout as? UICollectionViewFlowLayout
        },
        accessor("UICollectionViewCell", "contentView") { (cell: UICollectionViewCell) in cell.contentView },
        accessor("UICollectionViewCell", "backgroundView") { (cell: UICollectionViewCell) in cell.backgroundView },
        accessor("UICollectionViewCell", "selectedBackgroundView") { (cell: UICollectionViewCell) in cell.selectedBackgroundView },
        accessor("UIVisualEffectView", "contentView") { (view: UIVisualEffectView) in view.contentView },
        accessor("UIBarButtonItem", "customView") { (item: UIBarButtonItem) in item.customView },
    ]

    private static func accessor<Owner: AnyObject>(_ owner: String, _ keyPath: String,
                                                   _ get: @escaping (Owner) -> AnyObject?) -> Accessor {
        Accessor(owner: owner, keyPath: keyPath) { object in (object as? Owner).flatMap(get) }
    }

    /// A cell's or header's own label or image view: none on one with a content
    /// configuration, which UIKit documents them as mutually exclusive with (it resets them
    /// when one is set).
    private static func legacy<Owner: ContentConfigurable, View: AnyObject>(
        _ owner: String, _ keyPath: String, _ view: KeyPath<Owner, View?>) -> Accessor {
        accessor(owner, keyPath) { (object: Owner) in object.contentConfiguration == nil ? object[keyPath: view] : nil }
    }

    private static let byOwner: [String: [Accessor]] = Dictionary(grouping: all, by: \.owner)

    /// Every accessor that applies to an object of `chain`, nearest class first; a key path
    /// a subclass redeclares (a cell's `imageView` over a view's) is taken once.
    static func accessors(for chain: TypeChain) -> [Accessor] {
        var seen: Set<String> = []
        var result: [Accessor] = []
        for name in chain.names {
            for accessor in byOwner[name] ?? [] where seen.insert(accessor.keyPath).inserted {
                result.append(accessor)
            }
        }
        return result
    }

    /// The object at `keyPath` (one component, as written in the catalog) of `object`.
    static func object(at keyPath: String, of object: AnyObject, chain: TypeChain) -> AnyObject? {
        let normalized = PropertyName.normalize(keyPath)
        return accessors(for: chain).first { PropertyName.normalize($0.keyPath) == normalized }?.object(object)
    }
}
/// A view whose own labels give way to a content configuration.
@MainActor
protocol ContentConfigurable: AnyObject {
    var contentConfiguration: (any UIContentConfiguration)? { get }
}

extension UITableViewCell: ContentConfigurable {}
extension UITableViewHeaderFooterView: ContentConfigurable {}
#endif
