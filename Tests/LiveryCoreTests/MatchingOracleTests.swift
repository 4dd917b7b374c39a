import LiveryTestSupport
import LiveryCore
import LiverySyntax
import Testing

/// The matcher prunes its searches (it gives up a sibling or ancestor search as soon as no
/// other candidate can help), so that no selector makes it backtrack exponentially. These
/// tests hold it to an exhaustive reference that tries every candidate, on random trees and
/// random selectors of every combinator, and to a time it could not keep if it backtracked.
struct MatchingOracleTests {
    /// Classes are drawn from a small set so that many elements match each compound.
    static let classes = ["a", "b", "c"]

    /// A random tree of up to `count` elements, each with a random subset of `classes`.
    static func tree(_ random: inout SplitMix, count: Int) -> TestElement {
        let root = TestElement("UIView", classes: ["a"])
        var all = [root]
        for _ in 1..<count {
            let parent = all[Int(random.next() % UInt64(all.count))]
            let element = TestElement(random.next() % 4 == 0 ? "UILabel" : "UIView",
                                      classes: classes.filter { _ in random.next() % 2 == 0 })
            parent.add(element)
            all.append(element)
        }
        return root
    }

    /// A random selector of 2–6 compounds (a class or a type), joined by any combinator.
    static func selectorText(_ random: inout SplitMix) -> String {
        let parts = ["." + classes[Int(random.next() % 3)], "." + classes[Int(random.next() % 3)], "UILabel", "*"]
        let combinators = [" ", " > ", " + ", " ~ "]
        var text = parts[Int(random.next() % 2)]
        for _ in 0..<(1 + Int(random.next() % 5)) {
            text += combinators[Int(random.next() % 4)] + parts[Int(random.next() % UInt64(parts.count))]
        }
        return text
    }

    @Test func theMatcherAgreesWithAnExhaustiveSearch() throws {
        var random = SplitMix(seed: 20261127)
        let matcher = SelectorMatcher()
        var compared = 0, matched = 0
        for _ in 0..<60 {
            let root = Self.tree(&random, count: 40)
            for _ in 0..<25 {
                let text = Self.selectorText(&random)
                let selector = try #require(sheet("\(text) { alpha: 1; }").rules.first?.selectors.first, "\(text)")
                for element in root.all {
                    let expected = Reference(matcher: matcher).matches(selector, element)
                    #expect(matcher.matches(selector, element) == expected, "\(text)")
                    compared += 1
                    if expected { matched += 1 }
                }
            }
        }
        #expect(matched > compared / 20, "the cases exercise matches too: \(matched) of \(compared)")
    }

    /// Pseudo classes that count siblings (the matcher reads them from the parent's link).
    static let structural = [":first-of-type", ":last-of-type", ":only-of-type", ":nth-of-type(2n+1)",
                             ":nth-last-of-type(2)", ":nth-child(odd)", ":nth-last-child(-n+2)", ":first-child"]

    /// A random selector whose compounds may hold `:not()` of random selectors, nested up
    /// to `depth` levels, and pseudo classes that count siblings.
    static func negatingSelectorText(_ random: inout SplitMix, depth: Int) -> String {
        let combinators = [" ", " > ", " + ", " ~ "]
        func compound() -> String {
            var text = random.next() % 3 == 0 ? "UILabel" : "." + classes[Int(random.next() % 3)]
            if random.next() % 4 == 0 { text += structural[Int(random.next() % UInt64(structural.count))] }
            if depth > 0, random.next() % 3 == 0 { text += ":not(" + negatingSelectorText(&random, depth: depth - 1) + ")" }
            return text
        }
        var text = compound()
        for _ in 0..<Int(random.next() % 4) { text += combinators[Int(random.next() % 4)] + compound() }
        return text
    }

    /// `:not()` of selectors with combinators, nested, and pseudo classes that count
    /// siblings: the matcher keeps each argument's result per element for the styling pass
    /// and counts siblings once per parent; styling a tree gives what the exhaustive
    /// reference (which asks each element) gives element by element.
    @Test func negationsOfComplexSelectorsAgreeWithAnExhaustiveSearch() throws {
        try Self.compareStyledTrees(seed: 20261128, trees: 40, tree: { Self.tree(&$0, count: 30) },
                                    selector: { Self.negatingSelectorText(&$0, depth: 3) })
    }

    /// Styles each of `trees` random trees with each of ten random selectors (one sheet at
    /// a time, as a whole pass) and compares every element with the exhaustive reference.
    static func compareStyledTrees(seed: UInt64, trees: Int, tree: (inout SplitMix) -> TestElement,
                                   selector selectorText: (inout SplitMix) -> String) throws {
        var random = SplitMix(seed: seed)
        var compared = 0, matched = 0
        for _ in 0..<trees {
            let root = tree(&random)
            for _ in 0..<10 {
                let text = selectorText(&random)
                let loaded = sheet("\(text) { alpha: 0.5; }")
                let selector = try #require(loaded.rules.first?.selectors.first, "\(text)")
                let manager = StylingManager<TestElement>()
                manager.add(loaded)
                manager.style(root)
                for element in root.all {
                    let expected = Reference(matcher: SelectorMatcher()).matches(selector, element)
                    #expect((element.value("alpha") == "0.5") == expected, "\(text)")
                    compared += 1
                    if expected { matched += 1 }
                }
            }
        }
        #expect(matched > compared / 20, "the cases exercise matches too: \(matched) of \(compared)")
    }

    /// `:not()` nested in `:not()`, each walking up a 300-deep tree: without keeping each
    /// argument's result per element, every level tried the next at every candidate of its
    /// own search (four levels took over a minute; thirty-one, forever).
    @Test func nestedNegationsDoNotBacktrack() throws {
        let root = TestElement("UIView", classes: ["a"])
        var deepest = root
        for _ in 0..<300 { deepest = deepest.add(TestElement("UIView", classes: ["a"])) }
        var text = ".b .a .a"
        for _ in 0..<30 { text = ".a:not(\(text)) .a .a" }
        let loaded = sheet("\(text) { alpha: 0.5; }")
        #expect(loaded.diagnostics.isEmpty)
        let manager = StylingManager<TestElement>()
        manager.add(loaded)
        manager.style(root)
        // No `.b`: the innermost argument never matches. Each level above it matches from the
        // third element down: its `:not()` holds at the root or the root's child, where the
        // level below it cannot match (too few ancestors). So 299 of the 301 elements.
        #expect(root.all.filter { $0.value("alpha") == "0.5" }.count == 299)
    }

    /// Twenty thousand siblings of two types: `-of-type` pseudo classes counted the
    /// siblings of each element anew (over a minute); the parent's link counts them once.
    @Test(.timeLimit(.minutes(1)))
    func ofTypePositionsAreCountedOncePerParent() throws {
        let root = TestElement("UIView")
        for index in 0..<20_000 { root.add(TestElement(index % 3 == 0 ? "UIButton" : "UILabel", classes: ["a"])) }
        let loaded = sheet("""
            UILabel:first-of-type { alpha: 0.1; }
            UIButton:last-of-type { alpha: 0.2; }
            UILabel:nth-last-of-type(3) { alpha: 0.3; }
            UIButton:nth-of-type(5) { alpha: 0.4; }
            """)
        let manager = StylingManager<TestElement>()
        manager.add(loaded)
        manager.style(root)
        let styled = root.styleChildren.enumerated().compactMap { index, child in child.value("alpha").map { "\(index) \($0)" } }
        // Labels stand where index % 3 != 0, buttons where it is 0 (the last one at 19,998).
        #expect(styled == ["1 0.1", "12 0.4", "19996 0.3", "19998 0.2"])
    }

    /// A tree of wide parents: the root has 12–30 children, a third of them as many again.
    static func wideTree(_ random: inout SplitMix) -> TestElement {
        func element() -> TestElement {
            TestElement(random.next() % 4 == 0 ? "UILabel" : "UIView", classes: classes.filter { _ in random.next() % 2 == 0 })
        }
        let root = TestElement("UIView", classes: ["a"])
        for _ in 0..<(12 + Int(random.next() % 19)) {
            let child = root.add(element())
            guard random.next() % 3 == 0 else { continue }
            for _ in 0..<(12 + Int(random.next() % 19)) { child.add(element()) }
        }
        return root
    }

    /// Styling a whole tree shares each wide parent's `~` searches among its children
    /// (`SearchResults.siblings`): what each element gets is what the exhaustive
    /// reference gives it alone, for random selectors of every combinator.
    @Test func sharedSiblingSearchesAgreeWithAnExhaustiveSearch() throws {
        try Self.compareStyledTrees(seed: 20261129, trees: 30, tree: { Self.wideTree(&$0) },
                                    selector: { Self.selectorText(&$0) })
    }

    /// Twenty thousand siblings: each one's `~` search went back over all the siblings
    /// before it (`.b ~ .a` took minutes); the parent's link keeps each search's result
    /// before every child, so each candidate is tried once.
    @Test(.timeLimit(.minutes(1)))
    func siblingSearchesAreSharedAmongSiblings() throws {
        let root = TestElement("UIView")
        for index in 0..<20_000 {
            root.add(TestElement("UIView", classes: index == 19_990 ? ["b"] : index == 19_995 ? ["c"] : ["a"]))
        }
        let loaded = sheet("""
            .b ~ .a { alpha: 0.1; }
            .c ~ .b ~ .a { alpha: 0.2; }
            .b ~ .c ~ .a { alpha: 0.3; }
            .a ~ .a ~ .c { alpha: 0.4; }
            """)
        let manager = StylingManager<TestElement>()
        manager.add(loaded)
        manager.style(root)
        var styled: [String: [Int]] = [:]
        for (index, child) in root.styleChildren.enumerated() {
            if let alpha = child.value("alpha") { styled[alpha, default: []].append(index) }
        }
        // `.a` after the `.b` at 19,990: 0.1, except after the `.c` at 19,995 (0.3, later in
        // the sheet); the `.c` itself has `.a`s before it (0.4); nothing has a `.c` before a `.b`.
        #expect(styled["0.1"] == Array(19_991...19_994))
        #expect(styled["0.3"] == Array(19_996...19_999))
        #expect(styled["0.4"] == [19_995])
        #expect(styled["0.2"] == nil)
    }

    /// `.z ~ .a ~ … ~ .a` among 300 siblings of class `a`: tried exhaustively, each element
    /// would try every way to pick eight earlier siblings (billions); pruned, each gives up at
    /// once. The same with child and descendant combinators mixed in.
    @Test(arguments: [
        ".z ~ .a ~ .a ~ .a ~ .a ~ .a ~ .a ~ .a ~ .a",
        ".z ~ .a + .a ~ .a + .a ~ .a ~ .a ~ .a",
        ".z .a ~ .a ~ .a ~ .a ~ .a ~ .a ~ .a",
        ".z > .a ~ .a ~ .a ~ .a ~ .a ~ .a",
    ])
    func siblingSearchesDoNotBacktrack(_ text: String) throws {
        let root = TestElement("UIView", classes: ["a"])
        for _ in 0..<300 { root.add(TestElement("UIView", classes: ["a"])) }
        let selector = try #require(sheet("\(text) { alpha: 1; }").rules.first?.selectors.first)
        let matcher = SelectorMatcher()
        #expect(!root.all.contains { matcher.matches(selector, $0) })
    }
}

/// Tries every candidate for every combinator (no pruning): the definition of matching.
private struct Reference {
    let matcher: SelectorMatcher

    func matches(_ selector: Selector, _ element: TestElement) -> Bool {
        matches(selector, index: selector.compounds.count - 1, element)
    }

    private func matches(_ selector: Selector, index: Int, _ element: TestElement) -> Bool {
        guard matchesCompound(selector.compounds[index], element) else { return false }
        if index == 0 { return true }
        let candidates: [TestElement]
        let siblings = element.styleParent?.styleChildren ?? []
        let position = siblings.firstIndex { $0 === element } ?? 0
        switch selector.combinators[index - 1] {
        case .child: candidates = element.styleParent.map { [$0] } ?? []
        case .descendant:
            var ancestors: [TestElement] = []
            var current = element.styleParent
            while let ancestor = current { ancestors.append(ancestor); current = ancestor.styleParent }
            candidates = ancestors
        case .nextSibling: candidates = position > 0 ? [siblings[position - 1]] : []
        case .subsequentSibling: candidates = Array(siblings[..<position])
        }
        return candidates.contains { matches(selector, index: index - 1, $0) }
    }

    /// A compound: the matcher's own tests, except `:not()`, whose arguments this reference
    /// matches itself.
    private func matchesCompound(_ compound: CompoundSelector, _ element: TestElement) -> Bool {
        var plain = compound
        plain.pseudoClasses = []
        guard matcher.matches(plain, element) else { return false }
        return compound.pseudoClasses.allSatisfy { pseudo in
            if case .not(let arguments) = pseudo { return !arguments.contains { matches($0, element) } }
            return matcher.matches(pseudo, element)
        }
    }
}
