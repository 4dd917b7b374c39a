/// The named colors: CSS Color 4 names, UIKit's class colors and UIKit's system colors.
///
/// Lookups are case-insensitive and ignore `-`/`_`. Bare CSS names keep their CSS meaning
/// (`green` is #008000, `darkgray` #a9a9a9); UIKit colors are named with UIKit's spelling,
/// with the `Color` suffix or the `system` prefix (`greenColor` is #00ff00,
/// `darkGrayColor` #555555, `systemRed`, `clearColor`). UIKit's semantic and system colors
/// carry their dark-appearance variant.
public enum NamedColors {
    /// The color named `name`, or `nil` when no color has that name.
    ///
    /// With `bareUIKitNames` (UISS files), a bare UIKit name (`green`, `darkGray`) means the
    /// UIKit color rather than the CSS one.
    public static func color(named name: String, bareUIKitNames: Bool = false) -> ColorValue? {
        let key = ValueReader.normalize(name)
        if bareUIKitNames, let color = uikitClassColors[key + "color"] { return .rgba(color) }
        if let color = css[key] { return .rgba(color) }
        if let color = uikitClassColors[key] { return .rgba(color) }
        if key == "clear" { return .rgba(.clear) }
        let bare = key.hasSuffix("color") ? String(key.dropLast(5)) : key
        if let (light, dark) = system[bare] { return light == dark ? .rgba(light) : .dynamic(light: light, dark: dark) }
        return nil
    }

    /// The CSS Color 4 named colors, keyed by lowercase name.
    static let css: [String: Color] = {
        var table: [String: Color] = ["transparent": .clear]
        for entry in cssTable.split(separator: " ") {
            let parts = entry.split(separator: ":")
            table[String(parts[0])] = Color(rgb: UInt32(parts[1], radix: 16)!)
        }
        return table
    }()

    private static let cssTable = """
    aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc \
    bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a \
    burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 \
    cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b \
    darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b \
    darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 darkorchid:9932cc darkred:8b0000 \
    darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b darkslategray:2f4f4f \
    darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 deepskyblue:00bfff \
    dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 \
    forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 \
    goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 \
    hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 khaki:f0e68c lavender:e6e6fa \
    lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd lightblue:add8e6 lightcoral:f08080 \
    lightcyan:e0ffff lightgoldenrodyellow:fafad2 lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 \
    lightpink:ffb6c1 lightsalmon:ffa07a lightseagreen:20b2aa lightskyblue:87cefa \
    lightslategray:778899 lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 \
    lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff maroon:800000 \
    mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db \
    mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a mediumturquoise:48d1cc \
    mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa mistyrose:ffe4e1 moccasin:ffe4b5 \
    navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 orange:ffa500 \
    orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee \
    palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd \
    powderblue:b0e0e6 purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f \
    royalblue:4169e1 saddlebrown:8b4513 salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 \
    seashell:fff5ee sienna:a0522d silver:c0c0c0 skyblue:87ceeb slateblue:6a5acd slategray:708090 \
    slategrey:708090 snow:fffafa springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 \
    thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff \
    whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32
    """

    /// UIKit's class colors (`UIColor.darkGray` …), keyed by normalized name with the `color` suffix.
    static let uikitClassColors: [String: Color] = [
        "blackcolor": .black, "whitecolor": .white, "clearcolor": .clear,
        "darkgraycolor": Color(rgb: 0x555555), "lightgraycolor": Color(rgb: 0xAAAAAA),
        "graycolor": Color(rgb: 0x808080), "redcolor": Color(rgb: 0xFF0000),
        "greencolor": Color(rgb: 0x00FF00), "bluecolor": Color(rgb: 0x0000FF),
        "cyancolor": Color(rgb: 0x00FFFF), "yellowcolor": Color(rgb: 0xFFFF00),
        "magentacolor": Color(rgb: 0xFF00FF), "orangecolor": Color(rgb: 0xFF8000),
        "purplecolor": Color(rgb: 0x800080), "browncolor": Color(rgb: 0x996633),
    ]

    /// UIKit's system and semantic colors (iOS 15+): light and dark variants as
    /// `0xRRGGBBAA`, keyed by normalized name without the `color` suffix.
    static let system: [String: (Color, Color)] = {
        var table: [String: (Color, Color)] = [:]
        for (name, light, dark) in systemTable {
            table[name] = (rgba(light), rgba(dark))
        }
        return table
    }()

    private static func rgba(_ value: UInt32) -> Color {
        Color(red: UInt8(value >> 24), green: UInt8(value >> 16 & 0xFF), blue: UInt8(value >> 8 & 0xFF),
              alpha: UInt8(value & 0xFF))
    }

    private static let systemTable: [(String, UInt32, UInt32)] = [
        ("systemred", 0xFF3B30FF, 0xFF453AFF), ("systemorange", 0xFF9500FF, 0xFF9F0AFF),
        ("systemyellow", 0xFFCC00FF, 0xFFD60AFF), ("systemgreen", 0x34C759FF, 0x30D158FF),
        ("systemmint", 0x00C7BEFF, 0x63E6E2FF), ("systemteal", 0x30B0C7FF, 0x40C8E0FF),
        ("systemcyan", 0x32ADE6FF, 0x64D2FFFF), ("systemblue", 0x007AFFFF, 0x0A84FFFF),
        ("systemindigo", 0x5856D6FF, 0x5E5CE6FF), ("systempurple", 0xAF52DEFF, 0xBF5AF2FF),
        ("systempink", 0xFF2D55FF, 0xFF375FFF), ("systembrown", 0xA2845EFF, 0xAC8E68FF),
        ("systemgray", 0x8E8E93FF, 0x8E8E93FF), ("systemgray2", 0xAEAEB2FF, 0x636366FF),
        ("systemgray3", 0xC7C7CCFF, 0x48484AFF), ("systemgray4", 0xD1D1D6FF, 0x3A3A3CFF),
        ("systemgray5", 0xE5E5EAFF, 0x2C2C2EFF), ("systemgray6", 0xF2F2F7FF, 0x1C1C1EFF),
        ("label", 0x000000FF, 0xFFFFFFFF), ("secondarylabel", 0x3C3C4399, 0xEBEBF599),
        ("tertiarylabel", 0x3C3C434D, 0xEBEBF54D), ("quaternarylabel", 0x3C3C432E, 0xEBEBF529),
        ("placeholdertext", 0x3C3C434D, 0xEBEBF54D), ("link", 0x007AFFFF, 0x0984FFFF),
        ("separator", 0x3C3C434A, 0x54545899), ("opaqueseparator", 0xC6C6C8FF, 0x38383AFF),
        ("systembackground", 0xFFFFFFFF, 0x000000FF), ("secondarysystembackground", 0xF2F2F7FF, 0x1C1C1EFF),
        ("tertiarysystembackground", 0xFFFFFFFF, 0x2C2C2EFF), ("systemgroupedbackground", 0xF2F2F7FF, 0x000000FF),
        ("secondarysystemgroupedbackground", 0xFFFFFFFF, 0x1C1C1EFF),
        ("tertiarysystemgroupedbackground", 0xF2F2F7FF, 0x2C2C2EFF),
        ("systemfill", 0x78788033, 0x7878805C), ("secondarysystemfill", 0x78788029, 0x78788052),
        ("tertiarysystemfill", 0x7676801F, 0x7676803D), ("quaternarysystemfill", 0x74748014, 0x7676802E),
        ("lighttext", 0xFFFFFF99, 0xFFFFFF99), ("darktext", 0x000000FF, 0x000000FF),
        ("tint", 0x007AFFFF, 0x0A84FFFF),
    ]
}
