#if os(iOS) || os(Linux)
#if canImport(UIKit)
import Foundation
import UIKit
#else
import Foundation
import UIKitStandIn
#endif
import LiveryValues

/// Turns a styled value into the value a UIKit property takes; `nil` when the value has
/// another shape or names something that does not exist (the context says what).
@MainActor
struct ValueConverter<Value> {
    let convert: (TypedValue, ConversionContext) -> Value?

    init(_ convert: @escaping (TypedValue, ConversionContext) -> Value?) {
        self.convert = convert
    }

    /// The converter for an optional property of the same value (`UIColor?` from `UIColor`).
    var optional: ValueConverter<Value?> {
        let convert = self.convert
        return ValueConverter<Value?> { value, context in convert(value, context).map { .some($0) } }
    }
}

// MARK: Numbers, flags, text

extension ValueConverter where Value == Double {
    static var double: Self {
        Self { value, context in
            switch value.resolved(in: context.values) {
            case .number(let number): number
            case .length(let length) where length.unit == .points: length.value
            case .bool(let flag): flag ? 1 : 0
            default: nil
            }
        }
    }
}

extension ValueConverter where Value == CGFloat {
    static var cgFloat: Self { ValueConverter<Double>.double.map { CGFloat($0) } }
}

extension ValueConverter where Value == Float {
    static var float: Self { ValueConverter<Double>.double.map { Float($0) } }
}

extension ValueConverter where Value == Int {
    /// Rounded, and clamped to `Int`'s range: `Int(_:)` traps past it (`numberOfLines: 1e300`).
    static var int: Self {
        ValueConverter<Double>.double.map { value in
            let rounded = value.rounded()
            guard !rounded.isNaN else { return nil }
            if rounded >= 0x1p63 { return Int.max }
            return rounded < -0x1p63 ? Int.min : Int(rounded)
        }
    }
}

extension ValueConverter where Value == Bool {
    static var bool: Self {
        Self { value, _ in
            switch value {
            case .bool(let flag): flag
            case .number(let number): number != 0
            default: nil
            }
        }
    }
}

extension ValueConverter where Value == String {
    static var string: Self {
        Self { value, context in
            switch value {
            case .string(let text): text.resolved(in: context.values)
            case .attributedText(let text): text.parts.map { $0.text.resolved(in: context.values) }.joined()
            // Whole numbers without `.0` (`1e300` as Swift prints it: no `Int` holds it).
            case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
            case .enumCase(let item): item.name
            default: nil
            }
        }
    }
}

extension ValueConverter {
    /// This converter's result passed through `transform`.
    func map<Other>(_ transform: @escaping (Value) -> Other?) -> ValueConverter<Other> {
        let convert = self.convert
        return ValueConverter<Other> { value, context in convert(value, context).flatMap(transform) }
    }
}

// MARK: Enums and option sets, by UIKit raw value (the catalog's raw values are UIKit's)

extension ValueConverter where Value: RawRepresentable, Value.RawValue: BinaryInteger {
    static var enumeration: Self {
        Self { value, _ in
            guard case .enumCase(let item) = value else { return nil }
            return Value(rawValue: Value.RawValue(item.rawValue))
        }
    }
}

extension ValueConverter where Value == NSTextAlignment {
    /// Text alignment by case name: `NSTextAlignment`'s raw values for center and right are
    /// swapped in Mac Catalyst on Intel Macs (AppKit's order), so the catalog's iOS raw
    /// values would right-align centered text there.
    static var textAlignment: Self {
        Self { value, _ in
            guard case .enumCase(let item) = value else { return nil }
            switch item.name {
            case "left": return .left
            case "center": return .center
            case "right": return .right
            case "justified": return .justified
            case "natural": return .natural
            default: return nil
            }
        }
    }
}

extension ValueConverter where Value: OptionSet, Value.RawValue: BinaryInteger {
    static var options: Self {
        Self { value, _ in
            switch value {
            case .optionSet(let set): Value(rawValue: Value.RawValue(set.rawValue))
            case .enumCase(let item): Value(rawValue: Value.RawValue(item.rawValue))
            default: nil
            }
        }
    }
}

// MARK: Geometry

extension ValueConverter where Value == CGSize {
    static var size: Self {
        Self { value, context in
            switch value.resolved(in: context.values) {
            case .size(let size): CGSize(width: size.width.value, height: size.height.value)
            case .offset(let offset): CGSize(width: offset.horizontal.value, height: offset.vertical.value)
            case .number(let number): CGSize(width: number, height: number)
            default: nil
            }
        }
    }
}

extension ValueConverter where Value == CGPoint {
    static var point: Self {
        Self { value, context in
            switch value.resolved(in: context.values) {
            case .point(let point): CGPoint(x: point.x.value, y: point.y.value)
            case .size(let size): CGPoint(x: size.width.value, y: size.height.value)
            default: nil
            }
        }
    }
}

extension ValueConverter where Value == CGRect {
    static var rect: Self {
        Self { value, context in
            guard case .rect(let rect) = value.resolved(in: context.values) else { return nil }
            return CGRect(x: rect.x.value, y: rect.y.value, width: rect.width.value, height: rect.height.value)
        }
    }
}

extension ValueConverter where Value == UIOffset {
    static var offset: Self {
        Self { value, context in
            switch value.resolved(in: context.values) {
            case .offset(let offset): UIOffset(horizontal: offset.horizontal.value, vertical: offset.vertical.value)
            case .size(let size): UIOffset(horizontal: size.width.value, vertical: size.height.value)
            case .point(let point): UIOffset(horizontal: point.x.value, vertical: point.y.value)
            default: nil
            }
        }
    }
}

extension ValueConverter where Value == UIEdgeInsets {
    static var insets: Self {
        Self { value, context in
            guard case .insets(let insets) = value.resolved(in: context.values) else { return nil }
            return UIEdgeInsets(top: insets.top.value, left: insets.left.value, bottom: insets.bottom.value,
                                right: insets.right.value)
        }
    }
}

extension ValueConverter where Value == NSDirectionalEdgeInsets {
    /// Left is leading and right trailing, as written.
    static var directionalInsets: Self {
        ValueConverter<UIEdgeInsets>.insets.map {
            NSDirectionalEdgeInsets(top: $0.top, leading: $0.left, bottom: $0.bottom, trailing: $0.right)
        }
    }
}

extension ValueConverter where Value == CGAffineTransform {
    /// The operations in the order written, as one matrix.
    static var transform: Self {
        Self { value, context in
            guard case .transform(let transform) = value else { return nil }
            let m = transform.matrix(in: context.values)
            return CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        }
    }
}

extension ValueConverter where Value == CATransform3D {
    static var transform3D: Self { ValueConverter<CGAffineTransform>.transform.map(CATransform3DMakeAffineTransform) }
}
#endif
