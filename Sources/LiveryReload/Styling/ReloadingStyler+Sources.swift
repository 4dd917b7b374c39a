import LiveryCore
import LiverySyntax

/// Following sources: load sheets from a `ReloadSource` and reload them on every change.
extension ReloadingStyler {
    /// Loads the stylesheets at `locations` (in load order, after those already loaded) from
    /// `source`, applies them, and from then on reloads each one whenever it or a file it
    /// imports changes. Returns once the first versions are applied.
    public func load(_ locations: [String], from source: any ReloadSource) async {
        let changes = source.changes()
        await source.watch(Set(locations))
        let first = entries.count
        for location in locations where !entries.contains(where: { $0.location == location }) {
            entries.append(Entry(location: location, source: source))
        }
        await reload(from: first)
        follow(source, changes)
    }

    /// The variables of the versions in effect of the first `end` followed sheets (all of
    /// them by default), later ones overriding earlier ones.
    func activeVariables(before end: Int? = nil) -> VariableTable {
        var variables = VariableTable()
        for entry in entries[..<(end ?? entries.count)] { if let sheet = entry.active { variables = variables.merging(sheet.variables) } }
        return variables
    }

    /// The locations of the followed sheets, in load order.
    public var locations: [String] { entries.map(\.location) }

    /// The version in effect of the sheet at `location`.
    public func activeSheet(_ location: String) -> StyleSheet? {
        entries.first { $0.location == location }?.active
    }

    /// Reloads the sheets whose files are among `changed`, and those loaded after them (they
    /// may use the reloaded sheets' variables).
    public func reload(changed: Set<String>) async {
        guard let first = entries.firstIndex(where: { !$0.dependencies.isDisjoint(with: changed) || changed.contains($0.location) })
        else { return }
        await reload(from: first)
    }

    private func follow(_ source: any ReloadSource, _ changes: AsyncStream<Set<String>>) {
        let id = ObjectIdentifier(source)
        guard followers[id] == nil else { return }
        followers[id] = Task { [weak self] in
            for await changed in changes {
                guard let self else { return }
                await self.reload(changed: changed)
            }
        }
    }

    /// Loads and applies the sheets from index `start` on, following new imports.
    func reload(from start: Int) async {
        guard start < entries.count else { return }
        var variables = activeVariables(before: start)
        for index in start..<entries.count {
            let entry = entries[index]
            var (sheet, dependencies) = load(entry, inheriting: variables)
            let unwatched = dependencies.subtracting(entry.dependencies).subtracting([entry.location])
            if !unwatched.isEmpty {
                await entry.source.watch(unwatched)
                (sheet, dependencies) = load(entry, inheriting: variables)
            }
            entries[index].dependencies = entry.dependencies.union(dependencies)
            apply(sheet, location: entry.location)
            if let active = entries[index].active { variables = variables.merging(active.variables) }
        }
    }

    private func load(_ entry: Entry, inheriting variables: VariableTable) -> (StyleSheet, Set<String>) {
        let recording = RecordingSourceLoader(entry.source.sourceLoader)
        let sheet = loader(recording).load(entry.location, name: entry.location, inheritedVariables: variables)
        return (sheet, recording.locations)
    }
}
