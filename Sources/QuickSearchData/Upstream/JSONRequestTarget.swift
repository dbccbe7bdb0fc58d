/// A target whose successful answer is a JSON body: it names its body type and maps the body to
/// its output; the default `decode` reads error statuses through `readError` and the body
/// through `JSONBody`, whose failures name the coding path.
public protocol JSONRequestTarget: RequestTarget {
    associatedtype Body: Decodable

    /// The output standing for `UpstreamErrorAnswer.endOfResults`.
    var endOfResults: Output { get }

    /// Reads an answer whose status is not 200: throws a `SourceFailure`, or says what else it means.
    func readError(_ response: HTTPResponse) throws -> UpstreamErrorAnswer
    /// The output of a decoded 200 answer.
    func output(from body: Body) throws -> Output
}

extension JSONRequestTarget {
    /// 200 answers and end-of-results answers are cacheable; every other answer throws.
    public func decode(_ response: HTTPResponse) throws -> Decoded<Output> {
        guard response.status == 200 else {
            switch try readError(response) {
            case .endOfResults:
                return Decoded(endOfResults, isCacheable: true)
            }
        }
        let body = try JSONBody.decode(Body.self, from: response.body, source: answerName)
        return Decoded(try output(from: body), isCacheable: true)
    }
}

/// What an upstream's error answer means when it is not a failure. An error reader throws a
/// `SourceFailure` for every failure and returns one of these for the rest.
public enum UpstreamErrorAnswer: Sendable, Hashable {
    /// There is nothing past this point (Naver's SE03, Kakao's "page is more than max"): as
    /// lasting as a page, so it may be cached.
    case endOfResults
}
