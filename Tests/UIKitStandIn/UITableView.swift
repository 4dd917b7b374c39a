#if os(Linux)
import Foundation

// MARK: - Table view

/// A table view: records its style, row and section metrics, separators, selection flags,
/// header, footer and background views, and the cell class registered per reuse identifier
/// (`dequeueReusableCell(withIdentifier:)` makes a new cell of it).
@MainActor open class UITableView: UIScrollView {
    /// The look of a table (Apple's raw values).
    public enum Style: Int, @unchecked Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// The value that lets the table compute a height itself.
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public private(set) var style: UITableView.Style

    open var rowHeight: CGFloat = UITableView.automaticDimension

    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    /// The standard separator gray until set.
    open var separatorColor: UIColor? = UIColor(red: 200 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)

    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)

    open var sectionIndexColor: UIColor?

    open var sectionIndexBackgroundColor: UIColor?

    open var allowsSelection: Bool = true

    open var allowsMultipleSelection: Bool = false

    open var tableHeaderView: UIView?

    open var tableFooterView: UIView?

    open var backgroundView: UIView?

    private var registeredCellClasses: [String: AnyClass] = [:]

    /// Records the class for the identifier (`nil` removes it).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// Where the table's rows come from.
    open weak var dataSource: (any UITableViewDataSource)?

    /// The cells of the rows shown: after `reloadData()`, one per row of section 0.
    public private(set) var visibleCells: [UITableViewCell] = []

    /// Asks the data source for the rows of section 0 and their cells, and shows them as
    /// subviews stacked at `rowHeight` (44 when automatic), as UIKit shows visible rows.
    open func reloadData() {
        for cell in visibleCells { cell.removeFromSuperview() }
        visibleCells = []
        guard let dataSource else { return }
        let height = rowHeight > 0 ? rowHeight : 44
        for row in 0..<dataSource.tableView(self, numberOfRowsInSection: 0) {
            let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
            cell.frame = CGRect(x: 0, y: CGFloat(row) * height, width: bounds.width, height: height)
            addSubview(cell)
            visibleCells.append(cell)
        }
    }

    /// The cell shown for a row, if any.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        indexPath.section == 0 && indexPath.row < visibleCells.count ? visibleCells[indexPath.row] : nil
    }

    /// A new cell of the class registered for the identifier, made with
    /// `init(style: .default, reuseIdentifier: identifier)`; `nil` when none is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cellClass = registeredCellClasses[identifier] as? UITableViewCell.Type else { return nil }
        return cellClass.init(_standInStyle: .default, reuseIdentifier: identifier)
    }
}

/// The rows of a table (section 0 in the stand-in).
@MainActor public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// MARK: - Cell

/// A table cell: records its style, reuse identifier, selection and accessory settings,
/// indentation, separator inset, selection flags and its background and accessory views.
/// `contentView` is its subview; the labels and image view the style has are made (and
/// added to `contentView`) on first access.
@MainActor open class UITableViewCell: UIView {
    /// The layouts of a cell's labels and image (Apple's raw values).
    public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// How a selected cell looks (Apple's raw values).
    public enum SelectionStyle: Int, @unchecked Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The standard accessory views (Apple's raw values).
    public enum AccessoryType: Int, @unchecked Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// The separator lines between cells (Apple's raw values).
    public enum SeparatorStyle: Int, @unchecked Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }

    private let cellStyle: UITableViewCell.CellStyle

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifier = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A `.default` cell without reuse identifier, with this frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
        contentView.frame = CGRect(origin: .zero, size: frame.size)
    }

    /// How `UITableView.dequeueReusableCell(withIdentifier:)` makes a cell of any subclass
    /// (Swift needs a required initializer to make one from a class value); it runs
    /// `init(style:reuseIdentifier:)`.
    public required convenience init(_standInStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public private(set) var reuseIdentifier: String?

    public private(set) var contentView: UIView

    /// Setting one removes the labels and image view of the cell's style (UIKit documents
    /// them as mutually exclusive with a content configuration). Reading one of those
    /// afterwards makes it again and ends the configuration: the stand-in's strict reading
    /// of "mutually exclusive", which code should not put to the test on a device.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard contentConfiguration != nil else { return }
            for view in [storedTextLabel, storedDetailTextLabel, storedImageView] as [UIView?] { view?.removeFromSuperview() }
            (storedTextLabel, storedDetailTextLabel, storedImageView) = (nil, nil, nil)
        }
    }

    /// An empty list configuration.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    /// Legacy content asked for: a content configuration ends (see `contentConfiguration`).
    private func endContentConfiguration() {
        if contentConfiguration != nil { contentConfiguration = nil }
    }

    private var storedTextLabel: UILabel?

    /// Every style has it.
    open var textLabel: UILabel? {
        endContentConfiguration()
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        storedTextLabel = label
        contentView.addSubview(label)
        return label
    }

    private var storedDetailTextLabel: UILabel?

    /// `nil` for `.default` cells.
    open var detailTextLabel: UILabel? {
        endContentConfiguration()
        if cellStyle == .default { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        storedDetailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    private var storedImageView: UIImageView?

    /// `nil` for `.value2` cells.
    open var imageView: UIImageView? {
        endContentConfiguration()
        if cellStyle == .value2 { return nil }
        if let storedImageView { return storedImageView }
        let imageView = UIImageView(frame: .zero)
        storedImageView = imageView
        contentView.addSubview(imageView)
        return imageView
    }

    open var backgroundView: UIView?

    open var selectedBackgroundView: UIView?

    open var multipleSelectionBackgroundView: UIView?

    open var accessoryView: UIView?

    open var selectionStyle: UITableViewCell.SelectionStyle = .default

    open var accessoryType: UITableViewCell.AccessoryType = .none

    open var editingAccessoryType: UITableViewCell.AccessoryType = .none

    open var indentationLevel: Int = 0

    open var indentationWidth: CGFloat = 10

    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)

    private var standInSelected = false

    /// Setting it calls `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { standInSelected }
        set { setSelected(newValue, animated: false) }
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        standInSelected = selected
    }

    private var standInHighlighted = false

    /// Setting it calls `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { standInHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        standInHighlighted = highlighted
    }

    /// Clears the selected and highlighted flags.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }
}

// MARK: - Header and footer view

/// A section header or footer view: records its reuse identifier and background view;
/// `contentView` is its subview, the labels are made (and added to it) on first access.
@MainActor open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view without reuse identifier, with this frame.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
        contentView.frame = CGRect(origin: .zero, size: frame.size)
    }

    public private(set) var reuseIdentifier: String?

    public private(set) var contentView: UIView

    /// As a cell's (`UITableViewCell.contentConfiguration`): setting one removes the labels;
    /// reading one afterwards makes it again and ends the configuration.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard contentConfiguration != nil else { return }
            for label in [storedTextLabel, storedDetailTextLabel] { label?.removeFromSuperview() }
            (storedTextLabel, storedDetailTextLabel) = (nil, nil)
        }
    }

    /// An empty list configuration.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    private var storedTextLabel: UILabel?

    open var textLabel: UILabel? {
        if contentConfiguration != nil { contentConfiguration = nil }
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: .zero)
        storedTextLabel = label
        contentView.addSubview(label)
        return label
    }

    private var storedDetailTextLabel: UILabel?

    open var detailTextLabel: UILabel? {
        if contentConfiguration != nil { contentConfiguration = nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: .zero)
        storedDetailTextLabel = label
        contentView.addSubview(label)
        return label
    }

    open var backgroundView: UIView?
}

// MARK: - Index paths

/// UIKit's rows and sections of an index path (its first two indexes).
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
