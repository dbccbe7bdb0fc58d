import CCurlShim
import Foundation
import Synchronization

/// Runs a client's transfers together on one thread through a libcurl multi handle, as
/// `curl --parallel` does: a burst of requests leaves within a millisecond or two, where a
/// thread per transfer made twenty threads contend for two cores, the allocator and the handle
/// pool. The multi handle keeps the open connections, shared by every transfer of the client.
///
/// The thread is made when a transfer arrives and none is running, or before, when the client
/// is told requests are coming (`start`), and ends once no transfer is left; the first one
/// also loads libcurl. Each round of its loop is linear in the transfers
/// in flight: it starts the new ones, lets libcurl move every transfer on, finishes those
/// that ended and those whose task was cancelled, then waits (up to a second, or less when a
/// timeout is due) for the network or a new arrival.
final class CurlMultiDriver: Sendable {
    /// A transfer asked for and not yet started.
    private struct Submission: Sendable {
        let request: HTTPRequest
        let userAgent: String
        let options: TransferOptions
        let cancellation: TransferCancellation
        let continuation: CheckedContinuation<HTTPResponse, any Error>
    }

    /// A transfer in the multi handle.
    private struct Running {
        let handle: CurlEasyHandle
        let transfer: CurlTransfer
        let continuation: CheckedContinuation<HTTPResponse, any Error>
    }

    private struct State: Sendable {
        var pending: [Submission] = []
        /// Whether a thread runs the loop (it takes `pending` before it ends).
        var isRunning = false
        /// Made by the loop's first thread, once libcurl is loaded; kept for the next threads.
        var multi: MultiHandle?

        /// Marks the loop as running; true when it was not, and the caller makes its thread.
        mutating func claimLoop() -> Bool {
            if isRunning { return false }
            isRunning = true
            return true
        }

        /// The transfers asked for since the last call.
        mutating func takePending() -> [Submission] {
            defer { pending.removeAll() }
            return pending
        }
    }

    private let state = Mutex(State())
    /// The longest the loop waits for the network or an arrival, in milliseconds: a wake-up
    /// ends the wait at once, and libcurl shortens it when a transfer's timer falls due sooner.
    private static let longestWait: Int32 = 1000

    /// Idle easy handles kept for reuse by the loop's thread: a run's burst rarely needs more.
    private static let idleHandles = 16

    /// Runs the request with the client's other transfers; `cancellation` ends it (the loop is
    /// woken by `wake`), throwing `CancellationError`. `options` must have no body sink: the
    /// loop's thread never blocks on a sink's writes.
    func perform(
        _ request: HTTPRequest,
        userAgent: String,
        options: TransferOptions,
        cancellation: TransferCancellation
    ) async throws -> HTTPResponse {
        precondition(options.bodySink == nil, "a streamed transfer runs on a thread of its own")
        return try await withCheckedThrowingContinuation { continuation in
            submit(
                Submission(
                    request: request,
                    userAgent: userAgent,
                    options: options,
                    cancellation: cancellation,
                    continuation: continuation
                )
            )
        }
    }

    /// Makes the loop's thread now if none runs, so that it loads libcurl while the requests are
    /// being prepared: made later, while the library loads, the thread's creation would wait for
    /// the load, holding up the task that asked. The thread ends at once if no transfer comes.
    func start() {
        if state.withLock({ $0.claimLoop() }) {
            Thread.detachNewThread { self.run() }
        }
    }

    /// Ends the loop's wait at once, so it sees a cancellation.
    func wake() {
        state.withLock { $0.multi }?.wake()
    }

    private func submit(_ submission: Submission) {
        let (startsThread, multi) = state.withLock { state -> (Bool, MultiHandle?) in
            state.pending.append(submission)
            let claimed = state.claimLoop()
            return (claimed, claimed ? nil : state.multi)
        }
        if startsThread {
            Thread.detachNewThread { self.run() }
        } else {
            // Before the multi handle exists, the loop has yet to look at `pending`.
            multi?.wake()
        }
    }

    /// The loop, on its own thread, until no transfer is left.
    private func run() {
        var running: [UnsafeMutableRawPointer: Running] = [:]
        var idle: [CurlEasyHandle] = []
        var multi: MultiHandle
        do {
            multi = try multiHandle()
        } catch {
            failPending(error)
            return
        }
        while true {
            let arrivals = state.withLock { state -> [Submission]? in
                if state.pending.isEmpty, running.isEmpty {
                    state.isRunning = false
                    return nil
                }
                return state.takePending()
            }
            guard let arrivals else { return }
            for submission in arrivals {
                start(submission, in: multi, running: &running, idle: &idle)
            }
            var stillRunning: Int32 = 0
            var code = qs_curl_multi_perform(multi.pointer, &stillRunning)
            if code == CURLM_OK {
                var result = CURLE_OK
                while let pointer = qs_curl_multi_next_done(multi.pointer, &result) {
                    finish(pointer, code: result, in: multi, running: &running, idle: &idle)
                }
                for (pointer, transfer) in running where transfer.transfer.isCancelled {
                    finish(pointer, code: CURLE_ABORTED_BY_CALLBACK, in: multi, running: &running, idle: &idle)
                }
                if !running.isEmpty {
                    code = qs_curl_multi_poll(multi.pointer, Self.longestWait)
                }
            }
            guard code == CURLM_OK else {
                // A multi handle that failed is not used again: its transfers fail, and the
                // loop goes on with a new one.
                abandon(multi, code: code, running: &running)
                do {
                    multi = try multiHandle()
                } catch {
                    failPending(error)
                    return
                }
                continue
            }
        }
    }

    /// Fails every transfer in `multi` and forgets it, so that the next call of `multiHandle`
    /// makes another.
    private func abandon(
        _ multi: MultiHandle,
        code: CURLMcode,
        running: inout [UnsafeMutableRawPointer: Running]
    ) {
        let failure = HTTPError(
            .other,
            "libcurl's transfer loop failed (\(String(cString: qs_curl_multi_strerror(code)))); try again"
        )
        for (pointer, transfer) in running {
            _ = qs_curl_multi_remove_handle(multi.pointer, pointer)
            transfer.continuation.resume(throwing: failure)
        }
        running.removeAll()
        state.withLock { state in
            if state.multi === multi { state.multi = nil }
        }
    }

    /// Ends the loop for want of a multi handle: the transfers waiting fail with `error`.
    private func failPending(_ error: any Error) {
        let failed = state.withLock { state in
            state.isRunning = false
            return state.takePending()
        }
        for submission in failed {
            submission.continuation.resume(throwing: error)
        }
    }

    private func start(
        _ submission: Submission,
        in multi: MultiHandle,
        running: inout [UnsafeMutableRawPointer: Running],
        idle: inout [CurlEasyHandle]
    ) {
        guard !submission.cancellation.isCancelled else {
            submission.continuation.resume(throwing: CancellationError())
            return
        }
        do {
            let handle = try idle.popLast() ?? CurlEasyHandle()
            let transfer = try handle.prepare(
                submission.request,
                userAgent: submission.userAgent,
                cancellation: submission.cancellation,
                options: submission.options
            )
            let code = qs_curl_multi_add_handle(multi.pointer, handle.pointer)
            guard code == CURLM_OK else {
                throw HTTPError(
                    .other,
                    "libcurl could not start the transfer (\(String(cString: qs_curl_multi_strerror(code)))); the request was not sent"
                )
            }
            running[handle.pointer] = Running(
                handle: handle,
                transfer: transfer,
                continuation: submission.continuation
            )
        } catch {
            submission.continuation.resume(throwing: error)
        }
    }

    private func finish(
        _ pointer: UnsafeMutableRawPointer,
        code: CURLcode,
        in multi: MultiHandle,
        running: inout [UnsafeMutableRawPointer: Running],
        idle: inout [CurlEasyHandle]
    ) {
        guard let ended = running.removeValue(forKey: pointer) else { return }
        let outcome = Result { try ended.handle.finish(ended.transfer, code: code) }
        _ = qs_curl_multi_remove_handle(multi.pointer, pointer)
        if idle.count < Self.idleHandles {
            idle.append(ended.handle)
        }
        ended.continuation.resume(with: outcome)
    }

    /// The multi handle, made on the first call (which loads libcurl when it is not loaded yet).
    private func multiHandle() throws -> MultiHandle {
        if let multi = state.withLock({ $0.multi }) { return multi }
        try CurlGlobal.ensureInitialised()
        guard let pointer = qs_curl_multi_init() else {
            throw HTTPError(
                .other,
                "libcurl could not create its transfer loop, usually for lack of memory; close other programs and try again"
            )
        }
        // libcurl's own bounds stay at their defaults: none per host (the client's limiter or
        // the pipeline's host stage bounds each host, some above the client's own figure), and
        // room to keep four connections per transfer it has run at once.
        let multi = MultiHandle(pointer: pointer)
        state.withLock { $0.multi = multi }
        return multi
    }
}

/// A libcurl multi handle, cleaned up with its last reference (no transfer is in it by then:
/// the loop's thread holds one while any runs).
private final class MultiHandle: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer

    init(pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
    }

    deinit {
        qs_curl_multi_cleanup(pointer)
    }

    /// Ends the loop's current or next wait at once (thread-safe in libcurl).
    func wake() {
        _ = qs_curl_multi_wakeup(pointer)
    }
}
