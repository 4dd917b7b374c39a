#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Livery
import LiverySyntax

/// A panel over the app listing the errors of the sheet or layout versions a reload could
/// not apply (`file:line:column: message`), while the last good versions stay on screen. It
/// goes away when a good version arrives. Turn it on in debug builds with
/// `Styler.shared.showsDiagnosticsOverlay = true`.
public final class DiagnosticsOverlay: UIView {
    /// The lines shown, one per diagnostic (at most 20, then how many more).
    public private(set) var lines: [String] = []
    private let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.55, green: 0.05, blue: 0.05, alpha: 0.92)
        label.numberOfLines = 0
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 12, weight: .medium)
        addSubview(label)
        livery.isStylingEnabled = false
        label.livery.isStylingEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `diagnostics` (the errors among them).
    func show(_ diagnostics: [Diagnostic]) {
        let errors = diagnostics.filter { $0.severity == .error }
        lines = errors.prefix(20).map { "\($0.span): \($0.message)" }
        if errors.count > 20 { lines.append("… and \(errors.count - 20) more") }
        label.text = lines.joined(separator: "\n")
        setNeedsLayout()
    }

    /// Places the list of diagnostics.
    public override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 8)
    }
}

extension Styler {
    /// Places or removes the overlay in the styled windows (and `window`, the one a layout
    /// that could not be shown was to go in) after a reload report; with the switch off,
    /// removes it. It stays at the bottom of the window, full width, as the window resizes.
    func updateOverlay(errors: [Diagnostic], in window: UIWindow? = nil) {
        var windows = roots.compactMap { $0.view?.window }
        for shown in shownOverlays.compactMap({ $0.view?.window }) + [window].compactMap({ $0 })
        where !windows.contains(where: { $0 === shown }) {
            windows.append(shown)
        }
        for window in windows {
            let existing = window.subviews.first { $0 is DiagnosticsOverlay } as? DiagnosticsOverlay
            guard showsDiagnosticsOverlay, !errors.isEmpty else {
                existing?.removeFromSuperview()
                continue
            }
            let overlay = existing ?? DiagnosticsOverlay(frame: .zero)
            overlay.show(errors)
            let height = CGFloat(min(overlay.lines.count, 21)) * 16 + 24
            overlay.frame = CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
            overlay.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            if existing == nil {
                window.addSubview(overlay)
                shownOverlays.removeAll { $0.view == nil }
                shownOverlays.append(ShownOverlay(view: overlay))
            }
        }
    }
}

/// An overlay a styler put in a window (weakly: the window owns it).
struct ShownOverlay {
    weak var view: DiagnosticsOverlay?
}
#endif
