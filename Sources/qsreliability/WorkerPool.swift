import Foundation

/// Runs `count` jobs on `workers` threads and returns their results in job order.
enum WorkerPool {
    static func map<Result: Sendable>(count: Int, workers: Int, _ job: @escaping @Sendable (Int) -> Result) -> [Result] {
        let state = SharedState<Result>(count: count)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(workers, count)) {
            group.enter()
            let thread = Thread {
                while let index = state.claim() {
                    state.store(job(index), at: index)
                }
                group.leave()
            }
            thread.start()
        }
        group.wait()
        return state.results
    }

    /// The next job to hand out and the results so far, behind a lock.
    private final class SharedState<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [Result?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func claim() -> Int? {
            lock.withLock {
                guard next < slots.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ result: Result, at index: Int) {
            lock.withLock { slots[index] = result }
        }

        var results: [Result] {
            lock.withLock { slots.compactMap { $0 } }
        }
    }
}
