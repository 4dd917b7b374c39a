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
    /// Places or removes the overlay in the styled windows after a reload report.
    func updateOverlay(errors: [Diagnostic]) {
        guard showsDiagnosticsOverlay else { return }
        let windows = roots.compactMap { $0.view?.window }
        for window in windows {
            let existing = window.subviews.first { $0 is DiagnosticsOverlay } as? DiagnosticsOverlay
            guard !errors.isEmpty else {
                existing?.removeFromSuperview()
                continue
            }
            let overlay = existing ?? DiagnosticsOverlay(frame: .zero)
            overlay.show(errors)
            let height = CGFloat(min(overlay.lines.count, 21)) * 16 + 24
            overlay.frame = CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
            if existing == nil { window.addSubview(overlay) }
        }
    }
}
#endif
