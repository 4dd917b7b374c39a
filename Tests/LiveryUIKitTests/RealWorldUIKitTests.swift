#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import LiveryCore
import LiveryDocument
@testable import LiveryUIKit
import Testing

/// Stylesheets other people wrote, applied through the UIKit backend: run by hand
/// (`Scripts/realworld --uikit`), which names the folder of sheets in `LIVERY_REALWORLD`
/// (its `manifest.tsv` lists the files). Off without it: the sheets are not in the
/// repository.
///
/// Each sheet styles a window holding one view of every class layout documents build,
/// nested, each carrying every class and one of the ids the sheet names, so that its rules
/// match, and a button with a configuration beside them. Whatever UIKit cannot take is
/// reported as a problem; the only problems allowed are the apps' own image files, which are
/// not here, remote images, and the button properties UIKit ignores with a configuration.
@MainActor
struct RealWorldUIKitTests {
    nonisolated static let folder = ProcessInfo.processInfo.environment["LIVERY_REALWORLD"]

    static let types = ["UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UISwitch",
                        "UISlider", "UIStepper", "UIProgressView", "UIActivityIndicatorView", "UIPageControl",
                        "UISegmentedControl", "UIDatePicker", "UIScrollView", "UITableView", "UITableViewCell",
                        "UICollectionView", "UIStackView", "UIVisualEffectView", "UINavigationBar", "UITabBar",
                        "UIToolbar", "UISearchBar"]

    /// The names a sheet's selectors use after `.` or `#`.
    static func names(after marker: String, in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: marker) + "([A-Za-z_][A-Za-z0-9_-]*)")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test(.enabled(if: folder != nil, "LIVERY_REALWORLD names the real-world folder"))
    func everySheetAppliesWithNoProblemButMissingImages() throws {
        let root = URL(fileURLWithPath: try #require(Self.folder))
        let manifest = try String(contentsOf: root.appendingPathComponent("manifest.tsv"), encoding: .utf8)
        let paths = manifest.split(separator: "\n").dropFirst().compactMap { line -> String? in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
            return cells.count > 5 ? String(cells[5]) : nil
        }
        #expect(!paths.isEmpty)
        var applied = 0, missingImages = 0, ignoredByConfiguration = 0
        for path in paths where !path.hasSuffix(".xml") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let classes = Array(Set(Self.names(after: ".", in: text)).sorted().prefix(40))
            let ids = Self.names(after: "#", in: text)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            var parent: UIView = window
            for (index, type) in Self.types.enumerated() {
                let made = UIKitClasses.make(type, LayoutElement(elementName: type, typeChain: TypeChain([type])))
                let view = try #require(made as? UIView)
                // Nested as a layout document nests views: inside a control too.
                ElementRegistry.shared.element(for: view).isFromLayout = true
                view.livery.styleClasses = classes
                if !ids.isEmpty { view.livery.styleID = ids[index % ids.count] }
                parent.addSubview(view)
                parent = view
            }
            // A button with a configuration too (Interface Builder's default), which takes
            // the title's font and spacing through its configuration.
            let configured = UIButton(type: .system)
            configured.configuration = .plain()
            configured.livery.styleClasses = classes
            if !ids.isEmpty { configured.livery.styleID = ids[0] }
            window.addSubview(configured)
            let styler = Styler()
            styler.loadStyleSheet(text, named: (path as NSString).lastPathComponent)
            styler.style(window)
            applied += styler.appliedCount
            for problem in styler.problems {
                let missing = problem.message.hasPrefix("no image named") || problem.message.hasPrefix("remote images")
                let ignored = problem.message.contains("on a button with a configuration")
                #expect(missing || ignored, "\(path): \(problem)")
                if missing { missingImages += 1 }
                if ignored { ignoredByConfiguration += 1 }
            }
        }
        print("real-world sheets through UIKit: \(applied) properties applied, \(missingImages) missing images, "
              + "\(ignoredByConfiguration) properties a configured button ignores")
        #expect(applied > 0)
    }
}
#endif
