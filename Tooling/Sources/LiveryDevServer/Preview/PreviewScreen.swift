import LiveryCore
import Livery
import LiverySyntax
import LiveryViews

/// The screen the preview shows: a layout of the served folder with its stylesheets.
///
/// The stylesheets are those named by `stylesheet=` query items, else every stylesheet of
/// any dialect (`.css`, `.json`, `.rflk`, `.nss` …) in the layout's own folder that no other
/// of them imports (an imported partial applies
/// where its `@import` stands, not a second time), in name order.
struct PreviewScreen {
    let folder: ServedFolder
    let layout: String
    let stylesheets: [String]

    init(folder: ServedFolder, layout: String, stylesheets: [String]?, liveFiles: [String]) {
        self.folder = folder
        self.layout = layout
        self.stylesheets = stylesheets ?? Self.defaultStylesheets(for: layout, folder: folder, liveFiles: liveFiles)
    }

    /// Loads, styles and lays out the layout (from disk, as it is now).
    func styled() -> StyledScreen {
        StyledScreen(layoutPath: layout, stylesheetPaths: stylesheets, reader: folder.reader())
    }

    static func defaultStylesheets(for layout: String, folder: ServedFolder, liveFiles: [String]) -> [String] {
        let directory = Paths.directory(of: layout)
        let candidates = liveFiles.filter { ServedFolder.isStyleSheet($0) && Paths.directory(of: $0) == directory }
        var imported: Set<String> = []
        for sheet in candidates {
            var recording: RecordingSourceLoader?
            _ = folder.reader { loader in
                let wrapped = RecordingSourceLoader(loader)
                recording = wrapped
                return wrapped
            }.load(sheet)
            imported.formUnion(recording?.locations.subtracting([sheet]) ?? [])
        }
        return candidates.filter { !imported.contains($0) }
    }
}
