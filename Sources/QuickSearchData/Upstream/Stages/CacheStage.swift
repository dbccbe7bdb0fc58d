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
/// stored one is read back from it: no decoding, clean-up or redaction of the whole answer. The
/// form is used only when it is this build's layout, reads cleanly, and holds no form of a
/// configured key (one set since it was stored); otherwise the body is read as above. The body is
/// then kept only beside a validator (`ETag`, `Last-Modified`), which a later build, whose
/// layout differs, can still revalidate it with; without one, such a build asks again.
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
            // An answer kept without a body has no validator, so an unasked-for 304 is read as it is.
            guard let (response, reading) = storedReading(stored, for: call) else {
                _ = try await reply.read(for: call)
                return reply
            }
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
            let (etag, lastModified) = (reply.response.header("etag"), reply.response.header("last-modified"))
            let decoded = form?.write(reading.value)
            cache?.save(
                CachedResponse(
                    key: call.cacheKey,
                    body: decoded != nil && etag == nil && lastModified == nil ? nil : reply.response.body,
                    status: status,
                    contentType: reply.response.header("content-type"),
                    etag: etag,
                    lastModified: lastModified,
                    storedAt: stamp,
                    expiresAt: reading.expiresAt ?? stamp.addingTimeInterval(lifetime.timeInterval),
                    decoded: decoded,
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

    /// The reply a fresh, readable stored answer gives; nil when it is not fresh or does not read.
    func fresh<Output: Sendable>(_ stored: CachedResponse, for call: UpstreamCall<Output>) -> UpstreamReply<Output>? {
        guard stored.isFresh(at: now()), let (response, reading) = storedReading(stored, for: call) else { return nil }
        return UpstreamReply(response: response, origin: .cache, reading: reading)
    }

    /// The stored answer standing in for an unreachable upstream, if there is a readable one.
    private func stale<Output: Sendable>(
        _ stored: CachedResponse?,
        for call: UpstreamCall<Output>,
        failure: String
    ) -> UpstreamReply<Output>? {
        guard let stored, let (response, reading) = storedReading(stored, for: call) else { return nil }
        return UpstreamReply(
            response: response,
            origin: .staleCache(storedAt: stored.storedAt, failure: failure),
            reading: reading
        )
    }

    /// A stored answer and the target's reading of it: from its compact form when that reads (the
    /// reading then stands for the answer, whose body is neither read nor handed on), else from
    /// its body, redacted; nil when neither reads.
    private func storedReading<Output: Sendable>(
        _ stored: CachedResponse,
        for call: UpstreamCall<Output>
    ) -> (HTTPResponse, Decoded<Output>)? {
        if let value = compactValue(stored, for: call) {
            return (HTTPResponse(status: stored.status, body: Data()), Decoded(value, isCacheable: true))
        }
        guard let body = stored.body ?? cache?.body(of: stored) else { return nil }
        let response = secrets.redact(HTTPResponse(status: stored.status, body: body)).response
        guard let reading = try? call.read(response) else { return nil }
        return (response, reading)
    }

    /// The stored output in compact form, when it is this build's, holds no configured key and
    /// reads cleanly.
    private func compactValue<Output: Sendable>(_ stored: CachedResponse, for call: UpstreamCall<Output>) -> Output? {
        guard let form = call.compactForm, let decoded = stored.decoded, stored.decodedLayout == form.layout,
            !secrets.occurs(in: decoded)
        else { return nil }
        return form.read(decoded)
    }
}
