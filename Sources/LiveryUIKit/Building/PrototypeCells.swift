#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Livery
import LiveryCore
import LiveryDocument

/// A table view cell made from a layout's prototype: built from the prototype the first
/// time it is dequeued, reused as UIKit reuses cells, its content laid out by Livery (the
/// prototype's flexbox properties) whenever UIKit lays the cell out.
open class LiveryTableViewCell: UITableViewCell {
    /// The views of the prototype with an id, by id.
    public internal(set) var outlets: [String: AnyObject] = [:]
    var isBuilt = false

    /// The view with id `id`, as `type`.
    public func view<View: UIView>(_ id: String, as type: View.Type = View.self) -> View? { outlets[id] as? View }

    /// Lays the cell's content out with Livery's flexbox (after the restyle that
    /// configuring it scheduled, so it is never shown with its previous row's style).
    open override func layoutSubviews() {
        super.layoutSubviews()
        PrototypeCells.layOut(self, contentView: contentView)
    }
}

/// A collection view cell made from a layout's prototype, as `LiveryTableViewCell`.
open class LiveryCollectionViewCell: UICollectionViewCell {
    /// The views of the prototype with an id, by id.
    public internal(set) var outlets: [String: AnyObject] = [:]
    var isBuilt = false

    /// The view with id `id`, as `type`.
    public func view<View: UIView>(_ id: String, as type: View.Type = View.self) -> View? { outlets[id] as? View }

    /// Lays the cell's content out with Livery's flexbox, as `LiveryTableViewCell` does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        PrototypeCells.layOut(self, contentView: contentView)
    }
}

/// What prototype cells share.
@MainActor
enum PrototypeCells {
    /// The content view of a prototype cell (`nil` for any other object).
    static func contentView(of object: AnyObject?) -> UIView? {
        (object as? any PrototypeCell)?.contentView
    }

    /// Lays out the cell's content in its content view's bounds, after any restyle its
    /// styler has pending (a class the data source gave it while configuring it).
    static func layOut(_ cell: UIView, contentView: UIView) {
        let element = ElementRegistry.shared.element(for: cell)
        element.effectiveStyler?.restyleIfScheduled()
        element.layOutContent(in: contentView.bounds.size)
    }
}

extension BuiltLayout {
    /// A cell of the prototype `name` from `tableView` (a table of this layout): built from
    /// the prototype on first use, and styled as a child of the table — before it is on
    /// screen — and again whenever its classes, id or state change through `livery`. It is
    /// styled by `styler`, else by the styler that showed the layout, else `Styler.shared`.
    /// Configure it (text, `livery.addStyleClass`) and return it from the data source.
    public func dequeueCell(_ name: String, from tableView: UITableView, styler: Styler? = nil) -> LiveryTableViewCell? {
        guard let prototype = prototypes[name],
              let cell = tableView.dequeueReusableCell(withIdentifier: name) as? LiveryTableViewCell else { return nil }
        return prepared(cell, from: prototype, in: tableView, styler: styler ?? self.styler ?? .shared)
    }

    /// A cell of the prototype `name` from `collectionView`, as `dequeueCell(_:from:styler:)`.
    public func dequeueCell(_ name: String, from collectionView: UICollectionView, for indexPath: IndexPath,
                            styler: Styler? = nil) -> LiveryCollectionViewCell? {
        guard let prototype = prototypes[name],
              let cell = collectionView.dequeueReusableCell(withReuseIdentifier: name, for: indexPath) as? LiveryCollectionViewCell
        else { return nil }
        return prepared(cell, from: prototype, in: collectionView, styler: styler ?? self.styler ?? .shared)
    }

    /// The cell with the prototype built into it (once) and styled as a child of `container`.
    private func prepared<Cell: PrototypeCell>(_ cell: Cell, from prototype: LayoutElement, in container: UIView,
                                               styler: Styler) -> Cell {
        if !cell.isBuilt {
            cell.outlets = builder.fill(cell, contentView: cell.contentView, from: prototype)
            cell.isBuilt = true
        }
        styler.styleCell(cell, in: container)
        return cell
    }
}

/// What Livery keeps on a cell made from a prototype.
@MainActor
protocol PrototypeCell: UIView {
    var contentView: UIView { get }
    var outlets: [String: AnyObject] { get set }
    var isBuilt: Bool { get set }
}

extension LiveryTableViewCell: PrototypeCell {}
extension LiveryCollectionViewCell: PrototypeCell {}

extension Styler {
    /// Styles a cell that is not in the view hierarchy yet as a child of `container`.
    func styleCell(_ cell: UIView, in container: UIView) {
        let element = ElementRegistry.shared.element(for: cell)
        if cell.superview == nil { element.container = ElementRegistry.shared.element(for: container) }
        element.styler = self
        // Its views take the traits of the table they will be shown in.
        StylingPass.run(styler: self) { reloading.style(element) }
    }
}
#endif
