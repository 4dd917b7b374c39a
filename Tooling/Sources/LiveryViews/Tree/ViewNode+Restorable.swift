import Livery
import LiveryCore

/// The headless tree restores what its layout gave (or the default) when a declaration goes.
extension ViewNode: RestorableElement {
    public func restoreUnstyledValue(for key: PropertyKey) {
        restoreOriginalValue(for: key)
    }
}
