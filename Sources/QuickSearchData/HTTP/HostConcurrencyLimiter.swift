/// Bounds how many requests run at once against each host; the rest wait their turn in order.
/// A waiting task that is cancelled leaves the queue at once with `CancellationError`.
actor HostConcurrencyLimiter {
    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let limit: Int
    private var running: [String: Int] = [:]
    private var waiting: [String: [Waiter]] = [:]
    private var nextWaiterID = 0

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Waits for a free slot for the host.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before it gets a slot (it then
    ///   holds none).
    func acquire(_ host: String) async throws {
        try Task.checkCancellation()
        if running[host, default: 0] < limit {
            running[host, default: 0] += 1
            return
        }
        let id = nextWaiterID
        nextWaiterID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiting[host, default: []].append(Waiter(id: id, continuation: continuation))
            }
        } onCancel: {
            Task { await self.cancelWaiter(id, host: host) }
        }
    }

    /// Frees a slot, handing it straight to the next waiter if there is one.
    func release(_ host: String) {
        if var queue = waiting[host], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[host] = queue
            next.continuation.resume()
            return
        }
        running[host, default: 1] -= 1
    }

    /// Tasks waiting for a slot for the host.
    func waitingCount(_ host: String) -> Int {
        waiting[host]?.count ?? 0
    }

    /// Removes a cancelled waiter; nothing when it already got its slot.
    private func cancelWaiter(_ id: Int, host: String) {
        guard let position = waiting[host]?.firstIndex(where: { $0.id == id }),
            let waiter = waiting[host]?.remove(at: position)
        else { return }
        waiter.continuation.resume(throwing: CancellationError())
    }
}
