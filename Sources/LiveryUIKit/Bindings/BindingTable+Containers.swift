#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension BindingTable {
    static let containers: [PropertyBinding] = [
        .property("UIScrollView", "contentOffset", \UIScrollView.contentOffset, .point),
        .property("UIScrollView", "contentSize", \UIScrollView.contentSize, .size),
        .property("UIScrollView", "contentInset", \UIScrollView.contentInset, .insets),
        .property("UIScrollView", "scrollEnabled", \UIScrollView.isScrollEnabled, .bool),
        .property("UIScrollView", "pagingEnabled", \UIScrollView.isPagingEnabled, .bool),
        .property("UIScrollView", "bounces", \UIScrollView.bounces, .bool),
        .property("UIScrollView", "alwaysBounceVertical", \UIScrollView.alwaysBounceVertical, .bool),
        .property("UIScrollView", "alwaysBounceHorizontal", \UIScrollView.alwaysBounceHorizontal, .bool),
        .property("UIScrollView", "showsVerticalScrollIndicator", \UIScrollView.showsVerticalScrollIndicator, .bool),
        .property("UIScrollView", "showsHorizontalScrollIndicator", \UIScrollView.showsHorizontalScrollIndicator, .bool),
        .property("UIScrollView", "indicatorStyle", \UIScrollView.indicatorStyle, .enumeration),
        .property("UIScrollView", "scrollIndicatorInsets", \UIScrollView.scrollIndicatorInsets, .insets),
        .property("UIScrollView", "minimumZoomScale", \UIScrollView.minimumZoomScale, .cgFloat),
        .property("UIScrollView", "maximumZoomScale", \UIScrollView.maximumZoomScale, .cgFloat),
        .property("UIScrollView", "zoomScale", \UIScrollView.zoomScale, .cgFloat),
        .property("UIScrollView", "keyboardDismissMode", \UIScrollView.keyboardDismissMode, .enumeration),
        .property("UIScrollView", "contentInsetAdjustmentBehavior", \UIScrollView.contentInsetAdjustmentBehavior, .enumeration),
        .property("UIScrollView", "directionalLockEnabled", \UIScrollView.isDirectionalLockEnabled, .bool),
        .property("UIScrollView", "decelerationRate", \UIScrollView.decelerationRate,
                  ValueConverter<CGFloat>.cgFloat.map { UIScrollView.DecelerationRate(rawValue: $0) }),

        .property("UITableView", "rowHeight", \UITableView.rowHeight, .cgFloat),
        .property("UITableView", "sectionHeaderHeight", \UITableView.sectionHeaderHeight, .cgFloat),
        .property("UITableView", "sectionFooterHeight", \UITableView.sectionFooterHeight, .cgFloat),
        .property("UITableView", "estimatedRowHeight", \UITableView.estimatedRowHeight, .cgFloat),
        .property("UITableView", "separatorStyle", \UITableView.separatorStyle, .enumeration),
        .property("UITableView", "separatorColor", \UITableView.separatorColor, .color),
        .property("UITableView", "separatorInset", \UITableView.separatorInset, .insets),
        .property("UITableView", "sectionIndexColor", \UITableView.sectionIndexColor, .color),
        .property("UITableView", "sectionIndexBackgroundColor", \UITableView.sectionIndexBackgroundColor, .color),
        .property("UITableView", "allowsSelection", \UITableView.allowsSelection, .bool),
        .property("UITableView", "allowsMultipleSelection", \UITableView.allowsMultipleSelection, .bool),

        .property("UITableViewCell", "selectionStyle", \UITableViewCell.selectionStyle, .enumeration),
        .property("UITableViewCell", "accessoryType", \UITableViewCell.accessoryType, .enumeration),
        .property("UITableViewCell", "editingAccessoryType", \UITableViewCell.editingAccessoryType, .enumeration),
        .property("UITableViewCell", "indentationLevel", \UITableViewCell.indentationLevel, .int),
        .property("UITableViewCell", "indentationWidth", \UITableViewCell.indentationWidth, .cgFloat),
        .property("UITableViewCell", "separatorInset", \UITableViewCell.separatorInset, .insets),
        .property("UITableViewCell", "selected", \UITableViewCell.isSelected, .bool),
        .property("UITableViewCell", "highlighted", \UITableViewCell.isHighlighted, .bool),

        .property("UICollectionView", "allowsSelection", \UICollectionView.allowsSelection, .bool),
        .property("UICollectionView", "allowsMultipleSelection", \UICollectionView.allowsMultipleSelection, .bool),
        .property("UICollectionViewFlowLayout", "scrollDirection", \UICollectionViewFlowLayout.scrollDirection, .enumeration),
        .property("UICollectionViewFlowLayout", "itemSize", \UICollectionViewFlowLayout.itemSize, .size),
        .property("UICollectionViewFlowLayout", "estimatedItemSize", \UICollectionViewFlowLayout.estimatedItemSize, .size),
        .property("UICollectionViewFlowLayout", "sectionInset", \UICollectionViewFlowLayout.sectionInset, .insets),
        .property("UICollectionViewFlowLayout", "minimumLineSpacing", \UICollectionViewFlowLayout.minimumLineSpacing, .cgFloat),
        .property("UICollectionViewFlowLayout", "minimumInteritemSpacing", \UICollectionViewFlowLayout.minimumInteritemSpacing,
                  .cgFloat),
        .property("UICollectionViewFlowLayout", "headerReferenceSize", \UICollectionViewFlowLayout.headerReferenceSize, .size),
        .property("UICollectionViewFlowLayout", "footerReferenceSize", \UICollectionViewFlowLayout.footerReferenceSize, .size),
        .property("UICollectionViewCell", "selected", \UICollectionViewCell.isSelected, .bool),
        .property("UICollectionViewCell", "highlighted", \UICollectionViewCell.isHighlighted, .bool),

        .property("UIStackView", "spacing", \UIStackView.spacing, .cgFloat),
        .property("UIStackView", "baselineRelativeArrangement", \UIStackView.isBaselineRelativeArrangement, .bool),
        .property("UIStackView", "layoutMarginsRelativeArrangement", \UIStackView.isLayoutMarginsRelativeArrangement, .bool),
    ]
}
#endif
