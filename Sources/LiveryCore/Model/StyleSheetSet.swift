import LiverySyntax

/// The stylesheets of one styling context in load order: the one home of the rule that
/// **a sheet sees the variables of the sheets loaded before it** (later declarations of a
/// name win).
///
/// Every driver reads sheets through a set — the command line, the dev server's preview,
/// reloads in a running app, a layout's own `<style>` blocks — so the rule is written once.
/// Reading itself (files, URLs, dialects) is the caller's: the set passes each sheet's
/// location and the variables it inherits to a reading function.
///
/// ```swift
/// var set = StyleSheetSet()
/// set.load(["theme.json", "app.css"]) { location, inherited in
///     reader.load(location, inheritedVariables: inherited)
/// }
/// manager.add(contentsOf: set)
/// ```
public struct StyleSheetSet: Sendable {
    /// One sheet of the set.
    public struct Entry: Sendable {
        /// Where the sheet is read from (a path, URL or served path); also its name in a
        /// `StylingManager`.
        public var location: String
        /// The stylesheet group its rules belong to (`nil`: every element).
        public var group: String?
        /// The version in effect (`nil` until one was read).
        public var sheet: StyleSheet?

        public init(location: String, group: String? = nil, sheet: StyleSheet? = nil) {
            self.location = location
            self.group = group
            self.sheet = sheet
        }
    }

    /// The sheets in load order.
    public private(set) var entries: [Entry] = []
    /// Variables every sheet of the set sees first: those of the enclosing context (a
    /// layout's `<style>` blocks see the stylesheets loaded before the layout).
    public var inheritedVariables: VariableTable

    public init(inheritedVariables: VariableTable = VariableTable()) {
        self.inheritedVariables = inheritedVariables
    }

    /// The variables of the sheets before `end` (of every sheet when `nil`) on top of the
    /// inherited ones, later ones overriding earlier ones.
    public func variables(before end: Int? = nil) -> VariableTable {
        var variables = inheritedVariables
        for entry in entries[..<min(end ?? entries.count, entries.count)] {
            if let sheet = entry.sheet { variables = variables.merging(sheet.variables) }
        }
        return variables
    }

    /// The versions in effect, in load order, with their groups.
    public var sheets: [ScopedStyleSheet] {
        entries.compactMap { entry in entry.sheet.map { ScopedStyleSheet(sheet: $0, group: entry.group) } }
    }

    /// Every diagnostic of the versions in effect, in load order.
    public var diagnostics: [Diagnostic] { entries.flatMap { $0.sheet?.diagnostics ?? [] } }

    /// The index of the sheet read from `location`.
    public func index(of location: String) -> Int? { entries.firstIndex { $0.location == location } }

    /// Adds the sheets at `locations` after the others (a location already in the set keeps
    /// its place), without reading them.
    public mutating func append(_ locations: [String], group: String? = nil) {
        for location in locations where index(of: location) == nil {
            entries.append(Entry(location: location, group: group))
        }
    }

    /// Adds the sheets at `locations` after the others and reads them in order with `read`,
    /// each seeing the variables of every sheet before it (a location already in the set is
    /// read again in its place). Returns the sheets read.
    @discardableResult
    public mutating func load(_ locations: [String], group: String? = nil,
                              _ read: (_ location: String, _ inherited: VariableTable) -> StyleSheet) -> [StyleSheet] {
        append(locations, group: group)
        let wanted = Set(locations)
        var variables = inheritedVariables
        var sheets: [StyleSheet] = []
        for index in entries.indices {
            if wanted.contains(entries[index].location) {
                let sheet = read(entries[index].location, variables)
                entries[index].sheet = sheet
                sheets.append(sheet)
            }
            if let sheet = entries[index].sheet { variables = variables.merging(sheet.variables) }
        }
        return sheets
    }

    /// Makes `sheet` the version in effect of the entry at `index`.
    public mutating func setSheet(_ sheet: StyleSheet?, at index: Int) {
        entries[index].sheet = sheet
    }

    /// Removes the sheet read from `location`.
    public mutating func remove(_ location: String) {
        entries.removeAll { $0.location == location }
    }
}
