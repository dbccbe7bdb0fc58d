import Synchronization

/// A thread-safe list of failure descriptions collected from worker threads.
final class ErrorList: Sendable {
    private let items = Mutex<[String]>([])

    func append(_ item: String) {
        items.withLock { $0.append(item) }
    }

    var all: [String] {
        items.withLock { $0 }
    }
}
