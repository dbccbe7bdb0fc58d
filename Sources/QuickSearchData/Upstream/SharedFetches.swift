import Synchronization

/// Identical calls made while one is in flight share its outcome instead of asking again: the
/// first runs the call, the others wait for what it gets (its answer or its failure). A run asks
/// the same thing twice at once when two parts need it (the region at a point, for the UV index
/// and for the alerts); the second request would cost the upstream a request and the run the
/// slower of two answers.
///
/// Calls are the same when they are GETs with the same method and URL without credentials (the
/// cache key), output type and cache options; any other method is never shared. A caller that
/// joins waits under the first caller's deadline, which within one run is the run's.
final class SharedFetches: Sendable {
    /// What makes two calls the same.
    private struct Key: Hashable, Sendable {
        let cacheKey: String
        let output: ObjectIdentifier
        let refresh: Bool
        let staleOnFailure: Bool

        init<Output>(_ call: UpstreamCall<Output>) {
            cacheKey = call.cacheKey
            output = ObjectIdentifier(Output.self)
            refresh = call.refresh
            staleOnFailure = call.staleOnFailure
        }
    }

    /// The calls in flight, each with those waiting for it (a `Flight` of the key's output).
    private let inFlight = Mutex<[Key: any Sendable]>([:])

    init() {}

    /// The outcome of `work` for `call`, run by this caller, or by the caller that was already
    /// running the same call.
    func outcome<Output: Sendable>(
        of call: UpstreamCall<Output>,
        _ work: () async throws -> Fetched<Output>
    ) async throws -> Fetched<Output> {
        guard call.request.method == "GET" else { return try await work() }
        let key = Key(call)
        // The key holds the output type, so a flight under it is always a `Flight<Output>`.
        let joined: Flight<Output>? = inFlight.withLock { inFlight in
            if let running = inFlight[key] {
                return running as? Flight<Output>
            }
            inFlight[key] = Flight<Output>()
            return nil
        }
        if let joined {
            return try await joined.outcome()
        }
        let result: Result<Fetched<Output>, any Error>
        do {
            result = .success(try await work())
        } catch {
            result = .failure(error)
        }
        let flight = inFlight.withLock { $0.removeValue(forKey: key) } as? Flight<Output>
        flight?.finish(result)
        return try result.get()
    }

    /// How many callers wait for `call`'s twin in flight (0 when none is), for tests.
    func waitingCount<Output>(for call: UpstreamCall<Output>) -> Int {
        let running = inFlight.withLock { $0[Key(call)] }
        return (running as? any WaitedFor)?.waitingCount ?? 0
    }
}

/// A call in flight, whatever its output: how many wait for it.
private protocol WaitedFor {
    var waitingCount: Int { get }
}

/// One call in flight: its outcome once known, and the callers waiting for it until then.
private final class Flight<Output: Sendable>: WaitedFor, Sendable {
    private struct State {
        var result: Result<Fetched<Output>, any Error>?
        var waiting: [CheckedContinuation<Fetched<Output>, any Error>] = []
    }

    private let state = Mutex(State())

    var waitingCount: Int {
        state.withLock { $0.waiting.count }
    }

    /// Waits for the outcome (at once when it is known).
    func outcome() async throws -> Fetched<Output> {
        try await withCheckedThrowingContinuation { continuation in
            let known: Result<Fetched<Output>, any Error>? = state.withLock { state in
                if let result = state.result { return result }
                state.waiting.append(continuation)
                return nil
            }
            if let known {
                continuation.resume(with: known)
            }
        }
    }

    /// Records the outcome and hands it to every caller waiting.
    func finish(_ result: Result<Fetched<Output>, any Error>) {
        let waiting = state.withLock { state in
            state.result = result
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for continuation in waiting {
            continuation.resume(with: result)
        }
    }
}
