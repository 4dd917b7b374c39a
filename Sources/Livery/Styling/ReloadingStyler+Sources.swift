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
        let first = sheetSet.entries.count
        for location in locations where following[location] == nil {
            following[location] = Following(source: source, remote: location)
        }
        sheetSet.append(locations)
        await reload(from: first)
        follow(source, changes)
    }

    /// Makes sheets already loaded (from files or bundle resources) follow `source` from now
    /// on, each in its place in the load order: `remote` gives a loaded sheet's location in
    /// the source (its file in the folder a dev server serves), or `nil` to leave it as it
    /// is. The followed sheets are loaded from the source at once.
    public func follow(from source: any ReloadSource, remote: (String) -> String?) async {
        let changes = source.changes()
        var remotes: Set<String> = []
        var first: Int?
        for (index, entry) in sheetSet.entries.enumerated() where following[entry.location] == nil {
            guard let path = remote(entry.location) else { continue }
            following[entry.location] = Following(source: source, remote: path)
            remotes.insert(path)
            if first == nil { first = index }
        }
        guard let first else { return }
        await source.watch(remotes)
        await reload(from: first)
        follow(source, changes)
    }

    /// Loads the stylesheets at `locations` now (in load order, after those already loaded)
    /// with `sourceLoader` — files and bundle resources by default — and applies them. Each
    /// sees the variables of the sheets before it. They are not followed: use
    /// `load(_:from:)` for sheets that reload.
    @discardableResult
    public func load(_ locations: [String], group: String? = nil,
                     sourceLoader: any SourceLoader = FileSystemSourceLoader()) -> [ReloadReport<Element>] {
        sheetSet.append(locations, group: group)
        let reader = loader(sourceLoader)
        return locations.compactMap { location in
            guard let index = sheetSet.index(of: location) else { return nil }
            let sheet = reader.load(location, name: location, inheritedVariables: sheetSet.variables(before: index))
            return apply(sheet, location: location)
        }
    }

    /// The variables of the versions in effect of the first `end` followed sheets (all of
    /// them by default), later ones overriding earlier ones.
    public func activeVariables(before end: Int? = nil) -> VariableTable {
        sheetSet.variables(before: end)
    }

    /// The locations of the followed sheets, in load order.
    public var locations: [String] { sheetSet.entries.map(\.location) }

    /// The version in effect of the sheet at `location`.
    public func activeSheet(_ location: String) -> StyleSheet? {
        sheetSet.index(of: location).flatMap { sheetSet.entries[$0].sheet }
    }

    /// Reloads the sheets whose files are among `changed`, and those loaded after them (they
    /// may use the reloaded sheets' variables).
    public func reload(changed: Set<String>) async {
        guard let first = sheetSet.entries.firstIndex(where: { entry in
            guard let followed = following[entry.location] else { return changed.contains(entry.location) }
            return changed.contains(followed.remote) || !followed.dependencies.isDisjoint(with: changed)
        }) else { return }
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

    /// Loads and applies the sheets from index `start` on, following new imports; each sees
    /// the variables of the versions in effect before it.
    func reload(from start: Int) async {
        guard start < sheetSet.entries.count else { return }
        for index in start..<sheetSet.entries.count {
            let location = sheetSet.entries[index].location
            guard let entry = following[location] else { continue }
            let inherited = sheetSet.variables(before: index)
            var (sheet, dependencies) = load(entry.remote, as: location, from: entry.source, inheriting: inherited)
            let unwatched = dependencies.subtracting(entry.dependencies).subtracting([entry.remote])
            if !unwatched.isEmpty {
                await entry.source.watch(unwatched)
                (sheet, dependencies) = load(entry.remote, as: location, from: entry.source, inheriting: inherited)
            }
            following[location]?.dependencies = entry.dependencies.union(dependencies)
            apply(sheet, location: location)
        }
    }

    /// The sheet at `remote` in `source`, named `location` (its place in the styler), and
    /// the files it read.
    private func load(_ remote: String, as location: String, from source: any ReloadSource,
                      inheriting variables: VariableTable) -> (StyleSheet, Set<String>) {
        let recording = RecordingSourceLoader(source.sourceLoader)
        let sheet = loader(recording).load(remote, name: location, inheritedVariables: variables)
        return (sheet, recording.locations)
    }
}
