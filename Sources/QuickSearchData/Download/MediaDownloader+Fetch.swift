import Foundation
import QuickSearchDomain
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MediaDownloader {
    /// Fetches `url` into the open temporary file `descriptor` under the pacer's rules (a slot
    /// of the host, its rate, retries after a refusal), each attempt writing the file from its
    /// start; returns the sink of the attempt that got the image.
    ///
    /// - Throws: `DownloadError`: `.notStarted` when cancelled before the first request,
    ///   otherwise the last attempt's failure.
    func fetch(
        _ url: URL,
        host: String,
        into descriptor: Int32,
        deadline: ContinuousClock.Instant?,
        report: @escaping @Sendable (Int, Int) -> Void
    ) async throws(DownloadError) -> DownloadFileSink {
        let key = CurlHTTPClient.hostKey(url)
        let started = StartFlag()
        let outcome: Result<DownloadFileSink, DownloadError>
        do {
            outcome = try await pacer.holdingSlot(for: key) {
                try await pacer.awaitTurn(key)
                started.set()
                return await attempts(url, host: host, key: key, into: descriptor, deadline: deadline, report: report)
            }
        } catch {
            guard started.isSet else { throw DownloadError(.notStarted, "\(host): not started") }
            throw Self.failure(for: error, host: host, limit: maximumSize)
        }
        return try outcome.get()
    }

    /// Every attempt at `url` until one is final, with the pacer's waits between them.
    private func attempts(
        _ url: URL,
        host: String,
        key: String,
        into descriptor: Int32,
        deadline: ContinuousClock.Instant?,
        report: @escaping @Sendable (Int, Int) -> Void
    ) async -> Result<DownloadFileSink, DownloadError> {
        let request = HTTPRequest(
            url: url,
            headers: [HTTPHeader("Accept", "image/png,image/jpeg,image/gif,image/webp,image/*;q=0.8")],
            timeouts: HTTPTimeouts(connect: .seconds(10), total: .seconds(3600)),
            followsRedirects: true,
            maximumBodySize: maximumSize,
            deadline: deadline
        )
        var retry = 1
        while true {
            guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
                return .failure(
                    DownloadError(.notSaved, "could not write the file: \(String(cString: strerror(errno)))")
                )
            }
            let sink = DownloadFileSink(descriptor: descriptor, host: host, onBytes: { report(0, $0) })
            let watcher = AnswerRecordingSink(sink)
            let failure: DownloadError
            var status: Int?
            do {
                let response = try await client.stream(request, into: watcher, addressPolicy: addressPolicy)
                if sink.started { return .success(sink) }
                status = response.status
                watcher.recordIfMissing(response)
                failure =
                    response.status == 200
                    ? DownloadError(.notAnImage, "\(host) sent an empty body")
                    : DownloadError(.httpStatus, "\(host) answered HTTP \(response.status)")
            } catch let error as HTTPError where error.kind == .connectionFailed || error.kind == .truncated {
                failure = Self.failure(for: error, host: host, limit: maximumSize)
            } catch {
                failure = Self.failure(for: error, host: host, limit: maximumSize)
                guard failure.kind == .httpStatus, let answered = watcher.status else { return .failure(failure) }
                status = answered
            }
            let retryAfter = watcher.retryAfter(now: pacer.clock.date)
            switch pacer.delay(retry: retry, status: status, retryAfter: retryAfter, deadline: deadline) {
            case .final:
                return .failure(failure)
            case .pastDeadline(let wait):
                let asked = retryAfter != nil && [429, 503].contains(status) ? "asked to wait" : "would need"
                return .failure(
                    DownloadError(
                        failure.kind,
                        "\(failure.message); it \(asked) \(Self.seconds(wait)) more, past the time left",
                        remedy: .allowMoreTime(suggested: nil)
                    )
                )
            case .wait(let wait):
                report(0, -sink.byteCount)
                pacer.recordRetry(host: host, wait: wait, busy: [429, 503].contains(status))
                do {
                    try await pacer.clock.sleep(for: wait)
                    try await pacer.awaitTurn(key)
                } catch {
                    return .failure(Self.failure(for: error, host: host, limit: maximumSize))
                }
                retry += 1
            }
        }
    }

    /// `3 s`, `1.5 s`.
    public static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}

/// Set once the first request of a download may go out.
private final class StartFlag: Sendable {
    private let flag = Mutex(false)
    var isSet: Bool { flag.withLock { $0 } }
    func set() { flag.withLock { $0 = true } }
}

/// Passes a transfer's body to a `DownloadFileSink`, keeping the status and `Retry-After` of
/// the answer, which the sink refuses without keeping when it is not 200.
final class AnswerRecordingSink: ResponseBodySink, @unchecked Sendable {
    private let inner: DownloadFileSink
    private(set) var status: Int?
    private var retryAfterText: String?

    init(_ inner: DownloadFileSink) {
        self.inner = inner
    }

    var failure: DownloadError? { inner.failure }

    func begin(status: Int, headers: [String: String]) -> Bool {
        self.status = status
        retryAfterText = headers["retry-after"]
        return inner.begin(status: status, headers: headers)
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        inner.write(bytes)
    }

    /// Keeps a complete response's status and `Retry-After` when no body began.
    func recordIfMissing(_ response: HTTPResponse) {
        guard status == nil else { return }
        status = response.status
        retryAfterText = response.header("retry-after")
    }

    /// The wait the answer asked for, if any.
    func retryAfter(now: Date) -> Duration? {
        guard let retryAfterText else { return nil }
        return HTTPResponse(status: status ?? 0, headers: ["retry-after": retryAfterText]).retryAfter(now: now)
    }
}
