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

    /// The end of results for "page is more than max"; a thrown `SourceFailure` otherwise: the
    /// quota code here, every status by the shared table. Upstream messages of auth failures are
    /// not repeated: Kakao echoes the key in them.
    static func read(_ response: HTTPResponse, source: String) throws -> UpstreamErrorAnswer {
        let body = JSONBody.decodeIfPossible(Body.self, from: response.body)
        let message = body?.message ?? body?.msg ?? ""
        switch response.status {
        case 400 where body?.errorType == "InvalidArgument" && message.contains("page is more than max"):
            return .endOfResults
        case 400 where body?.code == -10 || message.contains("limit has been exceeded"):
            throw SourceFailure(.rateLimited, "\(source): API quota exceeded; try again later")
        default:
            let type = body?.errorType.map { PlainText.excerpt($0, limit: 40) }
            throw SourceFailure.status(
                response.status,
                upstream: .kakao,
                source: source,
                code: type,
                detail: message.isEmpty ? nil : PlainText.excerpt(message)
            )
        }
    }
}
