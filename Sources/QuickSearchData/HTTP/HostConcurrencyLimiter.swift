/// Bounds how many requests run at once against each host; the rest wait their turn in order.
actor HostConcurrencyLimiter {
    private let limit: Int
    private var running: [String: Int] = [:]
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Waits for a free slot for the host.
    func acquire(_ host: String) async {
        if running[host, default: 0] < limit {
            running[host, default: 0] += 1
            return
        }
        await withCheckedContinuation { continuation in
            waiting[host, default: []].append(continuation)
        }
    }

    /// Frees a slot, handing it straight to the next waiter if there is one.
    func release(_ host: String) {
        if var queue = waiting[host], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[host] = queue
            next.resume()
            return
        }
        running[host, default: 1] -= 1
    }
}
