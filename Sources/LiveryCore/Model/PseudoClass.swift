import LiverySyntax
import LiveryValues

/// A pseudo class Livery knows, with its argument parsed.
///
/// Names are case-, dash- and underscore-insensitive on input (`first-of-type` ≡
/// `firstOfType` ≡ `firstoftype`) and printed in kebab case.
public enum PseudoClass: Hashable, Sendable, CustomStringConvertible {
    /// A pseudo class without argument: structural (`first-child`), state (`selected`),
    /// idiom (`pad`), orientation (`landscape`), size class (`compact-width`),
    /// appearance (`dark`), `root`, `empty`.
    case simple(SimplePseudoClass)
    /// `nth-child(an+b)` and its relatives.
    case nth(NthKind, AnPlusB)
    /// `min-os-version(8.4)` / `max-os-version(…)`.
    case osVersion(Comparison, Version)
    /// `screen-width(320)`, `screen-height-less-than(n)`… Width is the smaller screen side.
    case screen(ScreenDimension, Comparison, Double)
    /// `device-model(iPhone)`: case-insensitive prefix match on the model identifier.
    case deviceModel(String)
    /// `content-size(large)`, `min-content-size(…)`, `max-content-size(…)`.
    case contentSize(Comparison, ContentSizeCategory)
    /// `not(selector, …)`.
    case not([Selector])
    /// A pseudo class registered by the app, with its argument text if any.
    case custom(name: String, argument: String?)

    public enum NthKind: String, Hashable, Sendable, CaseIterable {
        case child = "nth-child"
        case lastChild = "nth-last-child"
        case ofType = "nth-of-type"
        case lastOfType = "nth-last-of-type"
    }

    /// How an argument compares: `min-` is at least, `max-` at most, `less-than`/`greater-than` strict.
    public enum Comparison: Hashable, Sendable {
        case equal, atLeast, atMost, lessThan, greaterThan
    }

    public enum ScreenDimension: String, Hashable, Sendable {
        case width = "screen-width"
        case height = "screen-height"
    }

    public var description: String {
        switch self {
        case .simple(let simple): return ":" + simple.rawValue
        case .nth(let kind, let formula): return ":\(kind.rawValue)(\(formula))"
        case .osVersion(let comparison, let version):
            return ":\(comparison == .atLeast ? "min" : "max")-os-version(\(version))"
        case .screen(let dimension, let comparison, let value):
            let suffix = comparison == .lessThan ? "-less-than" : comparison == .greaterThan ? "-greater-than" : ""
            return ":\(dimension.rawValue)\(suffix)(\(ComponentValue.format(value)))"
        case .deviceModel(let model): return ":device-model(\(model))"
        case .contentSize(let comparison, let category):
            let prefix = comparison == .atLeast ? "min-" : comparison == .atMost ? "max-" : ""
            return ":\(prefix)content-size(\(category.rawValue))"
        case .not(let selectors): return ":not(" + selectors.map(\.description).joined(separator: ", ") + ")"
        case .custom(let name, let argument): return ":" + name + (argument.map { "(\($0))" } ?? "")
        }
    }
}

/// Pseudo classes without arguments, by canonical kebab-case name.
public enum SimplePseudoClass: String, Hashable, Sendable, CaseIterable {
    case root, empty
    case firstChild = "first-child", lastChild = "last-child", onlyChild = "only-child"
    case firstOfType = "first-of-type", lastOfType = "last-of-type", onlyOfType = "only-of-type"
    case enabled, disabled, selected, highlighted, focused
    case phone, pad, tv, mac, carplay
    case landscape, landscapeLeft = "landscape-left", landscapeRight = "landscape-right"
    case portrait, portraitUpright = "portrait-upright", portraitUpsideDown = "portrait-upside-down"
    case regularWidth = "regular-width", compactWidth = "compact-width"
    case regularHeight = "regular-height", compactHeight = "compact-height"
    case dark, light

    /// Other accepted spellings (normalized) for a canonical case.
    static let aliases: [String: SimplePseudoClass] = [
        "ipad": .pad, "tablet": .pad, "iphone": .phone, "appletv": .tv,
        "firstchild": .firstChild, "portraitupsidedown": .portraitUpsideDown,
        // Web CSS's names for UIKit states.
        "active": .highlighted, "checked": .selected, "focus": .focused,
    ]

    /// Looks a name up case-, dash- and underscore-insensitively.
    static func lookup(_ normalized: String) -> SimplePseudoClass? {
        byNormalizedName[normalized] ?? aliases[normalized]
    }

    private static let byNormalizedName: [String: SimplePseudoClass] = {
        var table: [String: SimplePseudoClass] = [:]
        for pseudo in allCases { table[PropertyName.normalize(pseudo.rawValue)] = pseudo }
        return table
    }()
}

/// The `an+b` formula of `nth-child` and friends: matches positions `a·n + b` (1-based) for n ≥ 0.
public struct AnPlusB: Hashable, Sendable, CustomStringConvertible {
    public var a: Int
    public var b: Int

    public init(a: Int, b: Int) {
        self.a = a
        self.b = b
    }

    /// Whether the 1-based `position` matches.
    public func matches(_ position: Int) -> Bool {
        if a == 0 { return position == b }
        let difference = position - b
        return difference % a == 0 && difference / a >= 0
    }

    /// `2n+1`, `-n+3`, `3n`, `5`.
    public var description: String {
        if a == 0 { return String(b) }
        var text = a == 1 ? "n" : a == -1 ? "-n" : "\(a)n"
        if b > 0 { text += "+\(b)" } else if b < 0 { text += "\(b)" }
        return text
    }

    /// Parses `odd`, `even`, `2n+1`, `2n - 1`, `-n+3`, `3n`, `+5`, `7`, as CSS Syntax reads
    /// `an+b`: whitespace around the whole and around the sign before `b`, nowhere else
    /// (`+ 2n`, `2 n` and `1 0` are no formulas).
    public static func parse(_ text: String) -> AnPlusB? {
        let scalars = Array(text.lowercased().unicodeScalars)
        var start = 0, end = scalars.count
        while start < end, scalars[start].properties.isWhitespace { start += 1 }
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        let compact = String(String.UnicodeScalarView(scalars[start..<end]))
        if compact == "odd" { return AnPlusB(a: 2, b: 1) }
        if compact == "even" { return AnPlusB(a: 2, b: 0) }
        /// An optional sign and ASCII digits, nothing else; `nil` for no digits when they are required.
        func integer(_ text: Substring, digitsRequired: Bool) -> (sign: Int, digits: Int?)? {
            var rest = text
            var sign = 1
            if let first = rest.first, first == "+" || first == "-" {
                sign = first == "-" ? -1 : 1
                rest = rest.dropFirst()
            }
            guard rest.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            if rest.isEmpty { return digitsRequired ? nil : (sign, nil) }
            guard let value = Int(rest) else { return nil }
            return (sign, value)
        }
        guard let nIndex = compact.firstIndex(of: "n") else {
            guard let (sign, digits) = integer(compact[...], digitsRequired: true), let digits else { return nil }
            return AnPlusB(a: 0, b: sign * digits)
        }
        guard let (aSign, aDigits) = integer(compact[..<nIndex], digitsRequired: false) else { return nil }
        let a = aSign * (aDigits ?? 1)
        // After `n`: nothing, or a sign (whitespace on either side of it) and digits.
        let rest = compact[compact.index(after: nIndex)...].drop { $0.isWhitespace }
        if rest.isEmpty { return AnPlusB(a: a, b: 0) }
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        let digits = rest.dropFirst().drop { $0.isWhitespace }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let b = Int(digits) else { return nil }
        return AnPlusB(a: a, b: sign == "-" ? -b : b)
    }
}

extension ContentSizeCategory {
    /// Looks up a category case- and dash-insensitively (`extra-large`, `accessibilityMedium`).
    public static func lookup(_ name: String) -> ContentSizeCategory? {
        ContentSizeCategory(name: name)
    }
}
