#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Livery
import LiveryCore
import LiveryDocument
import LiveryTestSupport
import LiveryValues
@testable import LiveryUIKit
import Testing

/// Layout documents built into UIKit views, laid out by Livery in the app, and rebuilt on
/// reload with their outlets.
@MainActor
struct LayoutViewTests {
    init() { UIKitTesting.useTestImages() }

    final class AvatarView: UIView {}

    static let layout = """
        <layout>
          <style>
            #screen { padding: 10; }
            .row { flex-direction: row; height: 44; margin-bottom: 8; }
            .name { flex-grow: 1; }
            #send { width: 80; }
          </style>
          <view id="screen">
            <view class="row">
              <view implementation="AvatarView" id="avatar" style="width: 44; height: 44;"/>
              <label class="name" id="name">Ada Lovelace</label>
            </view>
            <button id="send" buttonType="custom" selected="yes">Send</button>
            <imageView id="photo" image="sunset.png" style="height: 30;"/>
            <widget id="unknown"/>
          </view>
        </layout>
        """

    func styled(_ xml: String = LayoutViewTests.layout, css: String = "", builder: ViewBuilder = ViewBuilder(),
                measurement: LiveryLayoutView.TextMeasurement = .approximate) throws -> (StyledViews, UIKitLayoutBackend) {
        let folder = try Fixtures.scratchFolder(["screen.xml": xml, "theme.css": css])
        let backend = UIKitLayoutBackend(builder: builder, textMeasurement: measurement)
        let screen = StyledViews(layoutPath: folder.appendingPathComponent("screen.xml").path,
                                 stylesheetPaths: [folder.appendingPathComponent("theme.css").path], backend: backend)
        return (screen, backend)
    }

    @Test func aDocumentBecomesUIKitViewsWithOutletsAndGivenValues() throws {
        let builder = ViewBuilder()
        builder.register(AvatarView.self) { AvatarView(frame: .zero) }
        let (screen, backend) = try styled(builder: builder)
        let built = try #require(backend.built)
        #expect(built.rootView is LiveryLayoutView)
        #expect(built.view("avatar", as: AvatarView.self) != nil, "implementation= builds the registered class")
        let name = try #require(built.view("name", as: UILabel.self))
        #expect(name.text == "Ada Lovelace")
        #expect(name.livery.styleClasses == ["name"])
        let send = try #require(built.view("send", as: UIButton.self))
        #expect(send.buttonType == .custom)
        #expect(send.title(for: .normal) == "Send")
        #expect(send.isSelected)
        #expect(built.view("photo", as: UIImageView.self)?.image?.loadedName == "sunset.png")
        let unknown = try #require(built.diagnostics.first)
        #expect(unknown.id == LayoutDiagnosticID.unknownClass)
        #expect(unknown.span.start.line == 15, "\(unknown)")
        #expect(built.objects["unknown"] is UIView, "an unknown element is built as a plain view")
        #expect(!screen.hasErrors)
    }

    @Test func aMissingImageIsAPositionedDiagnosticAndTheRestIsBuilt() throws {
        let xml = """
            <view id="screen">
              <label id="title">Inbox</label>
              <imageView id="photo" image="no-such-image"
                         style="height: 30;"/>
            </view>
            """
        let (_, backend) = try styled(xml)
        let built = try #require(backend.built)
        let photo = try #require(built.view("photo", as: UIImageView.self), "the image view is still built")
        #expect(photo.image == nil)
        #expect(built.view("title", as: UILabel.self)?.text == "Inbox")
        let missing = try #require(built.diagnostics.first { $0.message.contains("no-such-image") })
        #expect(missing.severity == .warning)
        #expect(missing.id == LayoutDiagnosticID.unusableValue)
        #expect(missing.span.start.line == 3, "\(missing)")
        #expect(missing.message.contains("no image named 'no-such-image'"), "\(missing.message)")
    }

    @Test func flexboxFramesAreSetOnTheViews() throws {
        let builder = ViewBuilder()
        builder.register(AvatarView.self) { AvatarView(frame: .zero) }
        let (_, backend) = try styled(builder: builder)
        let built = try #require(backend.built)
        let root = try #require(built.rootView)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let avatar = try #require(built.view("avatar", as: AvatarView.self))
        #expect(avatar.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        let name = try #require(built.view("name", as: UILabel.self))
        #expect(close(name.frame.origin.x, 44))
        #expect(close(name.frame.width, 390 - 20 - 44), "flex-grow takes the rest of the row")
        let send = try #require(built.view("send", as: UIButton.self))
        #expect(close(send.frame.origin.x, 10) && close(send.frame.origin.y, 10 + 44 + 8))
        #expect(close(send.frame.width, 80))
    }

    /// A view that measures as the size it is offered (as many custom views do), or as a
    /// size that is not finite.
    final class GreedyView: UIView {
        var answer: CGSize?
        override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 10) }
        override func sizeThatFits(_ size: CGSize) -> CGSize { answer ?? size }
    }

    /// What a view measures is bounded as lengths are: the offered
    /// `greatestFiniteMagnitude`, an infinity or a NaN once summed to frames that were not
    /// finite, which UIKit raises on.
    @Test(arguments: [nil, CGSize(width: CGFloat.infinity, height: .infinity), CGSize(width: CGFloat.nan, height: .nan)])
    func aViewThatMeasuresWithoutBoundsGetsAFiniteFrame(_ answer: CGSize?) throws {
        let builder = ViewBuilder()
        builder.register(GreedyView.self) {
            let view = GreedyView(frame: .zero)
            view.answer = answer
            return view
        }
        let xml = """
            <view id="screen" style="align-items: flex-start;">
              <view implementation="GreedyView" id="greedy"/>
              <label id="after">After</label>
            </view>
            """
        let (_, backend) = try styled(xml, builder: builder, measurement: .uikit)
        let built = try #require(backend.built)
        let greedy = try #require(built.view("greedy", as: GreedyView.self))
        let after = try #require(built.view("after", as: UILabel.self))
        for view in [greedy, after] {
            let frame = view.frame
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            #expect(finite, "\(frame)")
        }
        #expect(greedy.frame.height <= CGFloat(ValueBounds.length))
        #expect(after.frame.minY == greedy.frame.maxY, "the label follows the measured view")
    }

    @Test func theLayoutViewRelaysOutWhenContentChanges() throws {
        let (_, backend) = try styled(css: ".name { numberOfLines: 0; }", measurement: .uikit)
        let built = try #require(backend.built)
        let root = try #require(built.rootView as? LiveryLayoutView)
        let window = UIKitTesting.window(root)
        root.frame = window.bounds
        root.layoutIfNeeded()
        let passes = root.layoutPassCount
        let send = try #require(built.view("send", as: UIButton.self))
        let before = send.frame
        let name = try #require(built.view("name", as: UILabel.self))
        #expect(name.frame.height == name.sizeThatFits(CGSize(width: name.frame.width, height: .greatestFiniteMagnitude)).height
                || name.frame.height == 44, "measured by UIKit, stretched to the row")
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        root.layoutIfNeeded()
        #expect(root.layoutPassCount == passes + 1)
        #expect(close(name.frame.width, 300 - 20 - 44))
        #expect(close(send.frame.origin.y, before.origin.y))

    }

    @Test func aViewWhoseContentChangedIsMeasuredAgainWhenItSaysSo() throws {
        let xml = """
            <view id="screen" style="padding: 10;">
              <label id="note" style="numberOfLines: 0;">Short</label>
              <view id="below" style="height: 20;"/>
            </view>
            """
        let (_, backend) = try styled(xml, measurement: .uikit)
        let built = try #require(backend.built)
        let root = try #require(built.rootView as? LiveryLayoutView)
        let window = UIKitTesting.window(root)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
        root.layoutIfNeeded()
        let note = try #require(built.view("note", as: UILabel.self))
        let below = try #require(built.view("below"))
        let oneLine = note.frame.height
        let passes = root.layoutPassCount

        note.text = String(repeating: "Ada Lovelace wrote the first program. ", count: 4)
        root.layoutIfNeeded()
        #expect(root.layoutPassCount == passes, "UIKit tells a frame layout nothing of new text")
        note.livery.contentDidChange()
        root.layoutIfNeeded()
        #expect(root.layoutPassCount == passes + 1)
        #expect(note.frame.height > oneLine * 2, "\(note.frame) after \(oneLine)")
        #expect(below.frame.minY == note.frame.maxY, "what follows moves down")
        _ = window
    }

    @Test func aGradientBackgroundFillsItsViewAfterLayoutAndReadsBack() throws {
        let xml = """
            <view id="screen">
              <view id="banner" style="height: 80; background: linear-gradient(to right, #ff0000, #0000ff);"/>
            </view>
            """
        let (_, backend) = try styled(xml)
        let built = try #require(backend.built)
        let root = try #require(built.rootView as? LiveryLayoutView)
        let window = UIKitTesting.window(root)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        let banner = try #require(built.view("banner"))
        let layer = try #require(ViewBackground.gradientLayer(of: banner))
        #expect(banner.frame.size == CGSize(width: 320, height: 80))
        #expect(layer.frame == banner.bounds, "the gradient follows the frame Livery gave the view")
        #expect(layer.colors?.count == 2)
        #expect(close(layer.startPoint.x, 0) && close(layer.startPoint.y, 0.5), "\(layer.startPoint)")
        #expect(close(layer.endPoint.x, 1) && close(layer.endPoint.y, 0.5), "\(layer.endPoint)")
        guard case .gradient(let gradient)? = ViewBackground.binding.read(banner, []) as? ViewBackground.Fill else {
            Issue.record("the binding reads the gradient back")
            return
        }
        #expect(gradient.colors.count == 2)

        root.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        root.layoutIfNeeded()
        #expect(layer.frame.width == 200)
        _ = window
    }

    @Test func safeAreaAndMarginsInsetTheLayout() throws {
        let root = LiveryLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: .zero)
        root.addSubview(child)
        let styler = UIKitTesting.style(UIKitTesting.window(root), "UIView UIView { height: 10; }")
        root.layoutMargins = UIEdgeInsets(top: 5, left: 7, bottom: 0, right: 3)
        root.usesLayoutMargins = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 7, y: 5, width: 190, height: 10))
        _ = styler
    }

    /// `<layout useSafeAreaInsets useDefaultMargins>` (InterfaCSS's attributes) turn the
    /// root layout view's insets on; a value that is no boolean is a positioned error.
    @Test func layoutAttributesChooseTheInsets() throws {
        let xml = """
            <layout useSafeAreaInsets="YES" useDefaultMargins="true"><view><view id="child"/></view></layout>
            """
        let (screen, backend) = try styled(xml, css: "#child { height: 10; }")
        let root = try #require(backend.built?.rootView as? LiveryLayoutView)
        #expect(root.usesSafeAreaInsets && root.usesLayoutMargins)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.layoutMargins = UIEdgeInsets(top: 5, left: 7, bottom: 0, right: 3)
        root.layoutIfNeeded()
        #expect(backend.built?.view("child")?.frame == CGRect(x: 7, y: 5, width: 190, height: 10))
        #expect(!screen.hasErrors, "\(screen.diagnostics)")

        let (plain, plainBackend) = try styled("""
            <layout useSafeAreaInsets="sometimes"><view/></layout>
            """)
        let view = try #require(plainBackend.built?.rootView as? LiveryLayoutView)
        #expect(!view.usesSafeAreaInsets && !view.usesLayoutMargins)
        let error = try #require(plain.diagnostics.first { $0.id == LayoutDiagnosticID.invalidBoolean })
        #expect(error.location.line == 1 && error.location.column == 28, "\(error)")
    }

    @Test func aViewAddedToALayoutViewIsStyledAndLaidOut() throws {
        let root = LiveryLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let styler = UIKitTesting.style(UIKitTesting.window(root), ".late { height: 30; alpha: 0.5; } .late UILabel { numberOfLines: 3; }")
        let late = UIView(frame: .zero)
        late.livery.addStyleClass("late")
        let label = UILabel(frame: .zero)
        late.addSubview(label)
        root.addSubview(late)
        styler.restyleIfNeeded()
        #expect(late.alpha == 0.5)
        #expect(label.numberOfLines == 3, "its subtree too")
        root.layoutIfNeeded()
        #expect(late.frame.size == CGSize(width: 200, height: 30))
    }

    @Test func aScrollViewScrollsOverItsLaidOutChildren() throws {
        let xml = """
            <scrollView id="list">
              <view style="height: 600;"/>
              <view style="height: 700;"/>
            </scrollView>
            """
        let (_, backend) = try styled(xml)
        let list = try #require(backend.built?.view("list", as: UIScrollView.self))
        #expect(list.contentSize.height == 1300)
    }

    @Test func cellsFromAPrototypeAreBuiltStyledAndRestyledAsTheyAreConfigured() async throws {
        let xml = """
            <layout>
              <style>
                #messages UITableViewCell { selectionStyle: none; }
                .message #sender { textColor: #000000; }
                .message.unread #sender { textColor: #336699; }
              </style>
              <view id="inbox">
                <tableView id="messages">
                  <tableViewCell prototype="message" class="message">
                    <label id="sender"/>
                    <label id="preview" style="numberOfLines: 2;"/>
                  </tableViewCell>
                </tableView>
              </view>
            </layout>
            """
        let folder = try Fixtures.scratchFolder(["inbox.xml": xml])
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        _ = UIKitTesting.window(host)
        let styler = Styler()
        var built: BuiltLayout?
        await styler.showLayout(folder.appendingPathComponent("inbox.xml").path, in: host) { built = $0 }
        let layout = try #require(built)
        let table = try #require(layout.view("messages", as: UITableView.self))
        #expect(table.subviews.allSatisfy { String(describing: type(of: $0)).hasPrefix("_") },
                "a prototype is not a view of the tree (the table's subviews are UIKit's own parts)")
        let cell = try #require(layout.dequeueCell("message", from: table, styler: styler))
        let sender = try #require(cell.view("sender", as: UILabel.self))
        sender.text = "Ada Lovelace"
        #expect(sender.superview === cell.contentView)
        #expect(cell.selectionStyle == .none, "styled as a cell of #messages before it is on screen")
        #expect(UIKitTesting.rgba(sender.textColor) == [0, 0, 0, 1], "the layout's own <style> applies to its cells")
        #expect(cell.view("preview", as: UILabel.self)?.numberOfLines == 2)
        cell.livery.addStyleClass("unread")
        styler.restyleIfNeeded()
        #expect(UIKitTesting.rgba(sender.textColor) == PropertySamples.blue)
        let second = try #require(layout.dequeueCell("message", from: table, styler: styler))
        #expect(second !== cell)
        #expect(UIKitTesting.rgba(second.view("sender", as: UILabel.self)?.textColor) == [0, 0, 0, 1])

        // Dequeued without naming a styler: the one that showed the layout styles it. A class
        // given while configuring it is applied before UIKit lays it out for display.
        let third = try #require(layout.dequeueCell("message", from: table))
        let thirdSender = try #require(third.view("sender", as: UILabel.self))
        #expect(UIKitTesting.rgba(thirdSender.textColor) == [0, 0, 0, 1], "styled by the layout's styler, with its <style>")
        third.livery.addStyleClass("unread")
        third.setNeedsLayout()
        third.layoutIfNeeded()
        #expect(UIKitTesting.rgba(thirdSender.textColor) == PropertySamples.blue, "before its first layout, not a run-loop turn later")
    }

    /// A shown layout's first pass runs before its root is in the host, with the host as the
    /// root's parent: selectors and stylesheet groups through the host apply from the start.
    @Test func aShownLayoutMatchesSelectorsAndGroupsThroughItsHost() async throws {
        let folder = try Fixtures.scratchFolder(["screen.xml": "<view><label id=\"title\">Inbox</label></view>"])
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        host.livery.addStyleClass("inbox")
        host.livery.styleSheetGroups = ["scoped"]
        let window = UIKitTesting.window(host)
        let styler = Styler()
        styler.loadStyleSheet(".inbox UILabel { numberOfLines: 2; }", named: "app.css")
        styler.loadStyleSheet("UILabel { textAlignment: center; }", named: "scoped.css", group: "scoped")
        styler.style(window)
        var title: UILabel?
        let hosted = await styler.showLayout(folder.appendingPathComponent("screen.xml").path, in: host) { title = $0.view("title") }
        #expect(title?.window === window)
        #expect(title?.numberOfLines == 2, "a descendant selector through the host")
        #expect(title?.textAlignment == .center, "the host's stylesheet group")
        _ = hosted
    }

    /// Each shown layout's `<style>` blocks are its own, also beside a layout of the same
    /// file name from another folder.
    @Test func layoutsOfTheSameFileNameKeepTheirOwnStyleBlocks() async throws {
        func layout(_ lines: Int) throws -> String {
            let xml = "<layout><style>UILabel { numberOfLines: \(lines); }</style><view><label id=\"t\"/></view></layout>"
            return try Fixtures.scratchFolder(["header.xml": xml]).appendingPathComponent("header.xml").path
        }
        let hostA = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let hostB = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        let window = UIKitTesting.window(hostA, hostB)
        let styler = Styler()
        var first: UILabel?, second: UILabel?
        let shownA = await styler.showLayout(try layout(2), in: hostA) { first = $0.view("t") }
        let shownB = await styler.showLayout(try layout(3), in: hostB) { second = $0.view("t") }
        #expect(second?.numberOfLines == 3)
        #expect(first?.numberOfLines == 2, "the second layout's block does not reach the first's views")
        _ = (window, shownA, shownB)
    }

    /// A layout that is gone stops following the sheets: showing layout after layout does
    /// not grow what every sheet reload calls.
    @Test func layoutsThatAreGoneStopObservingTheSheets() async throws {
        let folder = try Fixtures.scratchFolder(["s.xml": "<view/>"])
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let window = UIKitTesting.window(host)
        let styler = Styler()
        let before = styler.reloading.observerCount
        for _ in 0..<10 { _ = await styler.showLayout(folder.appendingPathComponent("s.xml").path, in: host) }
        let kept = await styler.showLayout(folder.appendingPathComponent("s.xml").path, in: host)
        #expect(styler.reloading.observerCount <= before + 2, "\(styler.reloading.observerCount) observers")
        _ = (window, kept)
    }

    /// A rotation tells the styler after a layout at the new size: a pseudo class that
    /// reads a view's bounds sees the rotated frame.
    @Test func aBoundsPseudoClassSeesTheFramesOfTheRotatedLayout() {
        let badge = UIView(frame: .zero)
        badge.livery.addStyleClass("badge")
        let content = LiveryLayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        content.addSubview(badge)
        let window = UIKitTesting.window(content)
        let styler = Styler()
        styler.registerPseudoClass("wide") { view, _ in view.bounds.width > 600 }
        styler.loadStyleSheet(".badge { height: 20; } .badge:wide { alpha: 0.5; height: 40; }", named: "wide.css")
        styler.style(window)
        content.layoutIfNeeded()
        #expect(badge.alpha == 1)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        content.frame = window.bounds
        content.layoutIfNeeded()
        styler.restyleIfNeeded()
        #expect(badge.frame.width == 844)
        #expect(badge.alpha == 0.5, "matched against the rotated frame")
        #expect(badge.frame.height == 40, "and laid out again with what that selected")
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        content.frame = window.bounds
        content.layoutIfNeeded()
        styler.restyleIfNeeded()
        #expect(badge.alpha == 1 && badge.frame.height == 20, "and back")
    }

    /// A class that changes only what Livery's layout reads lays the views out again.
    @Test func aRestyleThatChangesOnlyLayoutPropertiesLaysOutAgain() {
        let root = LiveryLayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let row = UIView(frame: .zero)
        row.livery.addStyleClass("row")
        root.addSubview(row)
        let styler = UIKitTesting.style(UIKitTesting.window(root), ".row { height: 44; } .row.expanded { height: 120; }")
        root.layoutIfNeeded()
        #expect(row.frame.height == 44)
        row.livery.addStyleClass("expanded")
        styler.restyleIfNeeded()
        root.layoutIfNeeded()
        #expect(row.frame.height == 120)
    }

    /// A layout view inside another's layout keeps taking the frames the outer pass gives.
    @Test func aNestedLayoutViewFollowsItsParentsLayout() {
        let outer = LiveryLayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let inner = LiveryLayoutView(frame: .zero)
        inner.livery.addStyleClass("inner")
        outer.addSubview(inner)
        _ = UIKitTesting.style(UIKitTesting.window(outer), ".inner { height: 100; }")
        outer.layoutIfNeeded()
        inner.layoutIfNeeded()
        #expect(inner.frame.width == 390)
        outer.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        outer.layoutIfNeeded()
        #expect(inner.frame.width == 844)
    }

    /// A prototype's content is checked when the layout is built: a class not registered
    /// inside a cell is a diagnostic of the shown layout.
    @Test func aPrototypesUnknownClassIsADiagnosticOfTheLayout() async throws {
        let folder = try Fixtures.scratchFolder(["list.xml": """
            <view><tableView id="list"><tableViewCell prototype="row"><widget id="w"/></tableViewCell></tableView></view>
            """])
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let window = UIKitTesting.window(host)
        let styler = Styler()
        let hosted = await styler.showLayout(folder.appendingPathComponent("list.xml").path, in: host, builder: ViewBuilder())
        let unknown = hosted.diagnostics.filter { $0.id == LayoutDiagnosticID.unknownClass }
        #expect(unknown.count == 1, "\(hosted.diagnostics)")
        #expect(unknown.first?.span.start.line == 1)
        _ = window
    }

    /// A layout whose first version cannot be shown is listed over the app even when
    /// nothing is styled yet, and the panel goes when the switch is turned off.
    @Test func aLayoutThatCannotBeShownIsListedOverTheApp() async throws {
        let folder = try Fixtures.scratchFolder(["other.xml": "<view/>"])
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let window = UIKitTesting.window(host)
        let styler = Styler()
        styler.showsDiagnosticsOverlay = true
        let hosted = await styler.showLayout(folder.appendingPathComponent("missing.xml").path, in: host)
        #expect(hosted.diagnostics.contains { $0.severity == .error })
        let overlay = try #require(window.subviews.first { $0 is DiagnosticsOverlay })
        #expect(overlay.autoresizingMask.contains(.flexibleWidth), "it follows the window's size")
        styler.showsDiagnosticsOverlay = false
        #expect(!window.subviews.contains { $0 is DiagnosticsOverlay })
    }

    final class MeterView: UIView {
        var level = 0
    }

    /// The first pass over a shown layout runs before its root is in the host: it still uses
    /// the styler's registered properties and reports its problems to the styler.
    @Test func aShownLayoutsFirstPassUsesTheStylersPropertiesAndReportsItsProblems() async throws {
        let folder = try Fixtures.scratchFolder(["meter.xml": """
            <view><view implementation="MeterView" id="meter"/><imageView id="photo"/></view>
            """])
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let window = UIKitTesting.window(host)
        let builder = ViewBuilder()
        builder.register(MeterView.self) { MeterView(frame: .zero) }
        let styler = Styler()
        styler.registerProperty("level", type: .number, on: MeterView.self) { view, value in
            if case .number(let level)? = value { view.level = Int(level) } else { view.level = 0 }
        }
        styler.loadStyleSheet("MeterView { level: 4; } UIImageView { image: no-such-image.png; }", named: "meter.css")
        var built: BuiltLayout?
        let hosted = await styler.showLayout(folder.appendingPathComponent("meter.xml").path, in: host, builder: builder) { built = $0 }
        let meter = try #require(built?.view("meter", as: MeterView.self))
        #expect(meter.level == 4)
        #expect(styler.problems.contains { $0.message.contains("no-such-image") }, "\(styler.problems)")
        _ = (window, hosted)
    }

    /// `connect(to:)` in one line: what the app loaded from its resources follows the files
    /// the dev server serves (here the same protocol's file source over a "served" folder).
    @Test func oneCallMakesLoadedSheetsAndShownLayoutsFollowTheServedFolder() async throws {
        let bundled = try Fixtures.scratchFolder([
            "base.css": "@accent: #ff0000;\n",
            "app.css": "UILabel { textColor: @accent; numberOfLines: 2; }\n",
            "screen.xml": "<view><label id=\"title\">Bundled</label></view>",
        ])
        let served = try Fixtures.scratchFolder([
            "base.css": "@accent: #0000ff;\n",
            "app.css": "UILabel { textColor: @accent; numberOfLines: 3; }\n",
            "screen.xml": "<view><label id=\"title\">Served</label></view>",
        ])
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let window = UIKitTesting.window(host)
        let styler = Styler()
        styler.loadStyleSheet(at: bundled.appendingPathComponent("base.css"))
        styler.loadStyleSheet(at: bundled.appendingPathComponent("app.css"))
        let source = try await follow(served, with: styler)
        defer { source.stop() }
        let (hosted, title) = await showScreen(of: bundled, in: host, styler: styler)
        #expect(title.label?.text == "Served", "the layout comes from the served folder")
        #expect(title.label?.numberOfLines == 3)
        #expect(UIKitTesting.rgba(title.label?.textColor) == [0, 0, 1, 1], "app.css sees the served base.css's variable")
        #expect(styler.reloading.locations.count == 2, "the sheets keep their places; none is added")

        try saveByRename(served.appendingPathComponent("base.css").path, "@accent: #00ff00;\n")
        #expect(await eventually { UIKitTesting.rgba(title.label?.textColor) == [0, 1, 0, 1] })
        try saveByRename(served.appendingPathComponent("screen.xml").path, "<view><label id=\"title\">Saved</label></view>")
        #expect(await eventually { title.label?.text == "Saved" })
        #expect(title.label?.numberOfLines == 3)
        _ = (window, hosted)
    }

    /// `styler` following `served` as the dev server serving the app's resources would.
    func follow(_ served: URL, with styler: Styler) async throws -> WatchedFileSource {
        let source = try WatchedFileSource()
        await styler.follow(source) { location in served.appendingPathComponent(Styler.fileName(location) ?? "").path }
        return source
    }

    /// The outlet `title` of a shown layout, across rebuilds.
    final class TitleOutlet {
        var label: UILabel?
    }

    /// `bundled`'s `screen.xml` shown in `host`.
    func showScreen(of bundled: URL, in host: UIView, styler: Styler) async -> (HostedLayout, TitleOutlet) {
        let title = TitleOutlet()
        let hosted = await styler.showLayout(bundled.appendingPathComponent("screen.xml").path, in: host) { built in
            title.label = built.view("title")
        }
        return (hosted, title)
    }

    /// A layout shown after `connect(to:)` whose server does not have it (yet): the app's own
    /// copy is on screen, not an empty host, and the server's first save replaces it.
    @Test func aLayoutTheServerLacksShowsTheAppsCopyUntilTheServerHasIt() async throws {
        let bundled = try Fixtures.scratchFolder(["screen.xml": "<view><label id=\"title\">Bundled</label></view>"])
        let served = try Fixtures.scratchFolder(["other.css": "UILabel { numberOfLines: 3; }\n"])
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let window = UIKitTesting.window(host)
        let styler = Styler()
        let source = try await follow(served, with: styler)
        defer { source.stop() }
        let (hosted, title) = await showScreen(of: bundled, in: host, styler: styler)
        #expect(title.label?.text == "Bundled", "the app's own copy while the server has none")
        #expect(title.label?.window === window)

        try saveByRename(served.appendingPathComponent("screen.xml").path, "<view><label id=\"title\">Served</label></view>")
        #expect(await eventually { title.label?.text == "Served" }, "the layout still follows the server")
        _ = hosted
    }

    @Test func aReloadedLayoutRebuildsAndRebindsOutletsAndABrokenOneKeepsTheOld() async throws {
        let folder = try Fixtures.scratchFolder(["screen.xml": "<view><label id=\"title\">One</label></view>"])
        let path = folder.appendingPathComponent("screen.xml").path
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let window = UIKitTesting.window(host)
        let styler = Styler()
        styler.showsDiagnosticsOverlay = true
        styler.loadStyleSheet("UILabel { numberOfLines: 2; }", named: "app.css")
        let source = try WatchedFileSource()
        var title: UILabel?
        let hosted = await styler.showLayout(path, in: host, from: source) { built in
            title = built.view("title")
        }
        #expect(title?.text == "One")
        #expect(title?.numberOfLines == 2)
        #expect(title?.window === window)
        let first = title

        try saveByRename(path, "<view><label id=\"title\">Two</label><label>more</label></view>")
        #expect(await eventually { title?.text == "Two" })
        #expect(title !== first, "the outlet points at the new view")
        #expect(first?.superview?.superview == nil, "the old tree left the host")
        #expect(title?.numberOfLines == 2)

        try saveByRename(path, "<view><label id=\"title\">Three</label>")
        #expect(await eventually { hosted.diagnostics.contains { $0.severity == .error } })
        #expect(title?.text == "Two", "the last good version stays")
        let error = try #require(hosted.diagnostics.first { $0.severity == .error })
        #expect(error.description.contains("screen.xml:1:"))
        let overlay = try #require(window.subviews.first { $0 is DiagnosticsOverlay } as? DiagnosticsOverlay)
        #expect(overlay.lines.first?.contains("screen.xml:1:") == true, "\(overlay.lines)")

        try saveByRename(path, "<view><label id=\"title\">Four</label></view>")
        #expect(await eventually { title?.text == "Four" })
        #expect(!window.subviews.contains { $0 is DiagnosticsOverlay }, "a good version takes the overlay away")
        source.stop()
    }
}

/// Whether two coordinates agree to a millionth of a point (UIKit keeps a view's frame as
/// its center and bounds, so a frame read back may differ in the last bits).
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

#endif
