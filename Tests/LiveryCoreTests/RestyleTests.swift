import LiveryTestSupport
import LiveryCore
import LiverySyntax
import Testing

/// Restyling after changes touches only the elements that can be affected: counted.
struct RestyleTests {
    /// A list of `count` rows, each a view with a label.
    func list(_ count: Int) -> TestElement {
        TestElement("UIView", id: "list", (0..<count).map { index in
            TestElement("UIView", classes: ["row"], [TestElement("UILabel", classes: ["text"])])
        })
    }

    @Test func aClassChangeRestylesOnlyTheSubjectsItCanAffect() {
        let root = list(100)
        let manager = StylingManager<TestElement>()
        manager.add(sheet(".row.on .text { textColor: red; } .text { textColor: black; }"))
        manager.style(root)
        #expect(manager.lastPassStyledCount == 201)
        let row = root.styleChildren[42]
        row.styleClasses.append("on")
        manager.invalidate(row, .classes(["on"]))
        manager.restyle()
        // `.on` is used only left of a descendant combinator whose subject is `.text`:
        // the row's own style cannot change, its label's can.
        #expect(manager.lastPassStyledCount == 1)
        #expect(row.styleChildren[0].value("textColor") == "red")
        #expect(root.styleChildren[41].styleChildren[0].value("textColor") == "black")
    }

    @Test func aClassNoSelectorMentionsRestylesNothing() {
        let root = list(10)
        let manager = StylingManager<TestElement>()
        manager.add(sheet(".row { alpha: 1; }"))
        manager.style(root)
        root.styleChildren[3].styleClasses.append("unrelated")
        manager.invalidate(root.styleChildren[3], .classes(["unrelated"]))
        manager.restyle()
        #expect(manager.lastPassStyledCount == 0)
    }

    @Test func aStateChangeRestylesOnlyWhenStatesAreUsed() {
        let root = list(10)
        let manager = StylingManager<TestElement>()
        manager.add(sheet(".text { textColor: black; }"))
        manager.style(root)
        let label = root.styleChildren[0].styleChildren[0]
        label.styleState = [.highlighted]
        manager.invalidate(label, .state)
        manager.restyle()
        #expect(manager.lastPassStyledCount == 0)
        manager.add(sheet(".text:highlighted { textColor: red; }", name: "states.css"))
        #expect(label.value("textColor") == "red")
        label.styleState = []
        manager.invalidate(label, .state)
        manager.restyle()
        #expect(manager.lastPassStyledCount == 1)
        #expect(label.value("textColor") == "black")
    }

    @Test func siblingSelectorsRestyleLaterSiblings() {
        let root = list(10)
        let manager = StylingManager<TestElement>()
        manager.add(sheet(".row.on + .row { alpha: 0.5; }"))
        manager.style(root)
        root.styleChildren[7].styleClasses.append("on")
        manager.invalidate(root.styleChildren[7], .classes(["on"]))
        manager.restyle()
        #expect(manager.lastPassStyledCount == 2)  // the two rows after it (not the row, nor the labels)
        #expect(root.styleChildren[8].value("alpha") == "0.5")
    }

    @Test func anEnvironmentChangeRestylesOnlyDependentElements() throws {
        let root = list(50)
        let manager = StylingManager<TestElement>()
        manager.add(sheet(".text { textColor: black; } #list:landscape { alpha: 0.9; } @media (color-scheme: dark) { .row { alpha: 0.8; } }"))
        manager.style(root)
        var environment = manager.environment
        try environment.apply("orientation=landscape")
        manager.environment = environment
        #expect(manager.lastPassStyledCount == 51)
        #expect(root.value("alpha") == "0.9")
    }

    @Test func replacingASheetRestylesAndRemovedDeclarationsDisappear() {
        let root = list(3)
        let manager = StylingManager<TestElement>()
        manager.add(sheet(".text { textColor: red; alpha: 0.5; }", name: "live.css"))
        manager.style(root)
        let label = root.styleChildren[0].styleChildren[0]
        #expect(label.value("alpha") == "0.5")
        manager.replace(sheet(".text { textColor: blue; }", name: "live.css"))
        #expect(label.value("textColor") == "blue")
        #expect(label.value("alpha") == nil)
        manager.remove(named: "live.css")
        #expect(label.value("textColor") == nil)
    }
}

/// Matched rules are cached per style identity.
struct StyleIdentityCacheTests {
    @Test func elementsWithTheSameIdentityAreMatchedOnce() {
        let root = TestElement("UIView", id: "list", (0..<50).map { _ in
            TestElement("UIView", classes: ["row"], [TestElement("UILabel", classes: ["text"])])
        })
        let manager = StylingManager<TestElement>()
        manager.add(sheet("#list .row > .text { textColor: red; } .row { alpha: 0.5; }"))
        manager.style(root)
        #expect(manager.lastPassStyledCount == 101)
        #expect(manager.matchCount == 3)
        #expect(root.styleChildren[49].styleChildren[0].value("textColor") == "red")
    }

    @Test func structuralSelectorsDisableTheCache() {
        let root = TestElement("UIView", (0..<10).map { _ in TestElement("UIView", classes: ["row"]) })
        let manager = StylingManager<TestElement>()
        manager.add(sheet(".row:nth-child(odd) { alpha: 0.5; }"))
        manager.style(root)
        #expect(manager.matchCount == 11)
        #expect(root.styleChildren[0].value("alpha") == "0.5")
        #expect(root.styleChildren[1].value("alpha") == nil)
    }

    @Test func stateIsPartOfTheIdentity() {
        let root = TestElement("UIView", [TestElement("UIButton", classes: ["b"]), TestElement("UIButton", classes: ["b"])])
        root.styleChildren[1].styleState = [.selected]
        let manager = StylingManager<TestElement>()
        manager.add(sheet(".b:selected { alpha: 0.5; }"))
        manager.style(root)
        #expect(root.styleChildren[0].value("alpha") == nil)
        #expect(root.styleChildren[1].value("alpha") == "0.5")
    }
}
