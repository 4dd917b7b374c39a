#if os(Linux)
import Foundation

/// A slider: records its range, tints, images and per-state track and thumb images (exactly
/// per state, no fallback). `value` is kept within `minimumValue...maximumValue` as UIKit
/// keeps it.
@MainActor
open class UISlider: UIControl {
    open var value: Float = 0 {
        didSet {
            let pinned = pinnedValue(value)
            if pinned != value { value = pinned }
        }
    }

    open var minimumValue: Float = 0 {
        didSet { value = pinnedValue(value) }
    }

    open var maximumValue: Float = 1 {
        didSet { value = pinnedValue(value) }
    }

    open var isContinuous: Bool = true

    open var minimumTrackTintColor: UIColor?

    open var maximumTrackTintColor: UIColor?

    open var thumbTintColor: UIColor?

    open var minimumValueImage: UIImage?

    open var maximumValueImage: UIImage?

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
    }

    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state.rawValue]
    }

    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
    }

    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[state.rawValue]
    }

    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
    }

    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[state.rawValue]
    }

    private func pinnedValue(_ value: Float) -> Float {
        min(max(value, minimumValue), max(minimumValue, maximumValue))
    }
}
#endif
