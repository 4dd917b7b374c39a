#if os(Linux)
import Foundation

/// A control: records `isEnabled` / `isSelected` / `isHighlighted` and the content
/// alignments; `state` is derived from those flags the way UIKit derives it.
@MainActor
open class UIControl: UIView {
    /// The bits of a control's state (Apple's raw values).
    public struct State: OptionSet, Hashable, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // Computed, as Apple declares them (`static var … { get }`).
        public static var normal: UIControl.State { State(rawValue: 0) }
        public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
        public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
        public static var selected: UIControl.State { State(rawValue: 1 << 2) }
        public static var focused: UIControl.State { State(rawValue: 1 << 3) }
        public static var application: UIControl.State { State(rawValue: 0x00FF_0000) }
        public static var reserved: UIControl.State { State(rawValue: 0xFF00_0000) }
    }

    /// Horizontal placement of a control's content.
    public enum ContentHorizontalAlignment: Int, @unchecked Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        case leading = 4
        case trailing = 5
    }

    /// Vertical placement of a control's content.
    public enum ContentVerticalAlignment: Int, @unchecked Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }

    open var isEnabled: Bool = true {
        didSet { controlStateDidChange() }
    }

    open var isSelected: Bool = false {
        didSet { controlStateDidChange() }
    }

    open var isHighlighted: Bool = false {
        didSet { controlStateDidChange() }
    }

    /// `.normal` when no flag is set; otherwise the union of the flags that are (the
    /// stand-in has no focus system, so `.focused` never appears).
    open var state: UIControl.State {
        var state: UIControl.State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center

    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center

    /// Stand-in hook: subclasses refresh what depends on `state` (not UIKit API).
    func controlStateDidChange() {}
}
#endif
