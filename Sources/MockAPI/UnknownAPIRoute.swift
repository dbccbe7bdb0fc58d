/// Paths under an upstream's prefix that no route of it handles: one fixed error answer in that
/// upstream's format (Naver's 404 `SE05`, Kakao's 404 `NotFound`).
struct UnknownAPIRoute: MockRoute {
    let pathPrefix: String
    let format: UpstreamFormat
    let answer: HTTPResponse

    var upstream: MockUpstream? { nil }
    var faultRoute: MockFaultRoute? { nil }

    func handles(_ path: String) -> Bool {
        path.hasPrefix(pathPrefix)
    }

    func pageNumber(of request: HTTPRequest) -> Int? {
        nil
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        answer
    }
}
