import Synchronization

/// A flag set when the task waiting for a transfer is cancelled, read by libcurl's progress
/// callback on the transfer's thread, which then aborts the transfer.
final class TransferCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    var isCancelled: Bool {
        flag.load(ordering: .acquiring)
    }

    func cancel() {
        flag.store(true, ordering: .releasing)
    }
}
