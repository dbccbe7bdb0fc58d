/// `GET /status/NNN`: answers status NNN (200...599) with a short text body, for tests of
/// upstream failures. Other numbers answer 404.
struct StatusRoute: PathPrefixRoute {
    let pathPrefix = "/status/"

    func respond(to request: HTTPRequest) -> HTTPResponse {
        let code = request.path.dropFirst(pathPrefix.count)
        guard code.count == 3, let status = Int(code), (200...599).contains(status) else {
            return .text(status: 404, "404 Not Found\n")
        }
        var response = HTTPResponse.text(status: status, "\(status) \(HTTPStatusReason.phrase(for: status))\n")
        if !response.statusAllowsBody {
            response.body = []
        }
        return response
    }
}
