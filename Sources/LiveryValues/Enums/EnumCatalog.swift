/// The UIKit enums and option sets that stylesheets set, as one declarative table.
///
/// Each entry: canonical Swift case name `=` UIKit raw value, then `|` and aliases.
/// Prefixes make the full names (`UIViewContentModeBottomRight`) and ReflektorKit's
/// (`mode-scale-to-fill`) match.
public enum EnumCatalog {
    public static let contentMode = EnumDefinition("contentMode", prefixes: ["UIViewContentMode", "mode"], """
        scaleToFill=0 scaleAspectFit=1|aspectFit scaleAspectFill=2|aspectFill redraw=3 center=4 top=5 \
        bottom=6 left=7 right=8 topLeft=9 topRight=10 bottomLeft=11 bottomRight=12
        """)
    public static let textAlignment = EnumDefinition("textAlignment", prefixes: ["NSTextAlignment", "UITextAlignment"],
        "left=0 center=1 right=2 justified=3|justify natural=4|start")
    public static let lineBreakMode = EnumDefinition("lineBreakMode", prefixes: ["NSLineBreak", "UILineBreakMode"], """
        byWordWrapping=0|wordWrap,wrap byCharWrapping=1|characterWrap,charWrap byClipping=2|clip \
        byTruncatingHead=3|headTruncation,headTruncate byTruncatingTail=4|tailTruncation,tailTruncate \
        byTruncatingMiddle=5|middleTruncation,middleTruncate
        """)
    public static let baselineAdjustment = EnumDefinition("baselineAdjustment", prefixes: ["UIBaselineAdjustment"],
        "alignBaselines=0 alignCenters=1 none=2")
    public static let barMetrics = EnumDefinition("barMetrics", prefixes: ["UIBarMetrics"],
        "default=0 compact=1|landscapePhone defaultPrompt=101 compactPrompt=102|landscapePhonePrompt")
    public static let keyboardType = EnumDefinition("keyboardType", prefixes: ["UIKeyboardType"], """
        default=0 asciiCapable=1|alphabet numbersAndPunctuation=2 URL=3 numberPad=4 phonePad=5 namePhonePad=6 \
        emailAddress=7 decimalPad=8 twitter=9 webSearch=10 asciiCapableNumberPad=11
        """)
    public static let returnKeyType = EnumDefinition("returnKeyType", prefixes: ["UIReturnKey", "UIReturnKeyType"], """
        default=0 go=1 google=2 join=3 next=4 route=5 search=6 send=7 yahoo=8 done=9 emergencyCall=10 continue=11
        """)
    public static let keyboardAppearance = EnumDefinition("keyboardAppearance", prefixes: ["UIKeyboardAppearance"],
        "default=0 dark=1|alert light=2")
    public static let autocapitalizationType = EnumDefinition("autocapitalizationType",
        prefixes: ["UITextAutocapitalizationType"], "none=0 words=1 sentences=2 allCharacters=3")
    public static let autocorrectionType = EnumDefinition("autocorrectionType", prefixes: ["UITextAutocorrectionType"],
        "default=0 no=1 yes=2")
    public static let spellCheckingType = EnumDefinition("spellCheckingType", prefixes: ["UITextSpellCheckingType"],
        "default=0 no=1 yes=2")
    public static let textBorderStyle = EnumDefinition("textBorderStyle", prefixes: ["UITextBorderStyle"],
        "none=0 line=1 bezel=2 roundedRect=3")
    public static let textFieldViewMode = EnumDefinition("textFieldViewMode", prefixes: ["UITextFieldViewMode"],
        "never=0 whileEditing=1 unlessEditing=2 always=3")
    public static let activityIndicatorStyle = EnumDefinition("activityIndicatorStyle",
        prefixes: ["UIActivityIndicatorViewStyle"], "medium=100 large=101 whiteLarge=0 white=1 gray=2")
    public static let scrollIndicatorStyle = EnumDefinition("scrollIndicatorStyle",
        prefixes: ["UIScrollViewIndicatorStyle"], "default=0 black=1 white=2")
    public static let keyboardDismissMode = EnumDefinition("keyboardDismissMode",
        prefixes: ["UIScrollViewKeyboardDismissMode"], "none=0 onDrag=1 interactive=2")
    public static let contentInsetAdjustmentBehavior = EnumDefinition("contentInsetAdjustmentBehavior",
        prefixes: ["UIScrollViewContentInsetAdjustment"], "automatic=0 scrollableAxes=1 never=2 always=3")
    public static let segment = EnumDefinition("segment", prefixes: ["UISegmentedControlSegment"],
        "any=0 left=1 center=2 right=3 alone=4")
    public static let searchBarIcon = EnumDefinition("searchBarIcon", prefixes: ["UISearchBarIcon"],
        "search=0 clear=1 bookmark=2 resultsList=3")
    public static let searchBarStyle = EnumDefinition("searchBarStyle", prefixes: ["UISearchBarStyle"],
        "default=0 prominent=1 minimal=2")
    public static let barPosition = EnumDefinition("barPosition", prefixes: ["UIBarPosition", "UIToolbarPosition"],
        "any=0 bottom=1 top=2 topAttached=3")
    public static let barStyle = EnumDefinition("barStyle", prefixes: ["UIBarStyle"],
        "default=0 black=1|blackOpaque blackTranslucent=2")
    public static let barButtonItemStyle = EnumDefinition("barButtonItemStyle", prefixes: ["UIBarButtonItemStyle"],
        "plain=0 bordered=1 done=2|prominent")
    public static let tableViewStyle = EnumDefinition("tableViewStyle", prefixes: ["UITableViewStyle"],
        "plain=0 grouped=1 insetGrouped=2")
    public static let separatorStyle = EnumDefinition("separatorStyle", prefixes: ["UITableViewCellSeparatorStyle"],
        "none=0 singleLine=1 singleLineEtched=2")
    public static let cellSelectionStyle = EnumDefinition("cellSelectionStyle",
        prefixes: ["UITableViewCellSelectionStyle"], "none=0 blue=1 gray=2 default=3")
    public static let cellAccessoryType = EnumDefinition("cellAccessoryType", prefixes: ["UITableViewCellAccessory"],
        "none=0 disclosureIndicator=1 detailDisclosureButton=2 checkmark=3 detailButton=4")
    public static let buttonType = EnumDefinition("buttonType", prefixes: ["UIButtonType"], """
        custom=0 system=1|roundedRect detailDisclosure=2 infoLight=3 infoDark=4 contactAdd=5 plain=6 close=7
        """)
    public static let contentHorizontalAlignment = EnumDefinition("contentHorizontalAlignment",
        prefixes: ["UIControlContentHorizontalAlignment"], "center=0 left=1 right=2 fill=3 leading=4 trailing=5")
    public static let contentVerticalAlignment = EnumDefinition("contentVerticalAlignment",
        prefixes: ["UIControlContentVerticalAlignment"], "center=0 top=1 bottom=2 fill=3")
    public static let datePickerMode = EnumDefinition("datePickerMode", prefixes: ["UIDatePickerMode"],
        "time=0 date=1 dateAndTime=2 countDownTimer=3")
    public static let progressViewStyle = EnumDefinition("progressViewStyle", prefixes: ["UIProgressViewStyle"],
        "default=0 bar=1")
    public static let userInterfaceStyle = EnumDefinition("userInterfaceStyle", prefixes: ["UIUserInterfaceStyle"],
        "unspecified=0 light=1 dark=2")
    public static let semanticContentAttribute = EnumDefinition("semanticContentAttribute",
        prefixes: ["UISemanticContentAttribute"],
        "unspecified=0 playback=1 spatial=2 forceLeftToRight=3 forceRightToLeft=4")
    public static let tintAdjustmentMode = EnumDefinition("tintAdjustmentMode", prefixes: ["UIViewTintAdjustmentMode"],
        "automatic=0 normal=1 dimmed=2")
    public static let imageRenderingMode = EnumDefinition("imageRenderingMode", prefixes: ["UIImageRenderingMode"],
        "automatic=0 alwaysOriginal=1 alwaysTemplate=2")
    public static let statusBarStyle = EnumDefinition("statusBarStyle", prefixes: ["UIStatusBarStyle"],
        "default=0 lightContent=1 darkContent=3")
    public static let scrollDirection = EnumDefinition("scrollDirection",
        prefixes: ["UICollectionViewScrollDirection"], "vertical=0 horizontal=1")
    /// `font-weight`: the `UIFont.Weight` names, raw values are the CSS numbers.
    public static let fontWeight = EnumDefinition("fontWeight", prefixes: ["UIFontWeight"], """
        ultraLight=100|extraLight thin=200 light=300 regular=400|normal,plain medium=500 semibold=600|demiBold \
        bold=700 heavy=800|extraBold black=900
        """)
    public static let modalPresentationStyle = EnumDefinition("modalPresentationStyle", prefixes: ["UIModalPresentation"], """
        fullScreen=0 pageSheet=1 formSheet=2 currentContext=3 custom=4 overFullScreen=5 overCurrentContext=6 \
        popover=7 none=-1 automatic=-2
        """)
    public static let largeTitleDisplayMode = EnumDefinition("largeTitleDisplayMode",
        prefixes: ["UINavigationItemLargeTitleDisplayMode"], "automatic=0 always=1 never=2 inline=3")
    /// `font-style`.
    public static let fontStyle = EnumDefinition("fontStyle", prefixes: [], "normal=0 italic=1|oblique")
    /// The Dynamic Type text styles (`TextStyle`), for InterfaCSS 2's `font-scaling-style`;
    /// UIKit's are strings, so the raw values are only their order.
    public static let textStyle = EnumDefinition("textStyle", prefixes: ["UIFontTextStyle"], """
        largeTitle=0 title1=1|title title2=2 title3=3 headline=4 body=5 callout=6 subheadline=7|subhead \
        footnote=8 caption1=9|caption caption2=10
        """)

    public static let autoresizingMask = OptionSetDefinition("autoresizingMask", prefixes: ["UIViewAutoresizing"], """
        flexibleLeftMargin=1|left flexibleWidth=2|width flexibleRightMargin=4|right flexibleTopMargin=8|top \
        flexibleHeight=16|height flexibleBottomMargin=32|bottom
        """, combinations: [
            "all": ["flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin",
                    "flexibleHeight", "flexibleBottomMargin"],
            "margins": ["flexibleLeftMargin", "flexibleRightMargin", "flexibleTopMargin", "flexibleBottomMargin"],
            "dimensions": ["flexibleWidth", "flexibleHeight"],
        ])
    public static let controlState = OptionSetDefinition("controlState", prefixes: ["UIControlState"],
        "highlighted=1 disabled=2 selected=4 focused=8", empty: "normal")
    public static let underlineStyle = OptionSetDefinition("underlineStyle", prefixes: ["NSUnderlineStyle", "NSUnderline"], """
        single=1 thick=2 double=9 patternDot=256|dot patternDash=512|dash patternDashDot=768|dashDot \
        patternDashDotDot=1024|dashDotDot byWord=32768
        """)
    public static let dataDetectorTypes = OptionSetDefinition("dataDetectorTypes", prefixes: ["UIDataDetectorType"], """
        phoneNumber=1 link=2 address=4 calendarEvent=8 shipmentTrackingNumber=16 flightNumber=32 lookupSuggestion=64
        """, combinations: ["all": ["phoneNumber", "link", "address", "calendarEvent", "shipmentTrackingNumber",
                                    "flightNumber", "lookupSuggestion"]])
    public static let rectEdge = OptionSetDefinition("rectEdge", prefixes: ["UIRectEdge"], "top=1 left=2 bottom=4 right=8",
        combinations: ["all": ["top", "left", "bottom", "right"]])

    /// Every enum of the catalog.
    public static let enums: [EnumDefinition] = [
        contentMode, textAlignment, lineBreakMode, baselineAdjustment, barMetrics, keyboardType, returnKeyType,
        keyboardAppearance, autocapitalizationType, autocorrectionType, spellCheckingType, textBorderStyle,
        textFieldViewMode, activityIndicatorStyle, scrollIndicatorStyle, keyboardDismissMode,
        contentInsetAdjustmentBehavior, segment, searchBarIcon, searchBarStyle, barPosition, barStyle,
        barButtonItemStyle, tableViewStyle, separatorStyle, cellSelectionStyle, cellAccessoryType, buttonType,
        contentHorizontalAlignment, contentVerticalAlignment, datePickerMode, progressViewStyle, userInterfaceStyle,
        semanticContentAttribute, tintAdjustmentMode, imageRenderingMode, statusBarStyle, scrollDirection,
        fontWeight, fontStyle, textStyle, modalPresentationStyle, largeTitleDisplayMode,
    ]

    /// Every option set of the catalog.
    public static let optionSets: [OptionSetDefinition] = [
        autoresizingMask, controlState, underlineStyle, dataDetectorTypes, rectEdge,
    ]

    /// The enum named `name` (case- and dash-insensitive), or `nil`.
    public static func enumDefinition(named name: String) -> EnumDefinition? {
        let key = ValueReader.normalize(name)
        return enums.first { ValueReader.normalize($0.name) == key }
    }

    /// The option set named `name` (case- and dash-insensitive), or `nil`.
    public static func optionSetDefinition(named name: String) -> OptionSetDefinition? {
        let key = ValueReader.normalize(name)
        return optionSets.first { ValueReader.normalize($0.name) == key }
    }
}
