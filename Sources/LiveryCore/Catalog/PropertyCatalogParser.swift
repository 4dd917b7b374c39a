import LiveryValues

/// Reads the declarative catalog table (see `PropertyCatalogTable`).
enum PropertyCatalogParser {
    struct TableError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ text: String) throws -> PropertyCatalog {
        var classes: [String: ClassDefinition] = [:]
        var current: String?
        for rawLine in text.split(separator: "\n") {
            let line = String(rawLine).trimmingCharacters()
            guard !line.isEmpty else { continue }
            if line.hasPrefix("class ") {
                let parts = line.dropFirst(6).split(separator: ":").map { String($0).trimmingCharacters() }
                let name = parts[0]
                classes[name] = ClassDefinition(name: name, superclass: parts.count > 1 ? parts[1] : nil,
                                                properties: [:], nestedElements: [:], aliases: [:])
                current = name
                continue
            }
            guard let owner = current else { throw TableError(description: "entry outside a class: \(line)") }
            if line.hasPrefix(">") {
                for item in line.dropFirst().split(separator: ";") {
                    let parts = item.split(separator: ":").map { String($0).trimmingCharacters() }
                    guard parts.count == 2 else { throw TableError(description: "bad nested element: \(item)") }
                    classes[owner]?.nestedElements[PropertyName.normalize(parts[0])] = (parts[0], parts[1])
                }
            } else if line.hasPrefix("=") {
                for item in line.dropFirst().split(separator: ";") {
                    let parts = String(item).components(separatedBy: "->")
                    guard parts.count == 2 else { throw TableError(description: "bad alias: \(item)") }
                    classes[owner]?.aliases[PropertyName.normalize(parts[0].trimmingCharacters())] = parts[1].trimmingCharacters().split(separator: ".").map(String.init)
                }
            } else {
                for item in line.split(separator: ";") {
                    let property = try parseProperty(String(item), owner: owner)
                    classes[owner]?.properties[PropertyName.normalize(property.name)] = property
                }
            }
        }
        return PropertyCatalog(classes: classes)
    }

    /// `name: type [kinds]`.
    static func parseProperty(_ item: String, owner: String) throws -> PropertyDefinition {
        guard let colon = item.firstIndex(of: ":") else { throw TableError(description: "bad property: \(item)") }
        let name = String(item[..<colon]).trimmingCharacters()
        var rest = String(item[item.index(after: colon)...]).trimmingCharacters()
        var kinds: [ParameterKind] = []
        if let open = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]") {
            for kind in rest[rest.index(after: open)..<close].split(separator: ",") {
                guard let parsed = ParameterKind(rawValue: String(kind).trimmingCharacters()) else {
                    throw TableError(description: "bad parameter kind in \(item)")
                }
                kinds.append(parsed)
            }
            rest = String(rest[..<open]).trimmingCharacters()
        }
        return PropertyDefinition(name: name, type: try valueType(rest), parameters: kinds, owner: owner)
    }

    static func valueType(_ text: String) throws -> ValueType {
        let words = text.split(separator: " ").map(String.init)
        switch words.first {
        case "number": return .number
        case "length": return .length
        case "bool": return .bool
        case "string": return .string
        case "color": return .color
        case "gradient": return .gradient
        case "font": return .font
        case "image": return .image
        case "point": return .point
        case "size": return .size
        case "offset": return .offset
        case "rect": return .rect
        case "insets": return .insets
        case "transform": return .transform
        case "attributedText": return .attributedText
        case "url": return .url
        case "vector": return .vector
        case "layout": return .layout
        case "any": return .any
        case "enum":
            guard words.count == 2,
                  let definition = LayoutEnums.definition(named: words[1]) ?? EnumCatalog.enumDefinition(named: words[1]) else {
                throw TableError(description: "unknown enum in '\(text)'")
            }
            return .enumeration(definition)
        case "options":
            guard words.count == 2, let definition = EnumCatalog.optionSetDefinition(named: words[1]) else {
                throw TableError(description: "unknown option set in '\(text)'")
            }
            return .optionSet(definition)
        default:
            throw TableError(description: "unknown type '\(text)'")
        }
    }
}

extension String {
    /// Splits at every occurrence of `separator`.
    func components(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(separator) {
                parts.append(current)
                current = ""
                index = self.index(index, offsetBy: separator.count)
            } else {
                current.append(self[index])
                index = self.index(after: index)
            }
        }
        parts.append(current)
        return parts
    }
}

extension ValueType {
    /// The type a property catalog names `text` (`color`, `number`, `enum contentMode`,
    /// `options autoresizingMask` …); `nil` for an unknown name.
    public init?(catalogName text: String) {
        guard let type = try? PropertyCatalogParser.valueType(text.split(separator: " ").joined(separator: " ")) else { return nil }
        self = type
    }
}
