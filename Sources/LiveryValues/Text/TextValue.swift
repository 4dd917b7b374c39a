/// A string property value: literal text, or a key looked up in the app's strings table
/// at styling time.
public enum TextValue: Hashable, Sendable {
    case literal(String)
    /// `L("key")`, `localized("key")` or `locale('key')`: the key, resolved through the
    /// context's strings provider (the key itself when the table has no entry, as
    /// `NSLocalizedString` does).
    case localized(key: String)

    /// The text in `context`.
    public func resolved(in context: ValueContext) -> String {
        switch self {
        case .literal(let text): text
        case .localized(let key): context.strings?.localizedString(forKey: key) ?? key
        }
    }
}

/// Something that looks up localized strings by key (a `.strings` table, a bundle …).
public protocol LocalizedStringProvider: Sendable {
    /// The localized string for `key`, or `nil` when there is none.
    func localizedString(forKey key: String) -> String?
}
