/// Bounds how many requests run at once against each host; the rest wait their turn in order,
/// look-ups (requests others wait on) before the rest. A waiting task that is cancelled leaves
/// the queue at once with `CancellationError`. Every operation is amortised constant time but
/// a cancelled waiter's removal, linear in its queue.
actor HostConcurrencyLimiter {
    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// One host's waiters: look-ups, then the rest, each first come first served.
    private struct Queues {
        var lookups = WaiterQueue()
        var others = WaiterQueue()

        var isEmpty: Bool { lookups.isEmpty && others.isEmpty }
        var count: Int { lookups.count + others.count }
    }

    /// A first-in first-out queue whose removal from the front is amortised O(1).
    private struct WaiterQueue {
        private var items: [Waiter] = []
        private var head = 0

        var isEmpty: Bool { head == items.count }
        var count: Int { items.count - head }

        mutating func append(_ waiter: Waiter) {
            items.append(waiter)
        }

        mutating func popFirst() -> Waiter? {
            guard head < items.count else { return nil }
            let waiter = items[head]
            head += 1
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64, head * 2 >= items.count {
                items.removeFirst(head)
                head = 0
            }
            return waiter
        }

        mutating func remove(id: Int) -> Waiter? {
            guard let position = items[head...].firstIndex(where: { $0.id == id }) else { return nil }
            return items.remove(at: position)
        }
    }

    private let limit: Int
    private var running: [String: Int] = [:]
    private var waiting: [String: Queues] = [:]
    private var nextWaiterID = 0

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Waits for a free slot for the host, of at most `limit` at once (default: the limiter's).
    /// A look-up (`isLookup`: a request whose answer others wait on) is given a freed slot
    /// before every other waiter, so that a chain of requests is not held behind its leaves.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before it gets a slot (it then
    ///   holds none).
    func acquire(_ host: String, limit: Int? = nil, isLookup: Bool = false) async throws {
        try Task.checkCancellation()
        if running[host, default: 0] < max(1, limit ?? self.limit) {
            running[host, default: 0] += 1
            return
        }
        let id = nextWaiterID
        nextWaiterID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let waiter = Waiter(id: id, continuation: continuation)
                if isLookup {
                    waiting[host, default: Queues()].lookups.append(waiter)
                } else {
                    waiting[host, default: Queues()].others.append(waiter)
                }
            }
        } onCancel: {
            Task { await self.cancelWaiter(id, host: host) }
        }
    }

    /// Frees a slot, handing it straight to the next waiter if there is one.
    func release(_ host: String) {
        if var queues = waiting[host], let next = queues.lookups.popFirst() ?? queues.others.popFirst() {
            waiting[host] = queues.isEmpty ? nil : queues
            next.continuation.resume()
            return
        }
        running[host, default: 1] -= 1
    }

    /// `body`'s result, run while holding a slot for the host (released however it ends).
    nonisolated func holdingSlot<Result: Sendable>(
        for host: String,
        limit: Int? = nil,
        isLookup: Bool = false,
        _ body: () async throws -> Result
    ) async throws -> Result {
        try await acquire(host, limit: limit, isLookup: isLookup)
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
        guard var queues = waiting[host],
            let waiter = queues.lookups.remove(id: id) ?? queues.others.remove(id: id)
        else { return }
        waiting[host] = queues.isEmpty ? nil : queues
        waiter.continuation.resume(throwing: CancellationError())
    }
}
