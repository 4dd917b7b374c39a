#if os(iOS) || os(Linux)
#if canImport(UIKit)
import Foundation
import UIKit
#else
import Foundation
import UIKitStandIn
#endif
import LiveryValues

// MARK: Colors

extension ValueConverter where Value == UIColor {
    /// A fixed color, a light/dark pair that UIKit resolves through the trait collection
    /// (`UIColor(dynamicProvider:)`), or a pattern image.
    static var color: Self {
        Self { value, context in
            switch value {
            case .color(let color): UIColor.make(color, context)
            case .gradient(let gradient): gradient.colors.first.flatMap { UIColor.make($0, context) }
            default: nil
            }
        }
    }
}

extension ValueConverter where Value == CGColor {
    /// A layer color: Core Animation has no dynamic colors, so the color is resolved for the
    /// object's current appearance (and re-applied when the appearance changes).
    static var cgColor: Self {
        ValueConverter<UIColor>.color.mapWithContext { color, context in
            context.usedTraits = true
            return color.resolvedColor(with: context.traits).cgColor
        }
    }
}

extension ValueConverter {
    func mapWithContext<Other>(_ transform: @escaping (Value, ConversionContext) -> Other?) -> ValueConverter<Other> {
        let convert = self.convert
        return ValueConverter<Other> { value, context in convert(value, context).flatMap { transform($0, context) } }
    }
}

extension UIColor {
    @MainActor static func make(_ color: ColorValue, _ context: ConversionContext) -> UIColor? {
        switch color {
        case .rgba(let rgba):
            return UIColor(rgba)
        case .dynamic(let light, let dark):
            let lightColor = UIColor(light)
            let darkColor = UIColor(dark)
            return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
        case .patternImage(let name):
            guard let image = ImageLookup.image(named: name, compatibleWith: context.traits) else {
                context.problems.append("no image named '\(name)' for a pattern color")
                return nil
            }
            return UIColor(patternImage: ImageLookup.remember(image, as: name))
        }
    }

    convenience init(_ color: Color) {
        let components = color.components
        self.init(red: CGFloat(components.red), green: CGFloat(components.green), blue: CGFloat(components.blue),
                  alpha: CGFloat(components.alpha))
    }
}

// MARK: Fonts

extension ValueConverter where Value == UIFont {
    /// Named fonts by name, the system font with its weight and slant, and text styles (or
    /// `scaled` sizes) scaled for Dynamic Type by `UIFontMetrics` for the trait collection.
    static var font: Self {
        Self { value, context in
            guard case .font(let font) = value else { return nil }
            return UIFont.make(font, context)
        }
    }
}

extension UIFont {
    @MainActor static func make(_ font: FontValue, _ context: ConversionContext) -> UIFont? {
        // The size at the default content size; Dynamic Type scaling is UIFontMetrics' job.
        var unscaled = context.values
        unscaled.contentSize = .large
        var base = font
        base.maximumSize = nil
        let size = CGFloat(base.pointSize(in: unscaled))
        let weight = UIFont.Weight(font.effectiveWeight ?? .regular)
        var made: UIFont
        if let family = font.family {
            guard let named = UIFont(name: family, size: size) else {
                context.problems.append("no font named '\(family)'")
                return nil
            }
            made = named
        } else {
            made = UIFont.systemFont(ofSize: size, weight: weight)
        }
        // Italic, and a named family's bold (semibold and heavier), as symbolic traits: the
        // family's face with them, keeping the system font's weight.
        var traits = made.fontDescriptor.symbolicTraits
        if font.italic { traits.insert(.traitItalic) }
        if font.family != nil, weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if traits != made.fontDescriptor.symbolicTraits, let descriptor = made.fontDescriptor.withSymbolicTraits(traits) {
            made = UIFont(descriptor: descriptor, size: size)
        }
        guard font.textStyle != nil || font.isScaled else { return made }
        context.usedTraits = true
        let metrics = UIFontMetrics(forTextStyle: UIFont.TextStyle(font.textStyle ?? .body))
        if let maximum = font.maximumSize {
            return metrics.scaledFont(for: made, maximumPointSize: CGFloat(maximum), compatibleWith: context.traits)
        }
        return metrics.scaledFont(for: made, compatibleWith: context.traits)
    }
}

extension UIFont.Weight {
    init(_ weight: FontWeight) {
        switch weight {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        }
    }
}

extension UIFont.TextStyle {
    init(_ style: TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title1
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .body: self = .body
        case .callout: self = .callout
        case .subheadline: self = .subheadline
        case .footnote: self = .footnote
        case .caption1: self = .caption1
        case .caption2: self = .caption2
        }
    }
}

// MARK: Images

extension ValueConverter where Value == UIImage {
    /// An app image by name (`UIImage(named:)`), made resizable with its cap insets.
    static var image: Self {
        Self { value, context in
            // An image made of a light/dark color is drawn for the current appearance, so it
            // is drawn again when the appearance changes.
            if case .image(.color(.dynamic)) = value { context.usedTraits = true }
            guard case .image(let image) = value.resolved(in: context.values) else { return nil }
            return UIImage.make(image, context)
        }
    }
}

extension UIImage {
    @MainActor static func make(_ image: ImageValue, _ context: ConversionContext) -> UIImage? {
        switch image {
        case .named(let name, let capInsets):
            guard let found = ImageLookup.image(named: name, compatibleWith: context.traits) else {
                context.problems.append("no image named '\(name)'")
                return nil
            }
            guard let capInsets else { return ImageLookup.remember(found, as: name) }
            let insets = UIEdgeInsets(top: capInsets.top.value, left: capInsets.left.value,
                                      bottom: capInsets.bottom.value, right: capInsets.right.value)
            return ImageLookup.remember(found.resizableImage(withCapInsets: insets), as: name)
        case .stretchable(let name, let leftCap, let topCap):
            guard let found = ImageLookup.image(named: name, compatibleWith: context.traits) else {
                context.problems.append("no image named '\(name)'")
                return nil
            }
            // UIKit's old `stretchableImage(withLeftCapWidth:topCapHeight:)`: the one point
            // after each cap stretches; a cap of 0 stretches that whole direction.
            let size = found.size
            let insets = UIEdgeInsets(top: topCap, left: leftCap,
                                      bottom: topCap > 0 ? max(0, size.height - topCap - 1) : 0,
                                      right: leftCap > 0 ? max(0, size.width - leftCap - 1) : 0)
            return ImageLookup.remember(found.resizableImage(withCapInsets: insets, resizingMode: .stretch), as: name)
        case .color(let color):
            return colorImage(color, context)
        case .url(let address):
            context.problems.append("remote images are not loaded by the UIKit backend ('\(address)')")
            return nil
        }
    }

    /// An image made of a color (`backgroundImage(highlighted): #336699`, as InterfaCSS and
    /// NUI sheets give a button's states): one point of the color, stretched over whatever
    /// it is drawn in. (A light/dark color comes resolved for the current appearance.)
    @MainActor static func colorImage(_ color: ColorValue, _ context: ConversionContext) -> UIImage? {
        guard let fill = UIColor.make(color, context) else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        let image = UIGraphicsImageRenderer(size: bounds.size).image { drawing in
            fill.setFill()
            drawing.fill(bounds)
        }
        return image.resizableImage(withCapInsets: .zero, resizingMode: .stretch)
    }
}

// MARK: Attributed text

extension ValueConverter where Value == NSAttributedString {
    /// Attributed text: each part's text (localized strings looked up) with its attributes
    /// (`TextAttributes.make`).
    static var attributedText: Self {
        Self { value, context in
            switch value {
            case .attributedText(let text):
                let result = NSMutableAttributedString(string: "")
                for part in text.parts {
                    result.append(NSAttributedString(string: part.text.resolved(in: context.values),
                                                     attributes: TextAttributes.make(part.attributes, context)))
                }
                return result
            case .string(let text):
                return NSAttributedString(string: text.resolved(in: context.values))
            default:
                return nil
            }
        }
    }
}

extension ValueConverter where Value == [NSAttributedString.Key: Any] {
    /// The attributes of attributed text (`titleTextAttributes`): the first run's.
    static var textAttributes: Self {
        Self { value, context in
            guard case .attributedText(let text) = value else { return nil }
            return TextAttributes.make(text.parts.first?.attributes ?? [], context)
        }
    }
}

@MainActor
enum TextAttributes {
    /// The attributes as UIKit takes them. Lengths are resolved for the environment here;
    /// colors and fonts go to their converters as written, so a light/dark color stays a
    /// dynamic `UIColor` that UIKit resolves when it draws, and a text style is scaled for
    /// Dynamic Type once, by `UIFontMetrics`.
    static func make(_ attributes: [TextAttribute], _ context: ConversionContext) -> [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        var shadow: NSShadow?
        for attribute in attributes {
            let value: TypedValue
            switch attribute.value {
            case .color, .gradient, .font: value = attribute.value
            default: value = attribute.value.resolved(in: context.values)
            }
            switch attribute.key {
            case .font: result[.font] = ValueConverter<UIFont>.font.convert(value, context)
            case .foregroundColor: result[.foregroundColor] = ValueConverter<UIColor>.color.convert(value, context)
            case .backgroundColor: result[.backgroundColor] = ValueConverter<UIColor>.color.convert(value, context)
            case .strokeColor: result[.strokeColor] = ValueConverter<UIColor>.color.convert(value, context)
            case .underlineColor: result[.underlineColor] = ValueConverter<UIColor>.color.convert(value, context)
            case .strikethroughColor: result[.strikethroughColor] = ValueConverter<UIColor>.color.convert(value, context)
            case .ligature: result[.ligature] = ValueConverter<Int>.int.convert(value, context)
            case .kern: result[.kern] = ValueConverter<CGFloat>.cgFloat.convert(value, context).map(number)
            case .strokeWidth: result[.strokeWidth] = ValueConverter<CGFloat>.cgFloat.convert(value, context).map(number)
            case .baselineOffset: result[.baselineOffset] = ValueConverter<CGFloat>.cgFloat.convert(value, context).map(number)
            case .obliqueness: result[.obliqueness] = ValueConverter<CGFloat>.cgFloat.convert(value, context).map(number)
            case .expansion: result[.expansion] = ValueConverter<CGFloat>.cgFloat.convert(value, context).map(number)
            case .underlineStyle:
                result[.underlineStyle] = ValueConverter<NSUnderlineStyle>.options.convert(value, context)?.rawValue
            case .strikethroughStyle:
                result[.strikethroughStyle] = ValueConverter<NSUnderlineStyle>.options.convert(value, context)?.rawValue
            case .shadowColor:
                shadow = shadow ?? NSShadow()
                shadow?.shadowColor = ValueConverter<UIColor>.color.convert(value, context)
            case .shadowOffset:
                shadow = shadow ?? NSShadow()
                shadow?.shadowOffset = ValueConverter<CGSize>.size.convert(value, context) ?? .zero
            }
        }
        if let shadow { result[.shadow] = shadow }
        return result
    }

    /// A text attribute's number as UIKit documents it: an `NSNumber` holding a
    /// floating-point value (`kern`, `baselineOffset` …). A bare `CGFloat` works on Apple
    /// platforms by bridging, but Foundation elsewhere keeps it boxed, and its attributed
    /// strings trap when they compare two such boxes.
    static func number(_ value: CGFloat) -> NSNumber {
        NSNumber(value: Double(value))
    }

    /// A number read back from a text attribute (an `NSNumber`, or a `CGFloat` an app set).
    static func cgFloat(_ attributeValue: Any?) -> CGFloat? {
        if let number = attributeValue as? NSNumber { return CGFloat(number.doubleValue) }
        return attributeValue as? CGFloat
    }
}

// MARK: Optional properties take the same conversions

extension ValueConverter where Value == UIColor? {
    static var color: Self { ValueConverter<UIColor>.color.optional }
}

extension ValueConverter where Value == CGColor? {
    static var cgColor: Self { ValueConverter<CGColor>.cgColor.optional }
}

extension ValueConverter where Value == UIFont? {
    static var font: Self { ValueConverter<UIFont>.font.optional }
}

extension ValueConverter where Value == UIImage? {
    static var image: Self { ValueConverter<UIImage>.image.optional }
}

extension ValueConverter where Value == String? {
    static var string: Self { ValueConverter<String>.string.optional }
}

extension ValueConverter where Value == NSAttributedString? {
    static var attributedText: Self { ValueConverter<NSAttributedString>.attributedText.optional }
}

extension ValueConverter where Value == [NSAttributedString.Key: Any]? {
    static var textAttributes: Self { ValueConverter<[NSAttributedString.Key: Any]>.textAttributes.optional }
}
#endif
