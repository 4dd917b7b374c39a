import Benchmark
import LiveryBenchmarkInputs
import LiveryBenchmarkSupport
import LiveryCore

/// Styling 10k elements with 1,000 rules: every style, all matches, and targeted restyles.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                                           maxDuration: .seconds(5), maxIterations: 30)
    let selectors = MatchingRuleGenerator.selectors(count: 1_000, treeSize: 10_000)
    let text = MatchingRuleGenerator.stylesheet(selectors: selectors, dialect: .livery)
        + "\n@media (orientation: landscape) { .c5 { alpha: 0.5; } }\n.c7:selected { alpha: 0.7; }\n"
    let loader = StyleSheetLoader(sourceLoader: InMemorySourceLoader(["rules.css": text]))
    let sheet = loader.load("rules.css")
    let tree = GeneratedTree.generate(count: 10_000)

    Benchmark("Match 1,000 rules against 10k elements (all matches)") { benchmark in
        let elements = tree.makeElements().all
        let cascade = Cascade(sheets: [sheet])
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for element in elements { blackHole(cascade.matchedRules(for: element)) }
        }
    }

    Benchmark("Style 10k elements with 1,000 rules (parse + match + cascade)") { benchmark in
        for _ in benchmark.scaledIterations {
            let root = tree.makeElements().root
            benchmark.startMeasurement()
            let manager = StylingManager<BenchElement>()
            manager.add(loader.load("rules.css"))
            manager.style(root)
            benchmark.stopMeasurement()
            blackHole(manager)
        }
    }

    let styled = tree.makeElements()
    let manager = StylingManager<BenchElement>()
    manager.add(sheet)
    manager.style(styled.root)
    let target = styled.all[styled.all.count / 3]

    Benchmark("Restyle 10k tree: full") { benchmark in
        for _ in benchmark.scaledIterations { manager.style(styled.root) }
    }
    Benchmark("Restyle 10k tree: one class change") { benchmark in
        for _ in benchmark.scaledIterations {
            target.styleClasses = target.styleClasses.contains("c3") ? target.styleClasses.filter { $0 != "c3" } : target.styleClasses + ["c3"]
            manager.invalidate(target, .classes(["c3"]))
            manager.restyle()
        }
    }
    Benchmark("Restyle 10k tree: one state change") { benchmark in
        for _ in benchmark.scaledIterations {
            target.styleState.formSymmetricDifference(.selected)
            manager.invalidate(target, .state)
            manager.restyle()
        }
    }
    Benchmark("Restyle 10k tree: environment change") { benchmark in
        for _ in benchmark.scaledIterations {
            manager.environment.orientation = manager.environment.orientation == .portrait ? .landscapeLeft : .portrait
        }
    }
    Benchmark("Reload a changed stylesheet on a styled 10k tree") { benchmark in
        var flip = false
        for _ in benchmark.scaledIterations {
            flip.toggle()
            let changed = StyleSheetLoader(sourceLoader: InMemorySourceLoader(
                ["rules.css": flip ? text.replacingOccurrences(of: "alpha: 0.7", with: "alpha: 0.75") : text]))
            manager.replace(changed.load("rules.css"))
        }
    }
}
