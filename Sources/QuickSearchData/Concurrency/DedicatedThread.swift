import Foundation

/// Work run on a thread of its own while the calling task waits without holding a task thread:
/// for work that blocks (opening a database behind another process's lock) or that is long
/// (reading a 1,000-row answer), which would otherwise keep one of the few task threads (as many
/// as the cores) from the short steps other tasks are waiting to take.
public enum DedicatedThread {
    /// The result of `work`, run on a new thread.
    public static func run<Value: Sendable>(
        _ work: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }
}
