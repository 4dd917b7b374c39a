/// The picture formats `livery render` writes, chosen by the output file's extension.
public enum RenderFormat: String, CaseIterable, Sendable {
    case svg
    case html

    /// The format for a file name's extension (`.svg`; `.html` or `.htm`; any case), or
    /// `nil` when the extension is neither.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "html", "htm": self = .html
        default: return nil
        }
    }

    /// The picture of a styled, laid-out screen in this format.
    public func render(_ screen: StyledScreen) -> String {
        switch self {
        case .svg: SVGRenderer.render(screen)
        case .html: HTMLRenderer.render(screen)
        }
    }
}
