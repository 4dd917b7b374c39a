import LiveryBenchmarkInputs
import LiveryBenchmarkSupport
import LiveryCore

/// Restyling a styled tree (the small one, 10k elements in the full set) after one class
/// change, one state change, an environment change, and a reload of a changed sheet,
/// next to a full restyle.
struct RestyleRuns {
    let inputs: InputFolder
    let iterations: Int

    /// Rules that make state and environment changes matter.
    static let extraRules = """
        @media (orientation: landscape) { .c5 { alpha: 0.5; } }
        .c7:selected { alpha: 0.7; }
        .c9:highlighted .c2 { cornerRadius: 2; }
        """

    func run(into report: inout Report) {
        let text = inputs.text("rules.livery.css") + Self.extraRules
        let sheet = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["rules.css": text])).load("rules.css")
        let tree = GeneratedTree.generate(count: inputs.sizes.smallTree).makeElements()
        let manager = StylingManager<BenchElement>()
        manager.add(sheet)
        manager.style(tree.root)
        var styled = 0
        let full = median(iterations) {
            manager.style(tree.root)
            styled = manager.lastPassStyledCount
        }
        report.add("restyle.full", seconds: full, count: styled)
        // An element halfway down the tree, in the middle of its level.
        let target = tree.all.first { $0.styleChildren.count > 0 && depth($0) == 5 } ?? tree.all[tree.all.count / 2]
        let classChange = median(iterations) {
            if let index = target.styleClasses.firstIndex(of: "c3") {
                target.styleClasses.remove(at: index)
            } else {
                target.styleClasses.append("c3")
            }
            manager.invalidate(target, .classes(["c3"]))
            manager.restyle()
            styled = manager.lastPassStyledCount
        }
        report.add("restyle.class", seconds: classChange, count: styled)
        let stateChange = median(iterations) {
            target.styleState.formSymmetricDifference(.selected)
            manager.invalidate(target, .state)
            manager.restyle()
            styled = manager.lastPassStyledCount
        }
        report.add("restyle.state", seconds: stateChange, count: styled)
        let environmentChange = median(iterations) {
            manager.environment.orientation = manager.environment.orientation == .portrait ? .landscapeLeft : .portrait
            styled = manager.lastPassStyledCount
        }
        report.add("restyle.environment", seconds: environmentChange, count: styled)
        let changed = text.replacingOccurrences(of: "alpha: 0.7", with: "alpha: 0.75")
        var flip = false
        let reload = median(iterations) {
            flip.toggle()
            let next = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["rules.css": flip ? changed : text])).load("rules.css")
            manager.replace(next)
            styled = manager.lastPassStyledCount
        }
        report.add("reload.small", seconds: reload, count: styled)
    }

    func depth(_ element: BenchElement) -> Int {
        var depth = 0
        var current = element.styleParent
        while let parent = current { depth += 1; current = parent.styleParent }
        return depth
    }
}
