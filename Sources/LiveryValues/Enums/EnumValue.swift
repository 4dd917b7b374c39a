/// A case of a catalog enum, as a property holds it.
public struct EnumValue: Hashable, Sendable {
    /// The enum's name (`contentMode`).
    public let enumName: String
    /// The canonical Swift case name (`bottomRight`).
    public let name: String
    /// The UIKit raw value.
    public let rawValue: Int

    public init(enumName: String, name: String, rawValue: Int) {
        self.enumName = enumName
        self.name = name
        self.rawValue = rawValue
    }

    init(_ definition: EnumDefinition, _ item: EnumCase) {
        self.init(enumName: definition.name, name: item.name, rawValue: item.rawValue)
    }
}

/// A set of options of a catalog option set, as a property holds it.
public struct OptionSetValue: Hashable, Sendable {
    /// The option set's name (`autoresizingMask`).
    public let setName: String
    /// The canonical member names, sorted, without duplicates.
    public let members: [String]
    /// The UIKit raw value (the members' bits combined).
    public let rawValue: Int

    public init(setName: String, members: [EnumCase]) {
        self.setName = setName
        var seen: [String: Int] = [:]
        for member in members { seen[member.name] = member.rawValue }
        self.members = seen.keys.sorted()
        self.rawValue = seen.values.reduce(0) { $0 | $1 }
    }
}
