@testable import LiveryCore
import LiveryTestSupport
import LiverySyntax
import Testing

/// The packed priority keys the cascade sorts by order declarations exactly as the
/// field-by-field comparison does.
struct CascadePriorityTests {
    @Test func packedKeysOrderLikeTheFieldComparison() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let span = sheet(".a { alpha: 1; }").rules[0].declarations[0].span
        func random() -> CascadePriority {
            let declaration = Declaration(property: PropertyName(written: "alpha"), value: [], rawValue: [],
                                          important: next(4) == 0, span: span)
            let matched = MatchedDeclaration(
                key: PropertyKey(name: "alpha"), valueType: nil, declaration: declaration, selector: nil,
                specificity: Specificity(ids: next(3), classes: next(5), types: next(5)),
                ruleOrder: next(3) == 0 ? Int.max : next(50), declarationOrder: next(6), isInline: next(5) == 0, origin: "t")
            return CascadePriority(matched, mode: .specificity)
        }
        let priorities = (0..<80).map { _ in random() }
        var disagreements = 0
        for lhs in priorities {
            for rhs in priorities {
                let packedLess = (lhs.packed.high, lhs.packed.low) < (rhs.packed.high, rhs.packed.low)
                if packedLess != (lhs < rhs) { disagreements += 1 }
            }
        }
        #expect(disagreements == 0)
    }
}
