import Foundation
import Synchronization

/// Runs `count` jobs on `workers` threads and returns their results in job order.
enum WorkerPool {
    static func map<Result: Sendable>(count: Int, workers: Int, _ job: @escaping @Sendable (Int) -> Result) -> [Result]
    {
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

    /// The next job to hand out and the results so far, behind a mutex.
    private final class SharedState<Result: Sendable>: Sendable {
        private let state: Mutex<(next: Int, slots: [Result?])>

        init(count: Int) {
            state = Mutex((next: 0, slots: Array(repeating: nil, count: count)))
        }

        func claim() -> Int? {
            state.withLock { state in
                guard state.next < state.slots.count else { return nil }
                defer { state.next += 1 }
                return state.next
            }
        }

        func store(_ result: Result, at index: Int) {
            state.withLock { $0.slots[index] = result }
        }

        var results: [Result] {
            state.withLock { $0.slots.compactMap { $0 } }
        }
    }
}
