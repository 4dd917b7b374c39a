import LiveryValues

/// The enums of flexbox layout properties, with web CSS spellings (`column-reverse`,
/// `flex-start`, `space-evenly`) accepted through dash-insensitive matching and canonical
/// Swift case names (`columnReverse`, `flexStart`).
public enum LayoutEnums {
    public static let flexDirection = EnumDefinition("flexDirection", prefixes: ["YGFlexDirection"],
        "column=0 columnReverse=1 row=2 rowReverse=3")
    public static let flexWrap = EnumDefinition("flexWrap", prefixes: ["YGWrap"], "noWrap=0|nowrap wrap=1 wrapReverse=2")
    public static let justifyContent = EnumDefinition("justifyContent", prefixes: ["YGJustify"],
        "flexStart=0|start center=1 flexEnd=2|end spaceBetween=3 spaceAround=4 spaceEvenly=5")
    /// `alignItems` and `alignSelf` (`auto`: the parent's `alignItems`). Numbers are Yoga's `YGAlign`.
    public static let alignItems = EnumDefinition("alignItems", prefixes: ["YGAlign"],
        "auto=0 flexStart=1|start center=2 flexEnd=3|end stretch=4 baseline=5")
    /// `alignContent`: how flex lines share the cross axis. Numbers are Yoga's `YGAlign`.
    public static let alignContent = EnumDefinition("alignContent", prefixes: ["YGAlign"],
        "flexStart=1|start center=2 flexEnd=3|end stretch=4 spaceBetween=6 spaceAround=7 spaceEvenly=8")
    public static let position = EnumDefinition("position", prefixes: ["YGPositionType"], "static=0 relative=1 absolute=2")
    public static let display = EnumDefinition("display", prefixes: ["YGDisplay"], "flex=0 none=1 contents=2")
    public static let overflow = EnumDefinition("overflow", prefixes: ["YGOverflow"], "visible=0 hidden=1 scroll=2")
    public static let direction = EnumDefinition("direction", prefixes: ["YGDirection"], "inherit=0 ltr=1 rtl=2")
    public static let boxSizing = EnumDefinition("boxSizing", prefixes: ["YGBoxSizing"], "borderBox=0 contentBox=1")

    public static let all: [EnumDefinition] = [flexDirection, flexWrap, justifyContent, alignItems, alignContent, position,
                                               display, overflow, direction, boxSizing]

    /// The layout enum named `name`, if any.
    public static func definition(named name: String) -> EnumDefinition? {
        all.first { $0.name == name }
    }
}
