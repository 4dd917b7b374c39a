/// A small deterministic pseudo-random generator (SplitMix64): the same seed gives the same
/// inputs on every machine, so benchmark runs compare like with like.
public struct SeededRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A random element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}

/// Generates realistic Livery stylesheets of a requested size: flat and nested rules,
/// variables, every combinator, pseudo classes, `@media` blocks and typical values.
public enum StyleSheetGenerator {
    /// A stylesheet of at least `bytes` bytes (UTF-8), from `seed`, in Livery's dialect
    /// (`.livery`, the default) or as plain web CSS with the same structure (`.css`, for
    /// the peer engines).
    public static func stylesheet(bytes: Int, seed: UInt64 = 42, dialect: Dialect = .livery) -> String {
        var random = SeededRandom(seed: seed)
        var out = "/* generated benchmark stylesheet */\n"
        out.reserveCapacity(bytes + 256)
        out += dialect == .css ? ":root {\n" : ""
        for index in 0..<20 {
            let brand = hex(random.below(0xFFFFFF)), space = random.below(40)
            out += dialect == .css ? "    --brand\(index): #\(brand);\n    --space\(index): \(space)px;\n"
                                   : "@brand\(index): #\(brand);\n--space\(index): \(space);\n"
        }
        out += dialect == .css ? "}\n" : ""
        let vocabulary = Vocabulary(dialect)
        var rule = 0
        while out.utf8.count < bytes {
            rule += 1
            switch rule % 10 {
            case 0: out += mediaBlock(&random, rule, vocabulary)
            case 1, 2: out += nestedRule(&random, rule, vocabulary)
            default: out += flatRule(&random, rule, vocabulary)
            }
        }
        return out
    }

    static func hex(_ value: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 6 - text.count)) + text
    }

    static func selector(_ random: inout SeededRandom, _ rule: Int, _ words: Vocabulary) -> String {
        var parts: [String] = []
        for depth in 0..<(1 + random.below(4)) {
            var compound = random.below(3) == 0 ? random.pick(words.types) : ""
            compound += ".c\(random.below(200))"
            if random.below(4) == 0 { compound += ".k\(random.below(50))" }
            if random.below(6) == 0 { compound += "#id\(rule)_\(depth)" }
            if random.below(3) == 0 { compound += random.pick(words.pseudo) }
            parts.append(compound)
        }
        var text = parts[0]
        for part in parts.dropFirst() { text += random.pick(MatchingRuleGenerator.combinators) + part }
        return text
    }

    static func body(_ random: inout SeededRandom, indent: String, _ words: Vocabulary) -> String {
        var text = ""
        for _ in 0..<(2 + random.below(5)) {
            let template = random.pick(words.declarations)
            let value = random.below(20)
            text += indent + template.replacingPercent(value) + "\n"
        }
        return text
    }

    static func flatRule(_ random: inout SeededRandom, _ rule: Int, _ words: Vocabulary) -> String {
        var text = selector(&random, rule, words)
        if random.below(4) == 0 { text += ", " + selector(&random, rule, words) }
        return text + " {\n" + body(&random, indent: "    ", words) + "}\n"
    }

    static func nestedRule(_ random: inout SeededRandom, _ rule: Int, _ words: Vocabulary) -> String {
        var text = selector(&random, rule, words) + " {\n" + body(&random, indent: "    ", words)
        text += "    &" + words.statePseudo + " {\n" + body(&random, indent: "        ", words) + "    }\n"
        text += "    > .child\(random.below(100)) {\n" + body(&random, indent: "        ", words) + "    }\n"
        return text + "}\n"
    }

    static func mediaBlock(_ random: inout SeededRandom, _ rule: Int, _ words: Vocabulary) -> String {
        let condition = random.pick(words.media)
        return "@media \(condition) {\n" + flatRule(&random, rule, words) + "}\n"
    }
}

extension String {
    /// Replaces the first `%d`, `%06x` or `%%` placeholders of a template with `value`.
    func replacingPercent(_ value: Int) -> String {
        var out = ""
        var iterator = makeIterator()
        while let character = iterator.next() {
            guard character == "%" else { out.append(character); continue }
            var spec = ""
            while let next = iterator.next() {
                spec.append(next)
                if next == "d" || next == "x" || next == "%" { break }
            }
            switch spec.last {
            case "d": out += String(value)
            case "x": out += StyleSheetGenerator.hex(value * 77_777)
            default: out += "%"
            }
        }
        return out
    }
}
