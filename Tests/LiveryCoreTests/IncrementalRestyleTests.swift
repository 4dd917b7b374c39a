import LiveryTestSupport
import LiveryCore
import LiverySyntax
import Testing

/// Restyling only what a change can affect must give every element the style a full
/// cascade gives it: random trees, sheets and changes, compared after every change.
struct IncrementalRestyleTests {
    /// A small deterministic generator (the same cases on every run).
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    static let types = ["UIView", "UILabel", "UIButton", "UIImageView"]
    static let classNames = ["a", "b", "c", "d", "e", "f"]

    func compound(_ random: inout Random) -> String {
        var text = ""
        switch random.next(4) {
        case 0: text = random.pick(Self.types)
        case 1: text = "^UIView"
        default: break
        }
        for _ in 0..<(1 + random.next(2)) { text += "." + random.pick(Self.classNames) }
        switch random.next(8) {
        case 0: text += ":selected"
        case 1: text += ":not(.\(random.pick(Self.classNames)))"
        case 2: text += ":first-child"
        case 3: text += "#id\(random.next(3))"
        case 4: text += ":not(.\(random.pick(Self.classNames)) .\(random.pick(Self.classNames)))"
        default: break
        }
        return text
    }

    func randomSheet(_ random: inout Random) -> String {
        var text = ""
        for index in 0..<60 {
            var selector = compound(&random)
            for _ in 0..<random.next(3) {
                selector += random.pick([" ", " > ", " + ", " ~ "]) + compound(&random)
            }
            text += "\(selector) { alpha: 0.\(index % 10); tag: \(index); }\n"
        }
        return text
    }

    func randomTree(_ random: inout Random) -> TestElement {
        let root = TestElement("UIView")
        var nodes = [root]
        for _ in 0..<150 {
            let parent = random.pick(nodes)
            let child = TestElement(random.pick(Self.types), classes: [random.pick(Self.classNames)])
            parent.add(child)
            nodes.append(child)
        }
        return root
    }

    /// Every element's winning values, as text, from a fresh cascade.
    func expected(_ root: TestElement, _ sheet: StyleSheet) -> [String] {
        let cascade = Cascade(sheets: [sheet])
        return root.all.map { element in
            cascade.computeStyle(for: element).values.map { "\($0.key)=\($0.value.declaration.value.cssText)" }.sorted()
                .joined(separator: ";")
        }
    }

    func actual(_ root: TestElement) -> [String] {
        root.all.map { element in
            (element.computedStyle?.values ?? [:]).map { "\($0.key)=\($0.value.declaration.value.cssText)" }.sorted()
                .joined(separator: ";")
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func restylingAfterChangesEqualsAFullCascade(seed: UInt64) {
        var random = Random(state: seed)
        let loaded = sheet(randomSheet(&random))
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty)
        let root = randomTree(&random)
        let manager = StylingManager<TestElement>()
        manager.add(loaded)
        manager.style(root)
        var restyled = 0
        for step in 0..<80 {
            let element = random.pick(root.all)
            switch random.next(3) {
            case 0:
                let name = random.pick(Self.classNames)
                if let index = element.styleClasses.firstIndex(of: name) {
                    element.styleClasses.remove(at: index)
                } else {
                    element.styleClasses.append(name)
                }
                manager.invalidate(element, .classes([name]))
            case 1:
                element.styleState.formSymmetricDifference(.selected)
                manager.invalidate(element, .state)
            default:
                let old = element.styleID
                element.styleID = random.next(2) == 0 ? nil : "id\(random.next(3))"
                manager.invalidate(element, .id(old, element.styleID))
            }
            manager.restyle()
            restyled += manager.lastPassStyledCount
            let expected = expected(root, loaded), actual = actual(root)
            if let index = expected.indices.first(where: { expected[$0] != actual[$0] }) {
                Issue.record("seed \(seed), step \(step): element \(index) has [\(actual[index])], a full cascade gives [\(expected[index])]")
                return
            }
        }
        // Narrow invalidation restyles far fewer elements than restyling the tree each time.
        #expect(restyled < 80 * root.all.count / 4)
    }
}
