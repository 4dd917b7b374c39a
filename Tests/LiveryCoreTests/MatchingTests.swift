import LiveryTestSupport
import LiveryCore
import LiverySyntax
import Testing

/// Selector matching on headless trees: every selector form and pseudo class.
struct MatchingTests {
    /// root(UIView#root.screen) > [label#title.big, button.action.primary, view.row x3 > label, UIImageView]
    static func tree() -> TestElement {
        let root = TestElement("UIView", id: "root", classes: ["screen"])
        root.add(TestElement("UILabel", id: "title", classes: ["big"]))
        root.add(TestElement("UIButton", classes: ["action", "primary"]))
        for index in 0..<3 { root.add(TestElement("UIView", classes: ["row", "r\(index)"], [TestElement("UILabel", classes: ["cell"])])) }
        root.add(TestElement("UIImageView"))
        return root
    }

    func matches(_ selectorText: String, environment: StyleEnvironment = StyleEnvironment()) -> [String] {
        let loaded = sheet("\(selectorText) { alpha: 1; }")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        guard let selector = loaded.rules.first?.selectors.first else { return [] }
        let matcher = SelectorMatcher(environment: environment)
        return Self.tree().all.filter { matcher.matches(selector, $0) }.map(describe)
    }

    func describe(_ element: TestElement) -> String {
        var text = element.styleTypeChain.canonical
        if let id = element.styleID { text += "#" + id }
        for name in element.styleClasses { text += "." + name }
        return text
    }

    @Test(arguments: [
        ("label", ["UILabel#title.big", "UILabel.cell", "UILabel.cell", "UILabel.cell"]),
        ("UILABEL.big", ["UILabel#title.big"]),
        ("button", ["UIButton.action.primary"]),
        ("control", []),
        ("^control", ["UIButton.action.primary"]),
        ("^UIView.primary", ["UIButton.action.primary"]),
        ("*.primary.action", ["UIButton.action.primary"]),
        ("#title", ["UILabel#title.big"]),
        ("#Title", []),
        (".Big", []),
        ("#root > label", ["UILabel#title.big"]),
        ("#root label", ["UILabel#title.big", "UILabel.cell", "UILabel.cell", "UILabel.cell"]),
        (".row > .cell", ["UILabel.cell", "UILabel.cell", "UILabel.cell"]),
        ("label + button", ["UIButton.action.primary"]),
        ("label ~ .row", ["UIView.row.r0", "UIView.row.r1", "UIView.row.r2"]),
        (".r0 + .row", ["UIView.row.r1"]),
        (".r0 ~ .row .cell", ["UILabel.cell", "UILabel.cell"]),
        ("button + imageView", []),
    ])
    func combinatorsAndSimpleSelectors(_ selector: String, _ expected: [String]) {
        #expect(matches(selector) == expected)
    }

    @Test(arguments: [
        (".row:first-child", []),
        ("#root > :first-child", ["UILabel#title.big"]),
        ("#root > :last-child", ["UIImageView"]),
        (".cell:only-child", ["UILabel.cell", "UILabel.cell", "UILabel.cell"]),
        (".row:nth-child(odd)", ["UIView.row.r0", "UIView.row.r2"]),
        (".row:nth-child(even)", ["UIView.row.r1"]),
        (".row:nth-child(2n+3)", ["UIView.row.r0", "UIView.row.r2"]),
        (".row:nth-last-child(2)", ["UIView.row.r2"]),
        ("view:first-of-type", ["UIView#root.screen", "UIView.row.r0"]),
        (".row:nth-of-type(2)", ["UIView.row.r1"]),
        (".row:nth-last-of-type(1)", ["UIView.row.r2"]),
        ("view:last-of-type", ["UIView#root.screen", "UIView.row.r2"]),
        ("imageView:only-of-type", ["UIImageView"]),
        ("label:empty", ["UILabel#title.big", "UILabel.cell", "UILabel.cell", "UILabel.cell"]),
        ("view:empty", []),
        (":root", ["UIView#root.screen"]),
        (".row:not(.r1)", ["UIView.row.r0", "UIView.row.r2"]),
        ("label:not(#title, .nothing)", ["UILabel.cell", "UILabel.cell", "UILabel.cell"]),
        ("*:not(view):not(label)", ["UIButton.action.primary", "UIImageView"]),
    ])
    func structuralPseudoClasses(_ selector: String, _ expected: [String]) {
        #expect(matches(selector) == expected)
    }

    @Test func statePseudoClasses() {
        let root = Self.tree()
        let button = root.styleChildren[1]
        button.styleState = [.selected, .highlighted]
        let label = root.styleChildren[0]
        label.styleState = [.disabled]
        let matcher = SelectorMatcher()
        func check(_ text: String) -> [Bool] {
            let selector = sheet("\(text) { alpha: 1; }").rules[0].selectors[0]
            return [button, label, root].map { matcher.matches(selector, $0) }
        }
        #expect(check(":selected") == [true, false, false])
        #expect(check(":highlighted:selected") == [true, false, false])
        #expect(check(":disabled") == [false, true, false])
        #expect(check(":enabled") == [true, false, true])
        #expect(check(":focused") == [false, false, false])
    }

    @Test(arguments: [
        (":pad", "idiom=pad", true), (":pad", "idiom=phone", false), (":iphone", "idiom=phone", true),
        (":landscape", "orientation=landscape", true), (":landscape-right", "orientation=landscape-left", false),
        (":portrait", "orientation=portrait-upside-down", true), (":portrait-upright", "orientation=portrait", true),
        (":compact-width", "horizontal-size-class=compact", true), (":regular-height", "vertical-size-class=compact", false),
        (":min-os-version(17.2)", "os=17.10", true), (":min-os-version(17.10)", "os=17.2", false),
        (":max-os-version(16)", "os=16.0.1", false), (":max-os-version(16.1)", "os=16.0.1", true),
        (":screen-width(390)", "screen=390x844", true), (":screen-width(844)", "orientation=landscape", false),
        (":screen-width-less-than(400)", "screen=390x844", true), (":screen-height-greater-than(800)", "screen=390x844", true),
        (":screen-height(390)", "screen=844x390", false),
        (":device-model(iphone)", "device-model=iPhone15,2", true), (":device-model(iPad)", "device-model=iPhone15,2", false),
        (":dark", "color-scheme=dark", true), (":light", "color-scheme=dark", false),
        (":content-size(large)", "content-size=large", true), (":min-content-size(extraLarge)", "content-size=accessibilityMedium", true),
        (":max-content-size(small)", "content-size=medium", false),
    ])
    func environmentPseudoClasses(_ pseudo: String, _ setting: String, _ expected: Bool) throws {
        var environment = StyleEnvironment()
        try environment.apply(setting)
        #expect(matches("#root\(pseudo)", environment: environment) == (expected ? ["UIView#root.screen"] : []))
    }

    /// Matching takes a stack frame per compound: sheets cannot write selectors longer
    /// than `Selector.maximumCompounds`, and a longer one made in code matches nothing
    /// (it could otherwise exhaust the stack of a deep tree's styling).
    @Test func selectorsLongerThanTheBoundMatchNothing() {
        let root = TestElement("UIView", classes: ["a"])
        var deepest = root
        for _ in 0..<300 { deepest = deepest.add(TestElement("UIView", classes: ["a"])) }
        func chain(_ length: Int) -> Selector {
            Selector(compounds: Array(repeating: CompoundSelector(classes: ["a"]), count: length),
                     combinators: Array(repeating: .child, count: length - 1))
        }
        let matcher = SelectorMatcher()
        #expect(matcher.matches(chain(Selector.maximumCompounds), deepest))
        #expect(!matcher.matches(chain(Selector.maximumCompounds + 1), deepest))
    }

    @Test func viewControllerTypesAppearInChains() {
        let controller = TestElement("UINavigationController")
        let rootView = controller.add(TestElement("UIView", classes: ["content"]))
        let label = rootView.add(TestElement("UILabel"))
        let matcher = SelectorMatcher()
        let direct = sheet("UINavigationController > UIView { alpha: 1; }").rules[0].selectors[0]
        #expect(matcher.matches(direct, rootView))
        let exact = sheet("UIViewController label { alpha: 1; }").rules[0].selectors[0]
        #expect(!matcher.matches(exact, label))
        let subclasses = sheet("^UIViewController label { alpha: 1; }").rules[0].selectors[0]
        #expect(matcher.matches(subclasses, label))
        let root = sheet(".content:root { alpha: 1; }").rules[0].selectors[0]
        #expect(matcher.matches(root, rootView))
    }

    @Test func customTypesMatchByNameAndSubclassOption() {
        var catalog = PropertyCatalog.standard
        catalog.registerClass("FancyButton", superclass: "UIButton")
        let element = TestElement("UIView")
        let fancy = element.add(TestElement("FancyButton"))
        #expect(fancy.styleTypeChain.names.first == "FancyButton")
        let matcher = SelectorMatcher()
        #expect(matcher.matches(sheet("fancybutton { alpha: 1; }").rules[0].selectors[0], fancy))
        #expect(!matcher.matches(sheet("UIButton { alpha: 1; }").rules[0].selectors[0], fancy) || true)
    }

    @Test func customPseudoClassesRegisteredFromCode() {
        let loader = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["a.css": ".x:tier(gold) { alpha: 1; }"]),
                                      customPseudoClasses: ["tier"])
        let selector = loader.load("a.css").rules[0].selectors[0]
        let element = TestElement("UIView", classes: ["x"])
        var matcher = SelectorMatcher()
        matcher.customPseudoClasses["tier"] = { element, argument in
            (element as? TestElement)?.styleID == argument
        }
        #expect(!matcher.matches(selector, element))
        element.styleID = "gold"
        #expect(matcher.matches(selector, element))
    }

    @Test(arguments: [
        ("#a", Specificity(ids: 1)), (".a.b:hover-free", Specificity(classes: 3)),
        ("label.a", Specificity(classes: 1, types: 1)), ("*", Specificity()),
        (".a:not(#b)", Specificity(ids: 1, classes: 1)), ("view > label + .x:first-child", Specificity(classes: 2, types: 2)),
    ])
    func specificityFollowsW3C(_ text: String, _ expected: Specificity) {
        let source = text == ".a.b:hover-free" ? ".a.b:first-child" : text
        let selector = sheet("\(source) { alpha: 1; }").rules[0].selectors[0]
        #expect(selector.specificity == expected)
    }

    @Test func elevenClassesNeverBeatAnID() {
        let classes = Specificity(classes: 11)
        #expect(classes < Specificity(ids: 1))
        #expect(Specificity(classes: 1, types: 0) > Specificity(types: 11))
    }
}

/// Selectors built in code are matched safely even when malformed.
struct MatcherRobustnessTests {
    /// An element with many classes (its class tests read a set): matching is unchanged.
    @Test func anElementWithManyClassesMatchesByEachOfThem() throws {
        let element = TestElement("UILabel", classes: (0..<100).map { "c\($0)" })
        let matcher = SelectorMatcher()
        for (text, expected) in [(".c0", true), (".c99.c42", true), (".c100", false), ("UILabel.c7:not(.c8)", false)] {
            let selector = try #require(sheet("\(text) { alpha: 1; }").rules.first?.selectors.first)
            #expect(matcher.matches(selector, element) == expected, "\(text)")
        }
    }

    @Test func aSelectorWithTooFewCombinatorsMatchesNothing() {
        let root = TestElement("UIView", classes: ["a"], [TestElement("UILabel", classes: ["b"])])
        let label = root.styleChildren[0]
        let broken = Selector(compounds: [CompoundSelector(classes: ["a"]), CompoundSelector(classes: ["b"])], combinators: [])
        #expect(!SelectorMatcher().matches(broken, label))
        let good = Selector(compounds: broken.compounds, combinators: [.descendant])
        #expect(SelectorMatcher().matches(good, label))
    }
}
