#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Livery
import LiveryUIKit

/// The inbox screen: `inbox-app.xml` built into views and styled by `inbox.css`, its
/// messages in a table whose cells come from the layout's "message" prototype. Dark mode
/// and Dynamic Type follow the system (the sheets say how); in debug builds the layout and
/// the sheets follow `livery serve` (see `SceneDelegate`).
final class InboxViewController: UIViewController, UITableViewDataSource {
    /// Where `inbox-app.xml` and the sheets are (the app's bundle resources).
    let resources: URL
    let styler: Styler
    var messages = Message.samples
    /// The layout in effect, rebuilt when the layout file changes during live reload.
    private(set) var layout: BuiltLayout?
    /// The shown layout, kept so that it goes on following its file.
    private var hosted: HostedLayout?
    /// Outlets, bound again after every rebuild.
    private(set) weak var messagesTable: UITableView?

    init(resources: URL, styler: Styler = .shared) {
        self.resources = resources
        self.styler = styler
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("InboxViewController is made in code")
    }

    /// The path of a resource.
    func path(_ name: String) -> String { resources.appendingPathComponent(name).path }

    /// Builds the screen into the view (from the live source in debug builds, when given).
    /// Shows `inbox-app.xml` (following the dev server after `Styler.connect(to:)`).
    func showInbox() async {
        hosted = await styler.showLayout(path("inbox-app.xml"), in: view) { [weak self] built in
            self?.bind(built)
        }
    }

    /// Points the outlets at a newly built layout.
    private func bind(_ built: BuiltLayout) {
        layout = built
        messagesTable = built.view("messages")
        messagesTable?.dataSource = self
        messagesTable?.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = layout?.dequeueCell("message", from: tableView, styler: styler) else { return UITableViewCell() }
        let message = messages[indexPath.row]
        cell.view("sender", as: UILabel.self)?.text = message.sender
        cell.view("preview", as: UILabel.self)?.text = message.preview
        cell.view("initials", as: UILabel.self)?.text = message.initials
        if message.isUnread != cell.livery.hasStyleClass("unread") { cell.livery.toggleStyleClass("unread") }
        return cell
    }
}
#endif
