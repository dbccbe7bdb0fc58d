/// Paths under an upstream's prefix that no route of it handles: one fixed error answer in that
/// upstream's format (Naver's 404 `SE05`, Kakao's 404 `NotFound`).
struct UnknownAPIRoute: PathPrefixRoute {
    let pathPrefix: String
    let format: UpstreamFormat
    let answer: HTTPResponse

    func respond(to request: HTTPRequest) -> HTTPResponse {
        answer
    }
}
