import QuickSearchDomain

/// What Naver's error answers (`{"errorMessage": …, "errorCode": …}`) mean.
enum NaverErrorReading {
    private struct Body: Decodable {
        var errorMessage: String?
        var errorCode: String?
    }

    /// The end of results for SE03 (start past 1000); a thrown `SourceFailure` otherwise: the
    /// codes Naver explains here, every status by the shared table.
    static func read(_ response: HTTPResponse, source: String) throws -> UpstreamErrorAnswer {
        let body = JSONBody.decodeIfPossible(Body.self, from: response.body)
        let code = PlainText.excerpt(body?.errorCode ?? "", limit: 20)
        switch (response.status, code) {
        case (400, "SE03"):
            return .endOfResults
        case (403, _):
            throw SourceFailure(
                .authentication,
                "\(source): access denied (HTTP 403); enable the search API for your application on the Naver developers site"
            )
        case (429, "010"):
            throw SourceFailure(.rateLimited, "\(source): daily query quota exceeded (HTTP 429); try again tomorrow")
        default:
            throw SourceFailure.status(
                response.status,
                upstream: .naver,
                source: source,
                code: code,
                detail: body?.errorMessage.map { PlainText.excerpt($0) }
            )
        }
    }
}
