#if os(iOS) || os(Linux)
/// One message of the inbox.
struct Message: Sendable {
    var sender: String
    var preview: String
    var isUnread: Bool

    /// The sender's initials, for the avatar.
    var initials: String {
        String(sender.split(separator: " ").compactMap(\.first).prefix(2))
    }

    static let samples: [Message] = [
        Message(sender: "Ada Lovelace", preview: "The analytical engine notes are ready for review.", isUnread: true),
        Message(sender: "Grace Hopper", preview: "Found the bug: it was a moth in relay 70.", isUnread: false),
        Message(sender: "Alan Turing", preview: "Can machines think? Let us meet on Thursday.", isUnread: true),
        Message(sender: "Katherine Johnson", preview: "Trajectory checked by hand. The launch window holds.", isUnread: false),
        Message(sender: "Margaret Hamilton", preview: "Priority displays saved the landing; notes inside.", isUnread: false),
    ]
}
#endif
