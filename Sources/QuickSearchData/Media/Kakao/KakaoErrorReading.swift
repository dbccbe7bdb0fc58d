import QuickSearchDomain

/// What Kakao's error answers (`{"errorType": …, "message": …}`, or the older
/// `{"code": -10, "msg": …}`) mean, for any Kakao REST API (search, Local).
enum KakaoErrorReading {
    private struct Body: Decodable {
        var errorType: String?
        var message: String?
        var code: Int?
        var msg: String?
    }

    /// The end of results for "page is more than max"; a thrown `SourceFailure` otherwise.
    /// Upstream messages of auth failures are not repeated: Kakao echoes the key in them.
    static func read(_ response: HTTPResponse, source: String) throws -> UpstreamErrorAnswer {
        let body = JSONBody.decodeIfPossible(Body.self, from: response.body)
        let message = body?.message ?? body?.msg ?? ""
        switch response.status {
        case 400 where body?.errorType == "InvalidArgument" && message.contains("page is more than max"):
            return .endOfResults
        case 400 where body?.code == -10 || message.contains("limit has been exceeded"):
            throw SourceFailure(.rateLimited, "\(source): API quota exceeded; try again later")
        case 401, 403:
            throw SourceFailure(.authentication, "\(source): authentication failed (HTTP \(response.status)); check KAKAO_REST_API_KEY")
        case 429:
            throw SourceFailure(.rateLimited, "\(source): request limit exceeded (HTTP 429); try again later")
        case 300...399:
            throw SourceFailure(.badRequest, "\(source): the upstream answered with a redirect (HTTP \(response.status)), which is never followed with keys; check QSEARCH_KAKAO_URL or your proxy")
        case 500...599:
            throw SourceFailure(.unavailable, "\(source): upstream error (HTTP \(response.status)); try again later")
        default:
            let detail = message.isEmpty ? "" : ": \(PlainText.excerpt(message))"
            let type = body?.errorType.map { " \(PlainText.excerpt($0, limit: 40))" } ?? ""
            throw SourceFailure(.badRequest, "\(source): request rejected (HTTP \(response.status)\(type))\(detail); check QSEARCH_KAKAO_URL, or report it if it persists")
        }
    }
}
