import LiverySyntax

/// The diagnostic ids of the UIKit backend itself (`uikit.*`): what UIKit will not take
/// where the app runs. The rest of the layout is built all the same.
///
/// Each comment starts with the severity the id is reported with, then says when it is
/// reported and what becomes of the input.
public enum UIKitDiagnosticID {
    /// Warning: a layout element UIKit will not show in Mac Catalyst's Mac idiom (a stepper, page control, refresh control or picker); a plain view is built instead.
    public static let unavailableInMacIdiom = DiagnosticID("uikit.unavailable-in-mac-idiom")
}
