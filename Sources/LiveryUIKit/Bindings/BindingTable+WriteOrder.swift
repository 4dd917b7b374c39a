#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import LiveryCore

/// The order a pass writes an object's properties in, and the values UIKit refuses (or
/// would draw wrongly).
///
/// UIKit derives some properties from others, so a property is written after those it
/// depends on:
/// - setting a label's, text field's or text view's `font`, `textColor` or alignment applies
///   it to the whole of its attributed text, so the text goes after them and its runs keep
///   their own fonts and colors;
/// - a slider's or stepper's `value` and a page control's `currentPage` are pinned to the
///   range and the page count, so they go after them;
/// - line height, letter spacing and a label's minimum font size are computed from the text
///   and font the object then holds (`appliedAfterText`).
///
/// A range's bounds (`minimumValue`, `maximumValue`) are written so that they never cross:
/// UIKit raises an exception when a stepper's minimum reaches its maximum, so a sheet that
/// moves the range up writes the maximum first, one that moves it down the minimum.
extension BindingTable {
    /// Properties written after the object-wide values they are measured against.
    static let appliedAfterMeasures: Set<String> = ["text", "attributedText", "value", "currentPage"]

    /// Properties written from what the object already holds — line height and letter
    /// spacing re-attribute its text, a label's minimum font size is a factor of its font —
    /// applied after its other properties, so a styled `text` and `font` are set first.
    static let appliedAfterText: Set<String> = ["lineHeight", "letterSpacing", "minimumFontSize"]

    /// 0, 1 (`appliedAfterMeasures`) or 2 (`appliedAfterText`): the keys of a pass are written
    /// by rank, in their sorted order within one.
    static func writeRank(of name: String) -> Int {
        appliedAfterText.contains(name) ? 2 : appliedAfterMeasures.contains(name) ? 1 : 0
    }

    /// `keys` (sorted) in the order a pass writes them.
    static func inWriteOrder(_ keys: [PropertyKey]) -> [PropertyKey] {
        guard keys.contains(where: { writeRank(of: $0.name) > 0 }) else { return keys }
        var ordered: [PropertyKey] = []
        ordered.reserveCapacity(keys.count)
        for rank in 0...2 {
            for key in keys where writeRank(of: key.name) == rank { ordered.append(key) }
        }
        return ordered
    }

    /// `keys` in `ComputedStyle.sortedKeys`' order (by description), each description made
    /// once rather than twice per comparison, and only for keys with a path or parameters
    /// (a plain key's description is its name).
    static func sorted(_ keys: some Collection<PropertyKey>) -> [PropertyKey] {
        guard keys.count > 1 else { return Array(keys) }
        return keys.map { key in (key.keyPath.isEmpty && key.parameters.isEmpty ? key.name : key.description, key) }
            .sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Whether a pass that writes or puts back `key` must fit a gradient background again.
    static func isBackgroundKey(_ key: PropertyKey) -> Bool {
        key.name == "backgroundColor" || key.name == "cornerRadius"
    }

    /// The lower and upper bound of a range UIKit keeps apart.
    static let rangeBounds = (lower: "minimumValue", upper: "maximumValue")

    /// Properties UIKit raises an exception for when they are 0 or less (owner, name).
    static let positiveProperties: [(owner: String, name: String)] = [("UIStepper", "stepValue")]

    /// Why UIKit cannot take `value` for the property on `target`, or `nil` when it can.
    static func refusal(of value: Any?, for binding: PropertyBinding, on target: AnyObject) -> String? {
        if let fill = value as? ViewBackground.Fill, let view = target as? UIView {
            return ViewBackground.refusal(of: fill, on: view)
        }
        guard positiveProperties.contains(where: { $0.name == binding.name && $0.owner == binding.owner }),
              let number = number(value), number <= 0 else { return nil }
        return "\(binding.api) must be greater than 0 (UIKit raises an exception for \(formatted(number)))"
    }

    /// `writes` with each range's two bounds in the order that never crosses them: the
    /// maximum first when the new maximum is above the current minimum, else the minimum.
    static func boundsInSafeOrder(_ writes: [StyleApplication.Write]) -> [StyleApplication.Write] {
        var ordered = writes
        for upper in writes where upper.key.name == rangeBounds.upper {
            guard let lowerIndex = ordered.firstIndex(where: {
                      $0.key.name == rangeBounds.lower && $0.target === upper.target && $0.key.keyPath == upper.key.keyPath
                  }),
                  let upperIndex = ordered.firstIndex(where: { $0.key == upper.key && $0.target === upper.target }),
                  let newUpper = number(upper.value),
                  let currentLower = number(ordered[lowerIndex].binding.read(upper.target, []))
            else { continue }
            let upperFirst = newUpper > currentLower
            if upperFirst != (upperIndex < lowerIndex) { ordered.swapAt(upperIndex, lowerIndex) }
        }
        return ordered
    }

    /// Why writing a range's bound now would cross the other (which UIKit refuses), or `nil`.
    static func crossesBound(_ write: StyleApplication.Write) -> String? {
        let name = write.key.name
        guard name == rangeBounds.lower || name == rangeBounds.upper, let new = number(write.value) else { return nil }
        let otherName = name == rangeBounds.lower ? rangeBounds.upper : rangeBounds.lower
        guard let other = byKey[key(write.binding.owner, otherName)],
              let current = number(other.read(write.target, [])) else { return nil }
        let crosses = name == rangeBounds.lower ? new >= current : new <= current
        guard crosses else { return nil }
        return "\(name) \(formatted(new)) is not \(name == rangeBounds.lower ? "below" : "above") the \(otherName) "
            + "\(formatted(current)) (UIKit keeps a range's bounds apart, and a stepper raises an exception)"
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        default: nil
        }
    }

    private static func formatted(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
#endif
