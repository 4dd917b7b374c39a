/// One case of an enum or one member of an option set: its Swift case name, raw value and
/// the other names it is written with.
public struct EnumCase: Hashable, Sendable {
    /// The canonical (Swift SDK) case name, e.g. `bottomRight`.
    public let name: String
    /// The UIKit raw value.
    public let rawValue: Int
    /// Other accepted names (short InterfaCSS names, Nimbus names …).
    public let aliases: [String]
}

/// An enum that properties take (content mode, text alignment …): its cases and how they
/// may be written.
///
/// A case matches, ignoring case, `-` and `_`: its Swift name (`bottomRight`), any prefix
/// plus the name (`UIViewContentModeBottomRight`, ReflektorKit's `mode-bottom-right`), an
/// alias, or its raw value as a number.
public struct EnumDefinition: Hashable, Sendable, CustomStringConvertible {
    /// The enum's name in Livery (`contentMode`), used in messages.
    public let name: String
    /// Prefixes of the full names (`UIViewContentMode`).
    public let prefixes: [String]
    public let cases: [EnumCase]
    private let index: [String: Int]

    /// Builds a definition from a compact table: `"name=raw|alias,alias name=raw …"`.
    public init(_ name: String, prefixes: [String], _ table: String) {
        self.name = name
        self.prefixes = prefixes
        self.cases = EnumDefinition.parseTable(table)
        var index: [String: Int] = [:]
        for (position, item) in cases.enumerated() {
            for key in [item.name] + item.aliases {
                let normalized = ValueReader.normalize(key)
                if index[normalized] == nil { index[normalized] = position }
                for prefix in prefixes {
                    let full = ValueReader.normalize(prefix) + normalized
                    if index[full] == nil { index[full] = position }
                }
            }
        }
        self.index = index
    }

    /// The case written as `word` (any accepted spelling or its raw value), or `nil`.
    public func lookup(_ word: String) -> EnumCase? {
        if let position = index[ValueReader.normalize(word)] { return cases[position] }
        if let number = Int(word) { return cases.first { $0.rawValue == number } }
        return nil
    }

    /// The case with this Swift name.
    public func `case`(named name: String) -> EnumCase? { cases.first { $0.name == name } }

    public var description: String { name }

    public static func == (lhs: EnumDefinition, rhs: EnumDefinition) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    static func parseTable(_ table: String) -> [EnumCase] {
        table.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { entry in
            let parts = entry.split(separator: "|", maxSplits: 1)
            let head = parts[0].split(separator: "=")
            let aliases = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
            return EnumCase(name: String(head[0]), rawValue: Int(head[1])!, aliases: aliases)
        }
    }
}

/// An option set that properties take (autoresizing mask, control state …): its members,
/// the names of member combinations, and the name of the empty set.
public struct OptionSetDefinition: Hashable, Sendable, CustomStringConvertible {
    /// The members, as an enum whose cases are the single options.
    public let members: EnumDefinition
    /// Names that stand for several members (`all`, `margins`); normalized keys.
    public let combinations: [String: [String]]
    /// The name of the empty set in canonical CSS (`none`, `normal`).
    public let emptyName: String

    public init(_ name: String, prefixes: [String], _ table: String, empty: String = "none",
                combinations: [String: [String]] = [:]) {
        self.members = EnumDefinition(name, prefixes: prefixes, table)
        self.emptyName = empty
        var normalized: [String: [String]] = [ValueReader.normalize(empty): []]
        for prefix in prefixes { normalized[ValueReader.normalize(prefix + empty)] = [] }
        for (key, value) in combinations { normalized[ValueReader.normalize(key)] = value }
        self.combinations = normalized
    }

    public var name: String { members.name }
    public var description: String { name }

    /// The members written as `word`: one member, a combination, or `nil`.
    public func lookup(_ word: String) -> [EnumCase]? {
        if let names = combinations[ValueReader.normalize(word)] {
            return names.compactMap { members.case(named: $0) }
        }
        if let member = members.lookup(word), member.rawValue != 0 { return [member] }
        if let number = Int(word) { return decompose(number) }
        return nil
    }

    /// The members written as one word, else as words joined by `-`, else as words joined
    /// camel-case (`selected-highlighted`, InterfaCSS's `selectedHighlighted`,
    /// `normalHighlighted`); `nil` when some part is no member.
    public func lookup(compound word: String) -> [EnumCase]? {
        if let found = lookup(word) { return found }
        for parts in [word.split(separator: "-").map(String.init), Self.camelCaseParts(word)] where parts.count > 1 {
            var result: [EnumCase] = []
            var complete = true
            for part in parts {
                guard let found = lookup(part) else {
                    complete = false
                    break
                }
                result += found
            }
            if complete { return result }
        }
        return nil
    }

    /// `selectedHighlighted` → `selected`, `Highlighted`.
    static func camelCaseParts(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in word {
            if character.isUppercase, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// The members whose bits make up `rawValue` (largest first), or `nil` if bits are left over.
    func decompose(_ rawValue: Int) -> [EnumCase]? {
        var left = rawValue
        var result: [EnumCase] = []
        for member in members.cases.sorted(by: { $0.rawValue > $1.rawValue }) where member.rawValue != 0 {
            if left & member.rawValue == member.rawValue {
                result.append(member)
                left &= ~member.rawValue
            }
        }
        return left == 0 ? result : nil
    }
}
