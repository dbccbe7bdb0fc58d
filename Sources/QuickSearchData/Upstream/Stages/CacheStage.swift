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
        var conditional = call
        if let stored {
            if let etag = stored.etag { conditional.request.headers.append(HTTPHeader("If-None-Match", etag)) }
            if let modified = stored.lastModified {
                conditional.request.headers.append(HTTPHeader("If-Modified-Since", modified))
            }
        }
        var reply: UpstreamReply<Output>
        do {
            reply = try await next(conditional)
        } catch let error as HTTPError {
            if call.staleOnFailure, let stale = stale(stored, for: call, failure: error.message) {
                return stale
            }
            throw error
        }
        var status = reply.response.status
        if call.staleOnFailure, !(200...299).contains(status), status != 304,
            let stale = stale(stored, for: call, failure: "\(call.upstream.name) answered HTTP \(status)")
        {
            return stale
        }
        guard let lifetime = call.cacheLifetime else { return reply }
        if status == 304, let stored {
            if let revalidated = revalidated(stored, for: call, lifetime: lifetime) { return revalidated }
            // Nothing stored reads any more (the entry was replaced since it was looked up, or
            // the upstream answered 304 unasked): the answer itself is asked for.
            reply = try await next(call)
            status = reply.response.status
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
                    body: keepsBody(reply.response.body, form: decoded, etag: etag, lastModified: lastModified)
                        ? reply.response.body : nil,
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

    /// Whether an answer is kept beside its compact form: when it has no form, when it has a
    /// validator (a later build, whose form differs, revalidates it), or when the form is no
    /// smaller (it could not fit where the body does not).
    private func keepsBody(_ body: Data, form: Data?, etag: String?, lastModified: String?) -> Bool {
        guard let form else { return true }
        return etag != nil || lastModified != nil || form.count > body.count
    }

    /// The reply a 304 gives with the stored answer, renewed: read from its body (the target's
    /// reading may date its own expiry from now), else from its compact form (renewed for the span
    /// it was first stored for, at most the target's lifetime); nil when neither reads.
    private func revalidated<Output: Sendable>(
        _ stored: CachedResponse,
        for call: UpstreamCall<Output>,
        lifetime: Duration
    ) -> UpstreamReply<Output>? {
        let renewed: (response: HTTPResponse, reading: Decoded<Output>, until: Date)
        if let (response, reading) = bodyReading(stored, for: call) {
            renewed = (response, reading, reading.expiresAt ?? now().addingTimeInterval(lifetime.timeInterval))
        } else if let (response, reading) = formReading(stored, for: call) {
            let span = min(lifetime.timeInterval, max(0, stored.expiresAt.timeIntervalSince(stored.storedAt)))
            renewed = (response, reading, now().addingTimeInterval(span))
        } else {
            return nil
        }
        cache?.renew(key: call.cacheKey, expiresAt: renewed.until)
        return UpstreamReply(response: renewed.response, origin: .revalidated, reading: renewed.reading)
    }

    /// The stored answer for the call, fresh or not (with its body in the same look-up when the
    /// call has no compact form to read instead); nil when the call is never cached.
    func storedAnswer<Output: Sendable>(for call: UpstreamCall<Output>) -> CachedResponse? {
        call.cacheLifetime == nil ? nil : cache?.answer(forKey: call.cacheKey, includingBody: call.compactForm == nil)
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

    /// A stored answer and the target's reading of it, from its compact form when that reads,
    /// else from its body; nil when neither reads.
    private func storedReading<Output: Sendable>(
        _ stored: CachedResponse,
        for call: UpstreamCall<Output>
    ) -> (HTTPResponse, Decoded<Output>)? {
        formReading(stored, for: call) ?? bodyReading(stored, for: call)
    }

    /// The reading of a stored answer's compact form, which then stands for the answer (whose
    /// body is neither read nor handed on); nil when the form does not serve.
    private func formReading<Output: Sendable>(
        _ stored: CachedResponse,
        for call: UpstreamCall<Output>
    ) -> (HTTPResponse, Decoded<Output>)? {
        guard let value = compactValue(stored, for: call) else { return nil }
        return (HTTPResponse(status: stored.status, body: Data()), Decoded(value, isCacheable: true))
    }

    /// A stored answer's body, redacted, and the target's reading of it; nil when the body was
    /// not kept, has been replaced since, or does not read.
    private func bodyReading<Output: Sendable>(
        _ stored: CachedResponse,
        for call: UpstreamCall<Output>
    ) -> (HTTPResponse, Decoded<Output>)? {
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
