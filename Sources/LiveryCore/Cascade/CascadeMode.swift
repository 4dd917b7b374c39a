/// How competing declarations are ordered.
public enum CascadeMode: String, Hashable, Sendable, CaseIterable {
    /// W3C specificity, then stylesheet load order, then source order (the default).
    case specificity
    /// Source order only: the last declaration wins, as InterfaCSS 1.x did.
    case sourceOrder = "source-order"
}
