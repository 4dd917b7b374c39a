extension Array {
    /// The elements with only the last of those sharing an identity kept, in order. The
    /// copies `@extend` and ReflektorKit's `include:` make of one declaration are one
    /// declaration at its last place, the one that decides the cascade: chains of them stay
    /// linear in the sheet's size rather than doubling per link.
    public func keepingLast<Identity: Hashable>(by identity: (Element) -> Identity) -> [Element] {
        var seen: Set<Identity> = []
        var kept: [Element] = []
        kept.reserveCapacity(count)
        for element in reversed() where seen.insert(identity(element)).inserted {
            kept.append(element)
        }
        return kept.reversed()
    }
}
