import MockAPI

/// The fault table of issue 6 §4, with the outcome each fault must have (docs/exit-codes.md:
/// 69 unavailable or unusable answer, 75 rate-limited or timed out, 76 request refused or
/// redirected, 78 rejected key, 65 a page that does not parse).
enum FaultCatalog {
    private static let unavailable = SourceEffect.fails(SourceEffect.unavailable)
    private static let temporary = SourceEffect.fails(SourceEffect.temporary)
    private static let rejectedKey = SourceEffect.fails(SourceEffect.configuration)
    private static let refusedRequest = SourceEffect.fails(SourceEffect.refusedRequest)

    /// The run without a fault: every source answers, the command exits 0.
    static let baseline = FaultCase(name: "no fault", placement: .none, onJSON: .exits([0]), onPage: .exits([0]))

    static let transport: [FaultCase] = [
        FaultCase(name: "refused", placement: .refused, everywhere: unavailable),
        FaultCase(name: "unresolvable host", placement: .unresolvable, everywhere: unavailable),
        FaultCase(name: "connect timeout", placement: .connectTimeout, everywhere: temporary),
        FaultCase(name: "accept, never answer", placement: .mock(.hang), everywhere: temporary),
        FaultCase(name: "stall half-way", placement: .mock(.stall), everywhere: temporary),
        FaultCase(name: "reset before answer", placement: .mock(.reset), everywhere: unavailable),
        FaultCase(name: "reset mid-body", placement: .mock(.resetMidBody), everywhere: unavailable),
        FaultCase(name: "short body (Content-Length)", placement: .mock(.truncatedBody), everywhere: unavailable),
    ]

    static let bodies: [FaultCase] = [
        FaultCase(
            name: "truncated JSON",
            placement: .mock(.malformedBody),
            onJSON: unavailable,
            onPage: .exits([0, SourceEffect.dataError])
        ),
        FaultCase(
            name: "invalid UTF-8",
            placement: .mock(.invalidUTF8),
            onJSON: .recoversOrFails(SourceEffect.unavailable),
            onPage: nil
        ),
        FaultCase(
            name: "5 MB body",
            placement: .mock(.largeBody(bytes: 5_000_000)),
            onJSON: unavailable,
            onPage: .exits([0])
        ),
        FaultCase(
            name: "gzip to 300 MiB",
            placement: .mock(.gzipBomb(inflatedBytes: 300 << 20)),
            everywhere: unavailable
        ),
        FaultCase(
            name: "HTML instead of JSON",
            placement: .mock(.html),
            onJSON: unavailable,
            onPage: .exits([SourceEffect.dataError])
        ),
        FaultCase(
            name: "empty 200",
            placement: .mock(.emptyBody),
            onJSON: unavailable,
            onPage: .exits([SourceEffect.dataError, SourceEffect.unavailable])
        ),
        FaultCase(name: "wrong JSON types", placement: .mock(.wrongTypes), onJSON: unavailable, onPage: nil),
        FaultCase(
            name: "numbers 1e19",
            placement: .mock(.numbers(literal: "1e19")),
            onJSON: .recoversOrFails(SourceEffect.unavailable),
            onPage: nil
        ),
        FaultCase(
            name: "numbers -1e19",
            placement: .mock(.numbers(literal: "-1e19")),
            onJSON: .recoversOrFails(SourceEffect.unavailable),
            onPage: nil
        ),
        FaultCase(
            name: "numbers 1e300",
            placement: .mock(.numbers(literal: "1e300")),
            onJSON: .recoversOrFails(SourceEffect.unavailable),
            onPage: nil
        ),
        FaultCase(name: "echoed headers (400)", placement: .mock(.echoHeaders), everywhere: refusedRequest),
    ]

    static let statuses: [FaultCase] = [
        FaultCase(name: "500", placement: .mock(.status(500)), everywhere: unavailable),
        FaultCase(name: "502", placement: .mock(.status(502)), everywhere: unavailable),
        FaultCase(name: "503", placement: .mock(.status(503)), everywhere: unavailable),
        FaultCase(name: "429 no Retry-After", placement: .mock(.rateLimit), everywhere: temporary),
        FaultCase(name: "429 Retry-After 1", placement: .mock(.retryAfter(seconds: 1)), everywhere: temporary),
        FaultCase(name: "429 Retry-After 99999", placement: .mock(.retryAfter(seconds: 99_999)), everywhere: temporary),
        FaultCase(
            name: "429 Retry-After date",
            placement: .mock(.retryAfterDate(secondsFromNow: 3600)),
            everywhere: temporary
        ),
        FaultCase(
            name: "301 to another port",
            placement: .redirect(status: 301),
            onJSON: refusedRequest,
            onPage: .exits([0, SourceEffect.unavailable])
        ),
        FaultCase(
            name: "302 to another port",
            placement: .redirect(status: 302),
            onJSON: refusedRequest,
            onPage: .exits([0, SourceEffect.unavailable])
        ),
    ]

    /// Every documented error body of the search upstreams (api-facts.md §1-2) with the outcome
    /// the documentation promises.
    static let documented: [FaultCase] =
        (DocumentedUpstreamError.cases(naver: true)
        + DocumentedUpstreamError.cases(naver: false)).map { error in
            FaultCase(
                name: "error \(error.rawValue)",
                placement: .mock(.documented(error)),
                onJSON: effect(of: error),
                onPage: nil,
                naverOnly: error.rawValue.hasPrefix("naver-")
            )
        }

    static let all = transport + bodies + statuses + documented

    private static func effect(of error: DocumentedUpstreamError) -> SourceEffect {
        switch error {
        case .naverInvalidStart, .kakaoPageOverMaximum: .ends
        case .naverInvalidCredentials, .naverMissingClientID, .naverNotEnabled, .kakaoMissingAuthorization,
            .kakaoWrongKeyFormat, .kakaoUnknownKey, .kakaoIPMismatch:
            rejectedKey
        case .naverDailyQuota, .naverRateLimit, .kakaoThrottled, .kakaoLegacyQuota: temporary
        case .naverIncorrectQuery, .naverInvalidDisplay, .naverInvalidSort, .naverUnknownAPI, .naverMalformedEncoding,
            .kakaoSizeOverMaximum, .kakaoMissingQuery:
            refusedRequest
        case .naverSystemError: unavailable
        // The portal's errors are not in the search matrix (`documented` leaves them out).
        default: unavailable
        }
    }
}
