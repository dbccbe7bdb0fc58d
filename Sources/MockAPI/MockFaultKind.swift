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
}
