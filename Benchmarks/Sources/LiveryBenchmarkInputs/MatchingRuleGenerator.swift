/// Generates rule sets for matching and cascade benchmarks against `GeneratedTree`s:
/// selectors over the tree's tags, classes and ids with every combinator and the
/// structural pseudo classes both Livery and browsers know, written in either dialect.
public enum MatchingRuleGenerator {
    static let pseudo = [":first-child", ":last-child", ":nth-child(2n+1)", ":not(.c%d)"]
    static let combinators = [" ", " > ", " + ", " ~ "]
    /// Declarations as (Livery, CSS) spellings.
    static let declarations = [
        ("backgroundColor: #%06x;", "background-color: #%06x;"), ("alpha: 0.%d;", "opacity: 0.%d;"),
        ("cornerRadius: %d;", "border-radius: %dpx;"), ("margin: %d;", "margin: %dpx;"),
        ("padding: %d;", "padding: %dpx;"), ("width: %d;", "width: %dpx;"), ("flex-grow: %d;", "flex-grow: %d;"),
        ("hidden: NO;", "visibility: visible;"),
    ]

    /// One selector per rule, `count` rules, the same for a seed in both dialects.
    public static func selectors(count: Int, treeSize: Int, seed: UInt64 = 11) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in selector(&random, treeSize: treeSize) }
    }

    static func selector(_ random: inout SeededRandom, treeSize: Int) -> String {
        var parts: [String] = []
        for _ in 0..<(1 + random.below(3)) {
            var compound = random.below(3) == 0 ? random.pick(GeneratedTree.tags) : ""
            if random.below(12) == 0 {
                compound += "#e\(random.below(max(1, treeSize / 10)) * 10)"
            } else if compound.isEmpty || random.below(2) == 0 {
                compound += ".c\(random.below(GeneratedTree.classCount))"
            }
            if random.below(5) == 0 {
                compound += random.pick(pseudo).replacingPercent(random.below(GeneratedTree.classCount))
            }
            parts.append(compound)
        }
        var text = parts[0]
        for part in parts.dropFirst() { text += random.pick(combinators) + part }
        return text
    }

    /// A stylesheet with one rule per selector and two to four declarations each.
    public static func stylesheet(selectors: [String], dialect: StyleSheetGenerator.Dialect, seed: UInt64 = 13) -> String {
        var random = SeededRandom(seed: seed)
        var out = ""
        for selector in selectors {
            out += selector + " {\n"
            for _ in 0..<(2 + random.below(3)) {
                let (livery, css) = random.pick(declarations)
                out += "    " + (dialect == .css ? css : livery).replacingPercent(1 + random.below(9)) + "\n"
            }
            out += "}\n"
        }
        return out
    }
}
