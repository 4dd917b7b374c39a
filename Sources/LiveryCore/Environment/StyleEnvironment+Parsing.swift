import LiverySyntax
import LiveryValues
extension StyleEnvironment {
    /// The keys `--env KEY=VALUE` accepts.
    public static let keys = ["idiom", "screen", "scale", "orientation", "os", "device-model", "horizontal-size-class",
                              "vertical-size-class", "color-scheme", "content-size"]

    /// Why a `KEY=VALUE` setting was rejected.
    public struct SettingError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Applies one `KEY=VALUE` setting (`screen=390x844`, `orientation=landscape`, `os=17.2` …).
    public mutating func apply(_ setting: String) throws(SettingError) {
        guard let equals = setting.firstIndex(of: "=") else {
            throw SettingError(description: "expected KEY=VALUE, got '\(setting)'")
        }
        let key = setting[..<equals].lowercased()
        let value = String(setting[setting.index(after: equals)...])
        try apply(key: key, value: value)
    }

    mutating func apply(key: String, value: String) throws(SettingError) {
        func invalid(_ expected: String) -> SettingError {
            SettingError(description: "invalid value '\(value)' for \(key); expected \(expected)")
        }
        let lower = value.lowercased()
        switch key {
        case "idiom":
            guard let idiom = Idiom(rawValue: lower) else { throw invalid(Idiom.allCases.map(\.rawValue).joined(separator: "|")) }
            self.idiom = idiom
        case "screen":
            // Sizes and scales within the bounds of resolved values (`ValueBounds`): what
            // the layout makes of them stays finite.
            let parts = lower.split(separator: "x")
            let largest = ValueBounds.length
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
                  width <= largest, height <= largest else {
                throw invalid("WIDTHxHEIGHT in points, e.g. 390x844, each at most \(ComponentValue.format(largest))")
            }
            screenWidth = width
            screenHeight = height
        case "scale":
            let largest = ValueBounds.factor
            guard let scale = Double(value), scale >= 1 / largest, scale <= largest else {
                throw invalid("a positive number from 1/\(ComponentValue.format(largest)) to \(ComponentValue.format(largest))")
            }
            self.scale = scale
        case "orientation":
            if lower == "landscape" {
                orientation = .landscapeLeft
            } else if let orientation = Orientation(rawValue: lower) {
                self.orientation = orientation
            } else {
                throw invalid("portrait|landscape|landscape-left|landscape-right|portrait-upside-down")
            }
        case "os":
            guard let version = Version(value) else { throw invalid("a version such as 17.2") }
            osVersion = version
        case "device-model":
            guard !value.isEmpty else { throw invalid("a model identifier such as iPhone15,2") }
            deviceModel = value
        case "horizontal-size-class", "vertical-size-class":
            guard let sizeClass = SizeClass(rawValue: lower) else { throw invalid("regular|compact") }
            if key == "horizontal-size-class" { horizontalSizeClass = sizeClass } else { verticalSizeClass = sizeClass }
        case "color-scheme":
            guard let scheme = ColorScheme(rawValue: lower) else { throw invalid("light|dark") }
            colorScheme = scheme
        case "content-size":
            guard let category = ContentSizeCategory.lookup(value) else {
                throw invalid("a Dynamic Type category such as large or accessibilityMedium")
            }
            contentSize = category
        default:
            throw SettingError(description: "unknown environment key '\(key)'; known keys: \(Self.keys.joined(separator: ", "))")
        }
    }
}
