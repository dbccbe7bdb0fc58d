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

    /// Waits for a free slot for the host, of at most `limit` at once (default: the limiter's).
    ///
    /// - Throws: `CancellationError` when the task is cancelled before it gets a slot (it then
    ///   holds none).
    func acquire(_ host: String, limit: Int? = nil) async throws {
        try Task.checkCancellation()
        if running[host, default: 0] < max(1, limit ?? self.limit) {
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

    /// `body`'s result, run while holding a slot for the host (released however it ends).
    nonisolated func holdingSlot<Result: Sendable>(
        for host: String,
        limit: Int? = nil,
        _ body: () async throws -> Result
    ) async throws -> Result {
        try await acquire(host, limit: limit)
        do {
            let result = try await body()
            await release(host)
            return result
        } catch {
            await release(host)
            throw error
        }
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
