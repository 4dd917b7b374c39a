/// The stylesheet formats Livery reads: its own CSS dialect and the formats of the systems
/// it replaces (UISS JSON, the ReflektorKit dialect, Nimbus CSS, NUI).
public enum StyleSheetFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Livery CSS (`.css`, `.livery`).
    case livery
    /// UISS JSON over `UIAppearance` (`.json`).
    case uiss
    /// The ReflektorKit dialect (`.rflk`).
    case reflektor
    /// Nimbus CSS (web property names plus `-ios-*`/`-mobile-*`); never inferred, since its
    /// files end in `.css` like Livery's.
    case nimbus
    /// NUI's stylesheets (`.nss`): style classes such as `Button` and `LargeButton`, NUI's
    /// property names and `@name: value;` variables.
    case nui

    /// Every file extension a stylesheet has (lowercased): those `inferred(fromPath:)` knows
    /// and `.css` (Livery or Nimbus CSS).
    public static let fileExtensions: Set<String> = ["css", "livery", "json", "rflk", "reflektor", "nss"]

    /// The format a file extension names without doubt: `.json` → UISS, `.rflk` and `.reflektor` → ReflektorKit,
    /// `.nss` → NUI, `.livery` → Livery CSS; `nil` otherwise (`.css` may be Livery or Nimbus).
    public static func inferred(fromPath path: String) -> StyleSheetFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "json": return .uiss
        case "rflk", "reflektor": return .reflektor
        case "nss": return .nui
        case "livery": return .livery
        default: return nil
        }
    }

    /// The name people know the format by (for messages).
    public var description: String {
        switch self {
        case .livery: "Livery CSS"
        case .uiss: "UISS"
        case .reflektor: "ReflektorKit"
        case .nimbus: "Nimbus CSS"
        case .nui: "NUI"
        }
    }
}
