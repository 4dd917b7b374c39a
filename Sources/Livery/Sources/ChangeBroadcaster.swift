/// Hands every batch of changed locations to each subscriber (`ReloadSource.changes()`).
final class ChangeBroadcaster: Sendable {
    private let subscribers = Locked<[Int: AsyncStream<Set<String>>.Continuation]?>([:])

    /// A new subscription.
    func subscribe() -> AsyncStream<Set<String>> {
        let (stream, continuation) = AsyncStream<Set<String>>.makeStream(bufferingPolicy: .bufferingNewest(1024))
        let registered = subscribers.withLock { subscribers -> Int? in
            guard subscribers != nil else { return nil }
            let id = (subscribers?.keys.max() ?? 0) + 1
            subscribers?[id] = continuation
            return id
        }
        guard let id = registered else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in self?.subscribers.withLock { _ = $0?.removeValue(forKey: id) } }
        return stream
    }

    /// Sends `locations` to every subscriber (nothing when empty).
    func send(_ locations: Set<String>) {
        guard !locations.isEmpty else { return }
        for continuation in subscribers.withLock({ Array(($0 ?? [:]).values) }) { continuation.yield(locations) }
    }

    /// Finishes every subscription; later ones finish at once.
    func finish() {
        let all = subscribers.withLock { subscribers -> [AsyncStream<Set<String>>.Continuation] in
            defer { subscribers = nil }
            return Array((subscribers ?? [:]).values)
        }
        for continuation in all { continuation.finish() }
    }
}
