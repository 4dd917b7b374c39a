#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Interface Builder sets User Defined Runtime Attributes by key-value coding, so the key
// paths a person types there (`liveryStyleClass`, `liveryStyleID`) must be Objective-C
// properties on Apple platforms. Elsewhere they are plain properties with the same effect.
#if canImport(ObjectiveC)
extension UIView {
    /// Space-separated style classes; settable from Interface Builder's User Defined
    /// Runtime Attributes (key path `liveryStyleClass`, type String).
    @objc public var liveryStyleClass: String? {
        get { livery.styleClassList }
        set { livery.styleClassList = newValue ?? "" }
    }

    /// The element id; settable from Interface Builder (key path `liveryStyleID`).
    @objc public var liveryStyleID: String? {
        get { livery.styleID }
        set { livery.styleID = newValue }
    }
}
#else
extension UIView {
    /// Space-separated style classes; settable from Interface Builder's User Defined
    /// Runtime Attributes (key path `liveryStyleClass`, type String).
    public var liveryStyleClass: String? {
        get { livery.styleClassList }
        set { livery.styleClassList = newValue ?? "" }
    }

    /// The element id; settable from Interface Builder (key path `liveryStyleID`).
    public var liveryStyleID: String? {
        get { livery.styleID }
        set { livery.styleID = newValue }
    }
}
#endif
#endif
