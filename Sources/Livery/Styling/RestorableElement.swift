import LiveryCore

/// An element whose backend can put back the value a property had before Livery styled it.
///
/// The backend records the original when it first writes a styled value (a UIKit backend
/// reads the view's property first; the headless `ViewNode` records what its layout gives).
/// When a reload removes the last declaration setting a property, `ReloadingStyler` calls
/// `restoreUnstyledValue(for:)`.
public protocol RestorableElement: StylableElement {
    /// Puts back the recorded original value of `key` (the default when none was recorded).
    func restoreUnstyledValue(for key: PropertyKey)
}
