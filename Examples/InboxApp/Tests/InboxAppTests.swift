#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import Livery
@testable import LiveryUIKit
import Testing

/// The example app's inbox screen, built from its bundle resources into (stand-in) views:
/// the layout and the sheets load, the table's cells come from the prototype and are styled
/// per message, and dark mode and Dynamic Type reach the views.
@MainActor
struct InboxAppTests {
    /// The scene delegate's set-up, with a styler of the test's own.
    func showInbox() async throws -> (UIWindow, InboxViewController, Styler) {
        let resources = try #require(Bundle.module.url(forResource: "Resources", withExtension: nil))
        let styler = Styler()
        let diagnostics = styler.loadStyleSheet(at: resources.appendingPathComponent("inbox.css"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let window = UIWindow(windowScene: UIWindowScene())
        let inbox = InboxViewController(resources: resources, styler: styler)
        window.rootViewController = inbox
        styler.style(window)
        await inbox.showInbox()
        return (window, inbox, styler)
    }

    @Test func theInboxShowsItsMessagesInCellsFromThePrototype() async throws {
        let (_, inbox, _) = try await showInbox()
        let table = try #require(inbox.messagesTable)
        #expect(table.visibleCells.count == Message.samples.count)
        let first = try #require(table.visibleCells.first as? LiveryTableViewCell)
        #expect(first.view("sender", as: UILabel.self)?.text == "Ada Lovelace")
        #expect(first.view("initials", as: UILabel.self)?.text == "AL")
        #expect(first.livery.hasStyleClass("unread"))
        #expect(first.view("sender", as: UILabel.self)?.font.fontDescriptor.symbolicTraits.contains(.traitBold) == true, "unread senders are bold")
        let second = try #require(table.visibleCells[1] as? LiveryTableViewCell)
        #expect(second.view("sender", as: UILabel.self)?.font.fontDescriptor.symbolicTraits.contains(.traitBold) == false)
        #expect(first.view("dot")?.isHidden == false)
        #expect(second.view("dot")?.isHidden == true)
        #expect(table.rowHeight == 76)
    }

    @Test func cellContentIsLaidOutByTheMessageRules() async throws {
        let (_, inbox, _) = try await showInbox()
        let cell = try #require(inbox.messagesTable?.visibleCells.first as? LiveryTableViewCell)
        cell.layoutIfNeeded()
        let avatar = try #require(cell.view("initials", as: UILabel.self)?.superview)
        #expect(avatar.frame.size == CGSize(width: 44, height: 44))
        #expect(avatar.frame.origin == CGPoint(x: 12, y: 12), "the message's padding")
        let sender = try #require(cell.view("sender", as: UILabel.self))
        let bodyX = try #require(sender.superview?.frame.origin.x)
        #expect(abs(bodyX - (12 + 44 + 12)) < 1e-6, "the body follows the avatar and its margin")
    }

    @Test func darkModeAndDynamicTypeReachTheCells() async throws {
        let (window, inbox, styler) = try await showInbox()
        let cell = try #require(inbox.messagesTable?.visibleCells.first as? LiveryTableViewCell)
        let preview = try #require(cell.view("preview", as: UILabel.self))
        #expect(preview.font.pointSize == 13)
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        styler.restyleIfNeeded()
        #expect(preview.font.pointSize > 13)
        let sender = try #require(cell.view("sender", as: UILabel.self))
        let light = sender.textColor.map { $0.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) }
        window.overrideUserInterfaceStyle = .dark
        styler.restyleIfNeeded()
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = sender.textColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red > 0.8 && green > 0.8, "labels turn light on the dark background (#e6e9ee)")
        #expect(light != nil)
    }

    /// Cells dequeued after a text size change are styled, before they are in the table,
    /// for the table's traits.
    @Test func cellsDequeuedAfterATextSizeChangeTakeTheTablesTextSize() async throws {
        let (window, inbox, styler) = try await showInbox()
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        styler.restyleIfNeeded()
        let table = try #require(inbox.messagesTable)
        let before = Set(table.visibleCells.map(ObjectIdentifier.init))
        table.reloadData()
        styler.restyleIfNeeded()
        let cell = try #require(table.visibleCells.last as? LiveryTableViewCell)
        #expect(!before.contains(ObjectIdentifier(cell)) || table.visibleCells.count == before.count)
        #expect((cell.view("preview", as: UILabel.self)?.font.pointSize ?? 0) > 13)
    }
}

/// The app bundles copies of the bundled inbox's sheets (resources cannot point outside
/// the app): they stay the same files.
struct InboxAppResourceTests {
    @Test(arguments: ["inbox.css", "theme.css"])
    func theAppsSheetsAreTheBundledInboxSheets(_ name: String) throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let app = try String(contentsOf: repository.appendingPathComponent("Sources/InboxApp/Resources/\(name)"), encoding: .utf8)
        let bundled = try String(contentsOf: repository.appendingPathComponent("../Inbox/\(name)"), encoding: .utf8)
        #expect(app == bundled, "Examples/InboxApp/Sources/InboxApp/Resources/\(name) differs from Examples/Inbox/\(name): copy it again")
    }
}
#endif
