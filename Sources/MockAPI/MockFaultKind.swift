/// What a fault does instead of (or before) the normal answer. Error bodies take the format of
/// the upstream the route stands in for: Naver `errorMessage`/`errorCode`, Kakao
/// `errorType`/`message`, HTML for pages.
public enum MockFaultKind: Sendable, Hashable {
    /// Answers this HTTP status with that upstream's error body (Naver: 500 → `SE99`,
    /// 403 → API not enabled, 429 → `012`; Kakao: `InternalServerError`, `RequestThrottled`, ...).
    case status(Int)
    /// Daily quota exhausted: Naver 429 `010`, Kakao 429 `RequestThrottled`.
    case quota
    /// Per-second rate limit: Naver 429 `012`, Kakao 429 `RequestThrottled`.
    case rateLimit
    /// Kakao's older quota form: 400 `{"code":-10,"msg":"API limit has been exceeded."}`
    /// (Naver answers its 429 `010`).
    case legacyQuota
    /// 429 with `Retry-After: seconds` and the upstream's rate-limit body.
    case retryAfter(seconds: Int)
    /// Waits this many extra milliseconds, then answers normally.
    case delay(milliseconds: Int)
    /// Closes the connection with a TCP reset instead of answering.
    case reset
    /// Sends the normal head, whose `Content-Length` is the full body, then half the body, then closes.
    case truncatedBody
    /// Answers 200 with the first half of the normal body: broken JSON (or HTML).
    case malformedBody
    /// Reads the request and never answers; holds the connection until the client leaves.
    case hang
    /// Sends the head and half the body, then holds the connection open without a byte more.
    case stall
    /// Sends the head and half the body, then closes with a TCP reset.
    case resetMidBody
    /// 429 with `Retry-After` as an HTTP date this many seconds from now.
    case retryAfterDate(secondsFromNow: Int)
    /// 200 `text/html`: a web page where JSON was expected.
    case html
    /// 200 with an empty body.
    case emptyBody
    /// 200 JSON of the right shape with the wrong types: strings where arrays and numbers are.
    case wrongTypes
    /// The normal body with every number, and every string of digits, replaced by `literal`
    /// (a JSON number such as `1e19`).
    case numbers(literal: String)
    /// The normal body with one field set to a chosen value in every object (or in those the
    /// rewrite's condition picks).
    case field(MockFieldRewrite)
    /// The normal body with bytes that are not UTF-8 at the start of every string value.
    case invalidUTF8
    /// The normal body padded with spaces to `bytes` (still valid JSON).
    case largeBody(bytes: Int)
    /// 200 `Content-Encoding: gzip` whose body inflates to `inflatedBytes` zero bytes.
    case gzipBomb(inflatedBytes: Int)
    /// A redirect (301 or 302) to the same target on 127.0.0.1:`port`.
    case redirect(status: Int, port: Int)
    /// 400 whose error message echoes the request line and every request header.
    case echoHeaders
    /// One of the error bodies the upstreams document (api-facts.md §1-2).
    case documented(DocumentedUpstreamError)
}
