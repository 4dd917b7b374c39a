/// The property catalog as one declarative table: for each class, its superclass, its
/// stylable properties (`name: type [parameter kinds]`), its nested elements
/// (`> keyPath: Class`) and its aliases (`= alias -> target`).
///
/// Types: `number length bool string color gradient font image point size offset rect
/// insets transform attributedText url vector any`, `enum NAME` / `options NAME` for the
/// enums of `EnumCatalog`. Parameter kinds: `state` (control state), `metrics` (bar
/// metrics), `position` (bar position), `segment`, `icon` (search bar icon).
enum PropertyCatalogTable {
    static let text = """
    class NSObject
    class CALayer: NSObject
      cornerRadius: number; borderWidth: number; borderColor: color; backgroundColor: color
      shadowOpacity: number; shadowRadius: number; shadowOffset: size; shadowColor: color
      anchorPoint: point; opacity: number; masksToBounds: bool; zPosition: number; transform: transform
    class UIResponder: NSObject
    class UIView: UIResponder
      alpha: number; backgroundColor: color; hidden: bool; tintColor: color; clipsToBounds: bool
      contentMode: enum contentMode; frame: rect; bounds: rect; center: point; transform: transform
      layout: layout
      autoresizingMask: options autoresizingMask; userInteractionEnabled: bool; opaque: bool
      layoutMargins: insets; directionalLayoutMargins: insets; preservesSuperviewLayoutMargins: bool
      tag: number; accessibilityIdentifier: string; accessibilityLabel: string; isAccessibilityElement: bool
      semanticContentAttribute: enum semanticContentAttribute; tintAdjustmentMode: enum tintAdjustmentMode
      overrideUserInterfaceStyle: enum userInterfaceStyle; exclusiveTouch: bool; multipleTouchEnabled: bool
      contentScaleFactor: number
      width: length; height: length; minWidth: length; minHeight: length; maxWidth: length; maxHeight: length
      flexDirection: enum flexDirection; flexWrap: enum flexWrap; justifyContent: enum justifyContent
      alignItems: enum alignItems; alignSelf: enum alignItems; alignContent: enum alignContent
      flexGrow: number; flexShrink: number; flexBasis: length; flex: number; aspectRatio: number
      position: enum position; left: length; top: length; right: length; bottom: length; start: length; end: length
      margin: length; marginLeft: length; marginTop: length; marginRight: length; marginBottom: length
      marginStart: length; marginEnd: length; marginHorizontal: length; marginVertical: length
      padding: length; paddingLeft: length; paddingTop: length; paddingRight: length; paddingBottom: length
      paddingStart: length; paddingEnd: length; paddingHorizontal: length; paddingVertical: length
      borderLeftWidth: length; borderTopWidth: length; borderRightWidth: length; borderBottomWidth: length
      borderStartWidth: length; borderEndWidth: length
      gap: length; rowGap: length; columnGap: length; display: enum display; overflow: enum overflow
      direction: enum direction; boxSizing: enum boxSizing
      > layer: CALayer
      = flex-width -> width; flex-height -> height; flex-min-width -> minWidth; flex-min-height -> minHeight
      = flex-max-width -> maxWidth; flex-max-height -> maxHeight; flex-left -> left; flex-top -> top
      = flex-right -> right; flex-bottom -> bottom; flex-start -> start; flex-end -> end
      = flex-aspect-ratio -> aspectRatio; flex-layout-direction -> direction; flex-position -> position
      = flex-margin -> margin; flex-padding -> padding; flex-overflow -> overflow; flex-display -> display
      = cornerRadius -> layer.cornerRadius; borderWidth -> layer.borderWidth; borderColor -> layer.borderColor
      = shadowOpacity -> layer.shadowOpacity; shadowRadius -> layer.shadowRadius; shadowOffset -> layer.shadowOffset
      = shadowColor -> layer.shadowColor; anchorPoint -> layer.anchorPoint; border-radius -> layer.cornerRadius
      = border-width -> layer.borderWidth; border-color -> layer.borderColor; opacity -> alpha
      = -ios-tint-color -> tintColor; -mobile-clips-to-bounds -> clipsToBounds; background -> backgroundColor
      = background-image -> backgroundColor
    class UIControl: UIView
      enabled: bool; selected: bool; highlighted: bool
      contentHorizontalAlignment: enum contentHorizontalAlignment; contentVerticalAlignment: enum contentVerticalAlignment
      = color -> tintColor
    class UILabel: UIView
      fontFamily: string; fontSize: length; fontWeight: enum fontWeight; fontStyle: enum fontStyle
      fontScalingStyle: enum textStyle
      text: string; attributedText: attributedText; font: font; textColor: color; textAlignment: enum textAlignment
      lineBreakMode: enum lineBreakMode; numberOfLines: number; enabled: bool; highlighted: bool
      highlightedTextColor: color; shadowColor: color; shadowOffset: size; adjustsFontSizeToFitWidth: bool
      minimumScaleFactor: number; baselineAdjustment: enum baselineAdjustment; preferredMaxLayoutWidth: number
      adjustsFontForContentSizeCategory: bool; minimumFontSize: number; lineHeight: length; letterSpacing: number
      = color -> textColor; text-align -> textAlignment; -ios-text-shadow -> shadowColor
    class UIButton: UIControl
      title: string [state]; titleColor: color [state]; titleShadowColor: color [state]; image: image [state]
      backgroundImage: image [state]; attributedTitle: attributedText [state]; contentEdgeInsets: insets
      titleEdgeInsets: insets; imageEdgeInsets: insets; adjustsImageWhenHighlighted: bool
      adjustsImageWhenDisabled: bool; showsTouchWhenHighlighted: bool; buttonType: enum buttonType
      > titleLabel: UILabel; imageView: UIImageView
      = color -> titleColor; font -> titleLabel.font; font-family -> titleLabel.fontFamily
      = font-size -> titleLabel.fontSize; font-weight -> titleLabel.fontWeight; font-style -> titleLabel.fontStyle
      = font-scaling-style -> titleLabel.fontScalingStyle; line-height -> titleLabel.lineHeight
      = letter-spacing -> titleLabel.letterSpacing
    class UIImageView: UIView
      image: image; highlightedImage: image; highlighted: bool; animationDuration: number
      animationRepeatCount: number
    class UITextField: UIControl
      fontFamily: string; fontSize: length; fontWeight: enum fontWeight; fontStyle: enum fontStyle
      fontScalingStyle: enum textStyle
      text: string; attributedText: attributedText; placeholder: string; attributedPlaceholder: attributedText
      font: font; textColor: color; textAlignment: enum textAlignment; borderStyle: enum textBorderStyle
      background: image; disabledBackground: image; clearsOnBeginEditing: bool; adjustsFontSizeToFitWidth: bool
      minimumFontSize: number; clearButtonMode: enum textFieldViewMode; leftViewMode: enum textFieldViewMode
      rightViewMode: enum textFieldViewMode; keyboardType: enum keyboardType; returnKeyType: enum returnKeyType
      keyboardAppearance: enum keyboardAppearance; autocapitalizationType: enum autocapitalizationType
      autocorrectionType: enum autocorrectionType; spellCheckingType: enum spellCheckingType
      secureTextEntry: bool; enablesReturnKeyAutomatically: bool; lineHeight: length; letterSpacing: number
      > leftView: UIView; rightView: UIView; inputView: UIView; inputAccessoryView: UIView
      = color -> textColor; text-align -> textAlignment
    class UIScrollView: UIView
      contentOffset: point; contentSize: size; contentInset: insets; scrollEnabled: bool; pagingEnabled: bool
      bounces: bool; alwaysBounceVertical: bool; alwaysBounceHorizontal: bool; showsVerticalScrollIndicator: bool
      showsHorizontalScrollIndicator: bool; indicatorStyle: enum scrollIndicatorStyle; scrollIndicatorInsets: insets
      minimumZoomScale: number; maximumZoomScale: number; zoomScale: number; keyboardDismissMode: enum keyboardDismissMode
      contentInsetAdjustmentBehavior: enum contentInsetAdjustmentBehavior; directionalLockEnabled: bool
      decelerationRate: number
    class UITextView: UIScrollView
      fontFamily: string; fontSize: length; fontWeight: enum fontWeight; fontStyle: enum fontStyle
      fontScalingStyle: enum textStyle
      text: string; attributedText: attributedText; font: font; textColor: color; textAlignment: enum textAlignment
      editable: bool; selectable: bool; textContainerInset: insets; dataDetectorTypes: options dataDetectorTypes
      keyboardType: enum keyboardType; returnKeyType: enum returnKeyType; keyboardAppearance: enum keyboardAppearance
      autocapitalizationType: enum autocapitalizationType; autocorrectionType: enum autocorrectionType
      lineHeight: length; letterSpacing: number
      > inputView: UIView; inputAccessoryView: UIView
      = color -> textColor; text-align -> textAlignment
    class UISwitch: UIControl
      on: bool; onTintColor: color; thumbTintColor: color; onImage: image; offImage: image
    class UISlider: UIControl
      value: number; minimumValue: number; maximumValue: number; continuous: bool; minimumTrackTintColor: color
      maximumTrackTintColor: color; thumbTintColor: color; minimumValueImage: image; maximumValueImage: image
      thumbImage: image [state]; minimumTrackImage: image [state]; maximumTrackImage: image [state]
    class UIStepper: UIControl
      value: number; minimumValue: number; maximumValue: number; stepValue: number; continuous: bool
      autorepeat: bool; wraps: bool; backgroundImage: image [state]; incrementImage: image [state]
      decrementImage: image [state]
    class UISegmentedControl: UIControl
      selectedSegmentIndex: number; momentary: bool; apportionsSegmentWidthsByContent: bool
      selectedSegmentTintColor: color; backgroundImage: image [state, metrics]
      titleTextAttributes: attributedText [state]; contentPositionAdjustment: offset [segment, metrics]
      dividerImage: image [state, state, metrics]; titleTextFont: font [state]; titleTextColor: color [state]
      = font -> titleTextFont; textColor -> titleTextColor
    class UIDatePicker: UIControl
      datePickerMode: enum datePickerMode; minuteInterval: number
    class UIPageControl: UIControl
      numberOfPages: number; currentPage: number; hidesForSinglePage: bool; pageIndicatorTintColor: color
      currentPageIndicatorTintColor: color
    class UIRefreshControl: UIControl
      attributedTitle: attributedText
    class UIProgressView: UIView
      progress: number; progressViewStyle: enum progressViewStyle; progressTintColor: color; trackTintColor: color
      progressImage: image; trackImage: image
    class UIActivityIndicatorView: UIView
      activityIndicatorViewStyle: enum activityIndicatorStyle; color: color; hidesWhenStopped: bool
      = style -> activityIndicatorViewStyle
    class UITableView: UIScrollView
      rowHeight: number; sectionHeaderHeight: number; sectionFooterHeight: number; estimatedRowHeight: number
      separatorStyle: enum separatorStyle; separatorColor: color; separatorInset: insets; sectionIndexColor: color
      sectionIndexBackgroundColor: color; allowsSelection: bool; allowsMultipleSelection: bool
      > tableHeaderView: UIView; tableFooterView: UIView; backgroundView: UIView
    class UITableViewCell: UIView
      selectionStyle: enum cellSelectionStyle; accessoryType: enum cellAccessoryType
      editingAccessoryType: enum cellAccessoryType; indentationLevel: number; indentationWidth: number
      separatorInset: insets; selected: bool; highlighted: bool
      > contentView: UIView; textLabel: UILabel; detailTextLabel: UILabel; imageView: UIImageView
      > backgroundView: UIView; selectedBackgroundView: UIView; multipleSelectionBackgroundView: UIView
      > accessoryView: UIView
      = font -> textLabel.font; textColor -> textLabel.textColor
    class UITableViewHeaderFooterView: UIView
      > contentView: UIView; textLabel: UILabel; detailTextLabel: UILabel; backgroundView: UIView
    class UICollectionView: UIScrollView
      allowsSelection: bool; allowsMultipleSelection: bool
      > backgroundView: UIView; collectionViewLayout: UICollectionViewFlowLayout
      = scrollDirection -> collectionViewLayout.scrollDirection; itemSize -> collectionViewLayout.itemSize
      = estimatedItemSize -> collectionViewLayout.estimatedItemSize; sectionInset -> collectionViewLayout.sectionInset
      = minimumLineSpacing -> collectionViewLayout.minimumLineSpacing
      = minimumInteritemSpacing -> collectionViewLayout.minimumInteritemSpacing
      = headerReferenceSize -> collectionViewLayout.headerReferenceSize
      = footerReferenceSize -> collectionViewLayout.footerReferenceSize
    class UICollectionViewLayout: NSObject
    class UICollectionViewFlowLayout: UICollectionViewLayout
      scrollDirection: enum scrollDirection; itemSize: size; estimatedItemSize: size; sectionInset: insets
      minimumLineSpacing: number; minimumInteritemSpacing: number; headerReferenceSize: size; footerReferenceSize: size
    class UICollectionReusableView: UIView
    class UICollectionViewCell: UICollectionReusableView
      selected: bool; highlighted: bool
      > contentView: UIView; backgroundView: UIView; selectedBackgroundView: UIView
    class UIStackView: UIView
      spacing: number; baselineRelativeArrangement: bool; layoutMarginsRelativeArrangement: bool
    class UIPickerView: UIView
    class UIVisualEffectView: UIView
      > contentView: UIView
    class UINavigationBar: UIView
      barStyle: enum barStyle; barTintColor: color; translucent: bool; prefersLargeTitles: bool
      titleTextAttributes: attributedText; largeTitleTextAttributes: attributedText; shadowImage: image
      backIndicatorImage: image; backIndicatorTransitionMaskImage: image
      backgroundImage: image [position, metrics]; titleVerticalPositionAdjustment: number [metrics]
    class UITabBar: UIView
      barStyle: enum barStyle; barTintColor: color; unselectedItemTintColor: color; translucent: bool
      backgroundImage: image; selectionIndicatorImage: image; shadowImage: image; itemSpacing: number
      itemWidth: number; selectedImageTintColor: color
    class UIToolbar: UIView
      barStyle: enum barStyle; barTintColor: color; translucent: bool
      backgroundImage: image [position, metrics]; shadowImage: image [position]
    class UISearchBar: UIView
      barStyle: enum barStyle; barTintColor: color; searchBarStyle: enum searchBarStyle; translucent: bool
      placeholder: string; prompt: string; text: string; showsCancelButton: bool; showsBookmarkButton: bool
      backgroundImage: image [position, metrics]; searchFieldBackgroundImage: image [state]; scopeBarBackgroundImage: image
      image: image [icon, state]; positionAdjustment: offset [icon]; searchTextPositionAdjustment: offset
      keyboardType: enum keyboardType; autocapitalizationType: enum autocapitalizationType
      scopeBarButtonTitleFont: font [state]; scopeBarButtonTitleTextColor: color [state]
      = font -> scopeBarButtonTitleFont; textColor -> scopeBarButtonTitleTextColor
    class UIWindow: UIView
    class WKWebView: UIView
    class UIWebView: UIView
    class UIBarItem: NSObject
      enabled: bool; title: string; image: image; titleTextAttributes: attributedText [state]
      titleTextFont: font [state]; titleTextColor: color [state]
      = font -> titleTextFont; textColor -> titleTextColor
    class UIBarButtonItem: UIBarItem
      style: enum barButtonItemStyle; width: number; tintColor: color
      backgroundImage: image [state, metrics]; backButtonBackgroundImage: image [state, metrics]
      backgroundVerticalPositionAdjustment: number [metrics]; titlePositionAdjustment: offset [metrics]
      > customView: UIView
    class UITabBarItem: UIBarItem
      selectedImage: image; badgeValue: string; badgeColor: color; titlePositionAdjustment: offset
    class UINavigationItem: NSObject
      title: string; prompt: string; largeTitleDisplayMode: enum largeTitleDisplayMode
    class UIViewController: UIResponder
      title: string; modalPresentationStyle: enum modalPresentationStyle; preferredContentSize: size
      edgesForExtendedLayout: options rectEdge
    class UINavigationController: UIViewController
    class UITabBarController: UIViewController
    class UITableViewController: UIViewController
    class UICollectionViewController: UIViewController
    class UISplitViewController: UIViewController
    class UIPageViewController: UIViewController
    """
}
