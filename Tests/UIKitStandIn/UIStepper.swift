#if os(Linux)
import Foundation

/// A stepper: records its range, step and flags, and its images per control state (exactly
/// per state, no fallback). `value` is kept within `minimumValue...maximumValue` as UIKit
/// keeps it. Where UIKit raises `NSInvalidArgumentException` — a minimum at or above the
/// maximum, a maximum at or below the minimum, a step of 0 or less — the stand-in stops the
/// process, as the uncaught exception would.
@MainActor
open class UIStepper: UIControl {
    open var value: Double = 0 {
        didSet {
            let pinned = pinnedValue(value)
            if pinned != value { value = pinned }
        }
    }

    private var storedMinimum: Double = 0
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            precondition(newValue < maximumValue, "NSInvalidArgumentException: minimumValue \(newValue) is not below maximumValue \(maximumValue)")
            storedMinimum = newValue
            value = pinnedValue(value)
        }
    }

    private var storedMaximum: Double = 100
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            precondition(newValue > minimumValue, "NSInvalidArgumentException: maximumValue \(newValue) is not above minimumValue \(minimumValue)")
            storedMaximum = newValue
            value = pinnedValue(value)
        }
    }

    private var storedStep: Double = 1
    open var stepValue: Double {
        get { storedStep }
        set {
            precondition(newValue > 0, "NSInvalidArgumentException: stepValue \(newValue) is not greater than 0")
            storedStep = newValue
        }
    }

    open var isContinuous: Bool = true

    open var autorepeat: Bool = true

    open var wraps: Bool = false

    private var backgroundImages: [UInt: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    private var dividerImages: [DividerKey: UIImage] = [:]

    private struct DividerKey: Hashable {
        let left: UInt
        let right: UInt
    }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue]
    }

    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
    }

    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state.rawValue]
    }

    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
    }

    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state.rawValue]
    }

    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
    }

    /// Apple's declaration names both parameters `state`, which Swift source can't; the
    /// stand-in names them `leftState` and `rightState`.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State,
                           rightSegmentState rightState: UIControl.State) -> UIImage? {
        dividerImages[DividerKey(left: leftState.rawValue, right: rightState.rawValue)]
    }

    private func pinnedValue(_ value: Double) -> Double {
        min(max(value, minimumValue), max(minimumValue, maximumValue))
    }
}
#endif
