#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import Testing

/// UIKit copies an attributed string when it is set (the text properties are `@NSCopying`),
/// so a mutable string changed afterwards leaves the view's text as it was: the originals the
/// text bindings keep stay what the view showed. On Linux this checks that the stand-in
/// copies as UIKit does; in Xcode, UIKit itself.
@MainActor
struct AttributedTextCopyTests {
    @Test func aMutableStringChangedAfterItWasSetLeavesTheViewsTextAlone() {
        let label = UILabel(frame: .zero)
        let field = UITextField(frame: .zero)
        let textView = UITextView(frame: .zero)
        let draft = NSMutableAttributedString(string: "draft")
        label.attributedText = draft
        field.attributedText = draft
        field.attributedPlaceholder = draft
        textView.attributedText = draft
        draft.append(NSAttributedString(string: " changed"))
        #expect(label.attributedText?.string == "draft")
        #expect(label.text == "draft")
        #expect(field.attributedText?.string == "draft")
        #expect(field.text == "draft")
        #expect(field.attributedPlaceholder?.string == "draft")
        #expect(textView.attributedText.string == "draft")
        #expect(textView.text == "draft")
    }

    @Test func plainAndAttributedTextStillReplaceEachOther() {
        let label = UILabel(frame: .zero)
        label.attributedText = NSAttributedString(string: "one")
        label.text = "two"
        #expect(label.attributedText?.string == "two")
        let textView = UITextView(frame: .zero)
        textView.attributedText = NSAttributedString(string: "three")
        textView.attributedText = nil
        #expect(textView.text == "")
        textView.text = "four"
        #expect(textView.attributedText.string == "four")
    }
}
#endif
