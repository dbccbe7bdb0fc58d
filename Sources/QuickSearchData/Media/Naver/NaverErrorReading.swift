import QuickSearchDomain

/// What Naver's error answers (`{"errorMessage": …, "errorCode": …}`) mean.
enum NaverErrorReading {
    private struct Body: Decodable {
        var errorMessage: String?
        var errorCode: String?
    }

    /// The end of results for SE03 (start past 1000); a thrown `SourceFailure` otherwise.
    static func read(_ response: HTTPResponse, source: String) throws -> UpstreamErrorAnswer {
        let body = JSONBody.decodeIfPossible(Body.self, from: response.body)
        let code = PlainText.excerpt(body?.errorCode ?? "", limit: 20)
        switch (response.status, code) {
        case (400, "SE03"):
            return .endOfResults
        case (401, _):
            throw SourceFailure(.authentication, "\(source): authentication failed (HTTP 401); check NAVER_CLIENT_ID and NAVER_CLIENT_SECRET")
        case (403, _):
            throw SourceFailure(.authentication, "\(source): access denied (HTTP 403); enable the search API for your application on the Naver developers site")
        case (429, "010"):
            throw SourceFailure(.rateLimited, "\(source): daily query quota exceeded (HTTP 429); try again tomorrow")
        case (429, _):
            throw SourceFailure(.rateLimited, "\(source): rate limit exceeded (HTTP 429); wait a moment and try again")
        case (300...399, _):
            throw SourceFailure(.badRequest, "\(source): the upstream answered with a redirect (HTTP \(response.status)), which is never followed with keys; check QSEARCH_NAVER_URL or your proxy")
        case (500...599, _):
            throw SourceFailure(.unavailable, "\(source): upstream error (HTTP \(response.status)\(code.isEmpty ? "" : " \(code)")); try again later")
        default:
            let detail = body?.errorMessage.map { ": \(PlainText.excerpt($0))" } ?? ""
            throw SourceFailure(.badRequest, "\(source): request rejected (HTTP \(response.status)\(code.isEmpty ? "" : " \(code)"))\(detail); check QSEARCH_NAVER_URL, or report it if it persists")
        }
    }
}
