#if os(Linux)
import Foundation

// MARK: - Collection view

/// A collection view: records its layout, selection flags, background view and the cell
/// class registered per reuse identifier (`dequeueReusableCell(withReuseIdentifier:for:)`
/// makes a new cell of it).
@MainActor open class UICollectionView: UIScrollView {
    /// The direction a flow layout scrolls in (Apple's raw values).
    public enum ScrollDirection: Int, @unchecked Sendable {
        case vertical = 0
        case horizontal = 1
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Uses a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open var collectionViewLayout: UICollectionViewLayout

    open var allowsSelection: Bool = true

    open var allowsMultipleSelection: Bool = false

    open var backgroundView: UIView?

    private var registeredCellClasses: [String: AnyClass] = [:]

    /// Records the class for the identifier (`nil` removes it).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A new cell of the class registered for the identifier, made with `init(frame: .zero)`
    /// and given the identifier. Like UIKit, it is a programming error (a trap here) when no
    /// cell class is registered for the identifier.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell {
        guard let cellClass = registeredCellClasses[identifier] as? UICollectionViewCell.Type else {
            preconditionFailure("could not dequeue a cell with identifier \(identifier): no cell class is registered")
        }
        let cell = cellClass.init(_standInFrame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }
}

// MARK: - Layouts

/// A collection view layout (it computes nothing in the stand-in).
@MainActor open class UICollectionViewLayout: NSObject {
    public override init() {
        super.init()
    }
}

/// A flow layout: records its item, spacing, inset, direction and header/footer settings.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where a flow layout's section insets are measured from (Apple's raw values).
    public enum SectionInsetReference: Int, @unchecked Sendable {
        case fromContentInset = 0
        case fromSafeArea = 1
        case fromLayoutMargins = 2
    }

    /// The size that asks cells to size themselves.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude,
                                             height: CGFloat.greatestFiniteMagnitude)

    open var itemSize = CGSize(width: 50, height: 50)

    open var estimatedItemSize: CGSize = .zero

    open var minimumLineSpacing: CGFloat = 10

    open var minimumInteritemSpacing: CGFloat = 10

    open var sectionInset: UIEdgeInsets = .zero

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical

    open var headerReferenceSize: CGSize = .zero

    open var footerReferenceSize: CGSize = .zero

    open var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference = .fromContentInset
}

// MARK: - Reusable views

/// A reusable view: records the reuse identifier it was dequeued with.
@MainActor open class UICollectionReusableView: UIView {
    /// How `UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)` makes a view of
    /// any subclass (Swift needs a required initializer to make one from a class value); it
    /// runs `init(frame:)`.
    public required convenience init(_standInFrame frame: CGRect) {
        self.init(frame: frame)
    }

    public internal(set) var reuseIdentifier: String?

    open func prepareForReuse() {}
}

/// A collection view cell: records its selection flags and background views; `contentView`
/// is its subview.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    public private(set) var contentView: UIView

    open var isSelected: Bool = false

    open var isHighlighted: Bool = false

    open var backgroundView: UIView?

    open var selectedBackgroundView: UIView?
}
#endif
