import LiveryCore
import LiverySyntax

/// What one reload of one stylesheet did.
public struct ReloadReport<Element: AnyObject> {
    /// Properties an element lost in the reload; their original values were restored.
    public struct Restoration {
        public var element: Element
        /// The properties no declaration sets any more, sorted.
        public var keys: [PropertyKey]
    }

    /// The stylesheet's location.
    public var location: String
    /// Whether the new version is now active (`false`: it had errors and the last good
    /// version stays).
    public var applied: Bool
    /// The new version's diagnostics (including those of its imports).
    public var diagnostics: [Diagnostic]
    /// What was restored because declarations disappeared.
    public var restored: [Restoration]

    /// The errors among `diagnostics`.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
