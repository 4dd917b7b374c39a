/// An sRGB color with 8-bit channels (what `#rrggbbaa` can say).
///
/// Every parsed color is rounded to 8 bits per channel once, when it is made, so equal
/// colors compare equal and the canonical CSS `#rrggbbaa` reads back the same value.
/// Color functions compute in `Double` from these channels and round their result.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from components in 0…1 (clamped, then rounded to 8 bits).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.channel(red)
        self.green = Self.channel(green)
        self.blue = Self.channel(blue)
        self.alpha = Self.channel(alpha)
    }

    /// A color from `0xRRGGBB`.
    public init(rgb: UInt32) {
        self.init(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    public static let clear = Color(red: 0 as UInt8, green: 0, blue: 0, alpha: 0)
    public static let black = Color(rgb: 0x000000)
    public static let white = Color(rgb: 0xFFFFFF)

    /// Rounds a 0…1 component to a channel (0…255); out-of-range values clamp.
    static func channel(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }

    /// Red, green, blue and alpha in 0…1.
    public var components: (red: Double, green: Double, blue: Double, alpha: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
    }

    /// `#rrggbbaa`, lowercase.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue, alpha] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String { hex }

    /// The same color with another alpha (0…1).
    public func withAlpha(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = Self.channel(alpha)
        return copy
    }
}

extension Color {
    /// Hue (0…1), saturation, brightness and alpha (0…1): the HSB model of UIColor.
    public var hsb: (hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let (r, g, b, a) = components
        let maximum = max(r, g, b)
        let minimum = min(r, g, b)
        let delta = maximum - minimum
        let saturation = maximum == 0 ? 0 : delta / maximum
        return (Self.hue(r, g, b, maximum, delta), saturation, maximum, a)
    }

    /// A color from hue, saturation, brightness and alpha, all 0…1 (hue wraps).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let chroma = v * s
        let (r, g, b) = Self.rgb(hue: hue, chroma: chroma)
        let m = v - chroma
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A color from hue (0…1, wraps), saturation, lightness and alpha (0…1): CSS `hsl()`.
    public init(hue: Double, saturation: Double, lightness: Double, alpha: Double = 1) {
        let s = min(max(saturation, 0), 1)
        let l = min(max(lightness, 0), 1)
        let chroma = (1 - abs(2 * l - 1)) * s
        let (r, g, b) = Self.rgb(hue: hue, chroma: chroma)
        let m = l - chroma / 2
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    private static func hue(_ r: Double, _ g: Double, _ b: Double, _ maximum: Double, _ delta: Double) -> Double {
        guard delta > 0 else { return 0 }
        var hue: Double
        if maximum == r {
            hue = (g - b) / delta
        } else if maximum == g {
            hue = (b - r) / delta + 2
        } else {
            hue = (r - g) / delta + 4
        }
        hue /= 6
        return hue < 0 ? hue + 1 : hue
    }

    /// The red, green and blue of a hue (0…1) at a chroma, before adding the lightness offset.
    private static func rgb(hue: Double, chroma: Double) -> (Double, Double, Double) {
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        switch sector {
        case ..<1: return (chroma, x, 0)
        case ..<2: return (x, chroma, 0)
        case ..<3: return (0, chroma, x)
        case ..<4: return (0, x, chroma)
        case ..<5: return (x, 0, chroma)
        default: return (chroma, 0, x)
        }
    }

    /// Mixes two colors: `weight` (0…1) of `self`, the rest of `other`, channel by channel.
    public func mixed(with other: Color, weight: Double) -> Color {
        let w = min(max(weight, 0), 1)
        let a = components
        let b = other.components
        return Color(red: a.red * w + b.red * (1 - w), green: a.green * w + b.green * (1 - w),
                     blue: a.blue * w + b.blue * (1 - w), alpha: a.alpha * w + b.alpha * (1 - w))
    }
}
