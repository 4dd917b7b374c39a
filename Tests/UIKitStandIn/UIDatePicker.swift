#if os(Linux)
import Foundation

/// The presentation styles of a date picker (Apple's raw values).
public enum UIDatePickerStyle: Int, @unchecked Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}

/// A date picker: records its mode, minute interval and preferred style.
@MainActor
open class UIDatePicker: UIControl {
    /// What a date picker shows (Apple's raw values).
    public enum Mode: Int, @unchecked Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    open var datePickerMode: UIDatePicker.Mode = .dateAndTime

    open var minuteInterval: Int = 1

    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
}
#endif
