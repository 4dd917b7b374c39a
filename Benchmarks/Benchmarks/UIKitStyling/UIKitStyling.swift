import Benchmark
// The benchmark runs where the stand-in exists (Linux); Apple platforms have no stand-in.
#if canImport(UIKitStandIn)
import LiveryUIKit
import UIKitStandIn

/// Styling 1,000 UIKit views (an inbox of 100 messages, 10 views each) with a realistic
/// sheet, from scratch and after one class change. On Linux the views are the stand-in's,
/// so the numbers measure Livery's side: matching, cascade, conversion and the binding
/// table; UIKit's own setters are stored properties here.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                           maxDuration: .seconds(5), maxIterations: 50)

    // The runner calls benchmarks off the main thread; UIKit work hops to the main actor and
    // the measurement covers only what runs there (not the hop).
    Benchmark("Style 1,000 UIKit views from scratch") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        for _ in benchmark.scaledIterations {
            await MainActor.run {
                let inbox = Inbox()
                benchmark.startMeasurement()
                let styler = Styler()
                styler.loadStyleSheet(Inbox.sheet, named: "inbox.css")
                styler.style(inbox.window)
                benchmark.stopMeasurement()
                blackHole(styler.appliedCount)
            }
        }
    }

    Benchmark("Restyle 1,000 UIKit views: one class change") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        let (styler, inbox) = await MainActor.run {
            let styler = Styler()
            styler.loadStyleSheet(Inbox.sheet, named: "inbox.css")
            let inbox = Inbox()
            styler.style(inbox.window)
            return (styler, inbox)
        }
        for _ in benchmark.scaledIterations {
            await MainActor.run {
                benchmark.startMeasurement()
                inbox.messages[37].livery.toggleStyleClass("unread")
                styler.restyleIfNeeded()
                benchmark.stopMeasurement()
                blackHole(styler.manager.lastPassStyledCount)
            }
        }
    }

    Benchmark("LiveryLayoutView: lay out 10,000 views") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        let list = await MainActor.run { LongList() }
        for _ in benchmark.scaledIterations {
            await MainActor.run {
                benchmark.startMeasurement()
                list.root.layOutContent()
                benchmark.stopMeasurement()
                blackHole(list.root.layoutPassCount)
            }
        }
    }

    Benchmark("LiveryLayoutView: lay out 10,000 views after one text change") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        let list = await MainActor.run { LongList() }
        var flip = false
        for _ in benchmark.scaledIterations {
            flip.toggle()
            let text = flip ? "A much longer subject line that wraps onto a second line" : "Short"
            await MainActor.run {
                benchmark.startMeasurement()
                list.labels[4_321].text = text
                list.labels[4_321].livery.contentDidChange()
                list.root.layoutIfNeeded()
                benchmark.stopMeasurement()
            }
        }
    }
}

/// 1,000 rows of 10 views (a row, an avatar, a body, six labels, a switch) in a Livery layout view,
/// styled with flexbox rules; labels measured by the stand-in's `sizeThatFits`.
@MainActor
final class LongList {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = LiveryLayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var labels: [UILabel] = []
    let styler = Styler()

    init() {
        window.addSubview(root)
        for _ in 0..<1_000 {
            let row = UIView(frame: .zero)
            row.livery.addStyleClass("row")
            let avatar = UIView(frame: .zero)
            avatar.livery.addStyleClass("avatar")
            let body = UIView(frame: .zero)
            body.livery.addStyleClass("body")
            row.addSubview(avatar)
            row.addSubview(body)
            for name in ["sender", "subject", "preview", "date", "size", "folder"] {
                let label = UILabel(frame: .zero)
                label.text = name.capitalized + " of the message"
                label.livery.addStyleClass(name)
                body.addSubview(label)
                labels.append(label)
            }
            row.addSubview(UISwitch(frame: .zero))
            root.addSubview(row)
        }
        styler.loadStyleSheet("""
            .row { flex-direction: row; padding: 8; align-items: center; }
            .avatar { width: 40; height: 40; margin-right: 8; }
            .body { flex-grow: 1; flex-shrink: 1; }
            .preview { numberOfLines: 2; }
            UISwitch { width: 51; height: 31; }
            """, named: "list.css")
        styler.style(window)
        root.layOutContent()
    }
}

/// A window with a list of 100 messages, each a container of nine views.
@MainActor
final class Inbox {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var messages: [UIView] = []

    init() {
        let list = UIScrollView(frame: window.bounds)
        list.livery.styleID = "messages"
        window.addSubview(list)
        for index in 0..<100 {
            let message = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 80, width: 390, height: 80))
            message.livery.styleClasses = index % 3 == 0 ? ["message", "unread"] : ["message"]
            let parts: [(UIView, String)] = [
                (UIImageView(frame: CGRect(x: 12, y: 12, width: 40, height: 40)), "avatar"),
                (UILabel(frame: .zero), "sender"), (UILabel(frame: .zero), "subject"), (UILabel(frame: .zero), "preview"),
                (UILabel(frame: .zero), "date"), (UIButton(type: .custom), "star"), (UILabel(frame: .zero), "badge"),
                (UIView(frame: .zero), "divider"), (UISwitch(frame: .zero), "toggle"),
            ]
            for (view, name) in parts {
                view.livery.addStyleClass(name)
                message.addSubview(view)
            }
            list.addSubview(message)
            messages.append(message)
        }
    }

    static let sheet = """
        @accent: #0a84ff;
        @muted: #8e8e93;
        UIWindow, UIScrollView { backgroundColor: #f2f2f7; }
        #messages { alwaysBounceVertical: yes; showsHorizontalScrollIndicator: no; }
        .message { backgroundColor: dynamic(#ffffff, #1c1c1e); cornerRadius: 10; clipsToBounds: yes; }
        .message.unread { backgroundColor: dynamic(#eef5ff, #10243d); }
        .message UILabel { textColor: dynamic(#000000, #ffffff); numberOfLines: 1; }
        .avatar { cornerRadius: 20; contentMode: scaleAspectFill; backgroundColor: @muted; }
        .sender { font: semibold 16; }
        .unread .sender { font: bold 16; }
        .subject { font: 15; lineBreakMode: byTruncatingTail; }
        .preview { font: footnote; textColor: @muted; numberOfLines: 2; }
        .date { font: caption1; textColor: @muted; textAlignment: right; }
        .unread .date { textColor: @accent; }
        .star { titleColor: @muted; titleColor(selected): #ffcc00; title: "☆"; title(selected): "★"; }
        .star:highlighted { alpha: 0.6; }
        .badge { backgroundColor: @accent; textColor: #ffffff; cornerRadius: 9; textAlignment: center; font: bold 12; }
        .message:not(.unread) .badge { hidden: yes; }
        .divider { backgroundColor: dynamic(#c6c6c8, #38383a); }
        UISwitch { onTintColor: @accent; }
        """
}
#else
let benchmarks: @Sendable () -> Void = {}
#endif
