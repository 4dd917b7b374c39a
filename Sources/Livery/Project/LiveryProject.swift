import Foundation
import LiveryCore
import LiveryDocument
import LiveryFormats
import LiverySyntax
import LiveryValues

/// A project file, `livery.json`: what a project declares once for every command (each
/// reads the nearest one from the current folder upward) and for the app — its own view
/// classes with their superclasses, its own properties with their value types, its pseudo
/// classes, and the default dialect of its `.css` sheets.
///
/// ```json
/// {
///   "dialect": "livery",
///   "classes": { "RSCardShowButton": "UIButton", "InboxHeader": "UIView" },
///   "properties": [ { "name": "badgeCount", "type": "number", "on": "InboxHeader" } ],
///   "pseudoClasses": [ "wide" ]
/// }
/// ```
public struct LiveryProject: Codable, Sendable, Equatable {
    /// A property of an app's class.
    public struct Property: Codable, Sendable, Equatable {
        public var name: String
        /// A catalog type name: `number`, `color`, `font`, `enum contentMode` …
        public var type: String
        /// The class that has it.
        public var on: String

        public init(name: String, type: String, on: String) {
            self.name = name
            self.type = type
            self.on = on
        }
    }

    /// The file name commands look for.
    public static let fileName = "livery.json"

    /// App classes by name, each with its superclass (a UIKit class or another app class).
    public var classes: [String: String]
    public var properties: [Property]
    /// Pseudo classes the app defines (their tests are registered from code).
    public var pseudoClasses: [String]
    /// `livery`, `uiss`, `reflektor`, `nimbus`: how `.css` sheets are read.
    public var dialect: String?

    public init(classes: [String: String] = [:], properties: [Property] = [], pseudoClasses: [String] = [],
                dialect: String? = nil) {
        self.classes = classes
        self.properties = properties
        self.pseudoClasses = pseudoClasses
        self.dialect = dialect
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        classes = try container.decodeIfPresent([String: String].self, forKey: .classes) ?? [:]
        properties = try container.decodeIfPresent([Property].self, forKey: .properties) ?? []
        pseudoClasses = try container.decodeIfPresent([String].self, forKey: .pseudoClasses) ?? []
        dialect = try container.decodeIfPresent(String.self, forKey: .dialect)
    }

    /// The nearest project file in `directory` or a folder above it.
    public static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Reads a project file.
    public static func load(path: String) throws(ProjectError) -> LiveryProject {
        guard let bytes = FileSystemSourceLoader.bytes(atPath: path) else { throw ProjectError("\(path): cannot be read") }
        do {
            return try JSONDecoder().decode(LiveryProject.self, from: Data(bytes))
        } catch {
            throw ProjectError("\(path): not a project file (\(error))")
        }
    }

    /// Makes `reader` read as the project says: its classes and properties in the catalog
    /// (and its classes known to layout documents), its pseudo classes, its dialect.
    /// Returns what could not be used, one sentence each.
    public func apply(to reader: inout FormatLoader, types: TypeRegistry = .shared) -> [String] {
        var problems: [String] = []
        var catalog = reader.catalog
        // Superclasses first, so a class of a class finds its chain.
        for name in classes.keys.sorted(by: { depth(of: $0) < depth(of: $1) }) {
            let superclass = classes[name] ?? "UIView"
            catalog.registerClass(name, superclass: superclass)
            types.register(name, superclass: superclass)
        }
        for property in properties {
            guard let type = ValueType(catalogName: property.type) else {
                problems.append("property '\(property.name)': unknown type '\(property.type)'")
                continue
            }
            catalog.registerProperty(property.name, type: type, on: property.on)
        }
        reader.catalog = catalog
        reader.customPseudoClasses.formUnion(pseudoClasses.map(PropertyName.normalize))
        if let dialect {
            if let format = StyleSheetFormat(rawValue: dialect) {
                reader.defaultFormat = format
            } else {
                problems.append("unknown dialect '\(dialect)'")
            }
        }
        return problems
    }

    /// How many of the project's own classes stand above `name`.
    private func depth(of name: String) -> Int {
        var depth = 0
        var current = classes[name]
        while let superclass = current, depth < classes.count {
            depth += 1
            current = classes[superclass]
        }
        return depth
    }
}

/// A project file that cannot be used.
public struct ProjectError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
