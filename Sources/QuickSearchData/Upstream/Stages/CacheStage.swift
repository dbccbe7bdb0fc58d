import Foundation

/// Answers from the response cache when it may, and keeps what it may: a fresh stored answer is
/// the reply without a request; a stored one that is not fresh makes the request conditional
/// (`If-None-Match`, `If-Modified-Since`) and is renewed on HTTP 304; with `staleOnFailure` it
/// stands in when the upstream cannot be reached or answers an error status; a new answer that
/// reads as cacheable and echoed no key is stored.
///
/// Stored answers are read through the redactor like new ones: an entry written by an older
/// version may hold an echoed key. A stored answer that no longer reads is no answer.
///
/// An answer whose output is `CompactStorable` is kept with that output in compact form, and a
/// fresh one is read back from it: no decoding, clean-up or redaction of the whole answer. The
/// form is used only when it is this build's layout, reads cleanly, and holds no form of a
/// configured key (one set since it was stored); otherwise the answer is read as above.
struct CacheStage: UpstreamStage {
    let cache: (any ResponseCaching)?
    let secrets: SecretRedactor
    let now: @Sendable () -> Date

    func answer<Output: Sendable>(
        _ call: UpstreamCall<Output>,
        next: UpstreamNext<Output>
    ) async throws -> UpstreamReply<Output> {
        let stored = storedAnswer(for: call)
        if let stored, !call.refresh, let reply = fresh(stored, for: call) {
            return reply
        }
        var call = call
        if let stored {
            if let etag = stored.etag { call.request.headers.append(HTTPHeader("If-None-Match", etag)) }
            if let modified = stored.lastModified {
                call.request.headers.append(HTTPHeader("If-Modified-Since", modified))
            }
        }
        var reply: UpstreamReply<Output>
        do {
            reply = try await next(call)
        } catch let error as HTTPError {
            if call.staleOnFailure, let stale = stale(stored, for: call, failure: error.message) {
                return stale
            }
            throw error
        }
        let status = reply.response.status
        if call.staleOnFailure, !(200...299).contains(status), status != 304,
            let stale = stale(stored, for: call, failure: "\(call.upstream.name) answered HTTP \(status)")
        {
            return stale
        }
        guard let lifetime = call.cacheLifetime else { return reply }
        if status == 304, let stored {
            let (response, reading) = try read(stored, for: call)
            cache?.renew(
                key: call.cacheKey,
                expiresAt: reading.expiresAt ?? now().addingTimeInterval(lifetime.timeInterval)
            )
            return UpstreamReply(response: response, origin: .revalidated, reading: reading)
        }
        let reading = try await reply.read(for: call)
        if reading.isCacheable, !reply.echoedSecret {
            let stamp = now()
            let form = call.compactForm
            cache?.save(
                CachedResponse(
                    key: call.cacheKey,
                    body: reply.response.body,
                    status: status,
                    contentType: reply.response.header("content-type"),
                    etag: reply.response.header("etag"),
                    lastModified: reply.response.header("last-modified"),
                    storedAt: stamp,
                    expiresAt: reading.expiresAt ?? stamp.addingTimeInterval(lifetime.timeInterval),
                    decoded: form?.write(reading.value),
                    decodedLayout: form?.layout
                )
            )
        }
        return reply
    }

    /// The stored answer for the call, fresh or not; nil when the call is never cached.
    func storedAnswer<Output: Sendable>(for call: UpstreamCall<Output>) -> CachedResponse? {
        call.cacheLifetime == nil ? nil : cache?.answer(forKey: call.cacheKey)
    }

    /// The reply a fresh, readable stored answer gives (from its compact form when it can);
    /// nil when it is not fresh or does not read.
    func fresh<Output: Sendable>(_ stored: CachedResponse, for call: UpstreamCall<Output>) -> UpstreamReply<Output>? {
        guard stored.isFresh(at: now()) else { return nil }
        if let value = compactValue(stored, for: call) {
            // The reading stands for the answer, whose body is then neither read nor handed on.
            return UpstreamReply(
                response: HTTPResponse(status: stored.status, body: Data()),
                origin: .cache,
                reading: Decoded(value, isCacheable: true)
            )
        }
        guard let (response, reading) = try? read(stored, for: call) else { return nil }
        return UpstreamReply(response: response, origin: .cache, reading: reading)
    }

    /// The stored output in compact form, when it is this build's, holds no configured key and
    /// reads cleanly.
    private func compactValue<Output: Sendable>(_ stored: CachedResponse, for call: UpstreamCall<Output>) -> Output? {
        guard let form = call.compactForm, let decoded = stored.decoded, stored.decodedLayout == form.layout,
            !secrets.occurs(in: decoded)
        else { return nil }
        return form.read(decoded)
    }

    /// The stored answer standing in for an unreachable upstream, if there is a readable one.
    private func stale<Output: Sendable>(
        _ stored: CachedResponse?,
        for call: UpstreamCall<Output>,
        failure: String
    ) -> UpstreamReply<Output>? {
        guard let stored, let (response, reading) = try? read(stored, for: call) else { return nil }
        return UpstreamReply(
            response: response,
            origin: .staleCache(storedAt: stored.storedAt, failure: failure),
            reading: reading
        )
    }

    /// A stored answer, redacted, and the target's reading of it.
    private func read<Output: Sendable>(
        _ stored: CachedResponse,
        for call: UpstreamCall<Output>
    ) throws -> (HTTPResponse, Decoded<Output>) {
        let response = secrets.redact(HTTPResponse(status: stored.status, body: stored.body)).response
        return (response, try call.read(response))
    }
}
