@testable import LiveryCore
import LiverySyntax
import LiveryTestSupport
import Testing

/// The did-you-mean candidate lists a catalog keeps stay bounded, however many sets of
/// classes the rules that meet unknown properties name.
struct SuggestionCandidatesTests {
    @Test func aCatalogKeepsABoundedNumberOfListsAndStillSuggests() {
        var catalog = PropertyCatalog.standard
        catalog.registerClass("BoundedListsView", superclass: "UIView")  // a catalog of its own: an empty box
        let classes = Array(catalog.classes.keys.sorted().filter { catalog.chain(of: $0).contains("UIView") }.prefix(24))
        var pairs: [String] = []
        for first in classes { for second in classes where second != first { pairs.append("\(first), \(second)") } }
        #expect(pairs.count > SuggestionCandidates.maximumLists)
        let css = pairs.map { "\($0) { alpah: 1; }" }.joined(separator: "\n")
        // One file per rule: each file gets its own budget of searches.
        var files: [String: String] = [:]
        for (index, rule) in css.split(separator: "\n").enumerated() { files["s\(index).css"] = String(rule) }
        for (path, _) in files.sorted(by: { $0.key < $1.key }) {
            let sheet = StyleSheetLoader(sourceLoader: InMemorySourceLoader(files), catalog: catalog).load(path)
            #expect(sheet.diagnostics.map(\.message).allSatisfy { $0.hasSuffix("did you mean 'alpha'?") }, "\(path): \(sheet.diagnostics)")
        }
        #expect(catalog.suggestionLists.count == SuggestionCandidates.maximumLists)
    }
}
