#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
@testable import LiveryUIKit
import Testing

/// A cell's own labels and image view are mutually exclusive with a content configuration:
/// styling a configured cell never reaches for them (which would make legacy content), and
/// a classic cell's are styled as before.
@MainActor
struct CellConfigurationTests {
    static let blue = PropertySamples.blue

    @Test func aConfiguredCellKeepsItsConfigurationAndAClassicCellItsLabels() {
        let configured = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        var content = configured.defaultContentConfiguration()
        content.text = "Row"
        configured.contentConfiguration = content
        let classic = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        classic.frame = CGRect(x: 0, y: 44, width: 320, height: 44)
        _ = UIKitTesting.style(UIKitTesting.window(configured, classic), """
            UITableViewCell {
                backgroundColor: #336699;
                textLabel.textColor: #336699; detailTextLabel.textColor: #336699; imageView.tintColor: #336699;
            }
            """)
        #expect((configured.contentConfiguration as? UIListContentConfiguration)?.text == "Row",
                "the configuration is the cell's content still")
        #expect(UIKitTesting.rgba(configured.backgroundColor) == Self.blue, "the cell itself is styled")
        #expect(UIKitTesting.rgba(classic.textLabel?.textColor) == Self.blue)
        #expect(UIKitTesting.rgba(classic.detailTextLabel?.textColor) == Self.blue)
    }

    @Test func aConfiguredHeaderKeepsItsConfiguration() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "section")
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 28)
        var content = header.defaultContentConfiguration()
        content.text = "Inbox"
        header.contentConfiguration = content
        _ = UIKitTesting.style(UIKitTesting.window(header),
                               "UITableViewHeaderFooterView { textLabel.textColor: #336699; detailTextLabel.textColor: #336699; }")
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox")
    }
}
#endif
