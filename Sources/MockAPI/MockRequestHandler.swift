/// Turns parsed requests into responses: records them, applies faults, dispatches to routes.
final class MockRequestHandler: Sendable {
    let configuration: MockConfiguration
    private let naver: NaverImageRoute
    private let kakao: KakaoSearchRoute
    private let pages: StaticPageRoute
    private let faultUses: LockedValue<[Int]>
    private let randomFaultGenerator: LockedValue<SplitMix64>
    private let recorded = LockedValue<[MockRecordedRequest]>([])

    init(configuration: MockConfiguration) {
        self.configuration = configuration
        naver = NaverImageRoute(clientID: configuration.naverClientID,
                                clientSecret: configuration.naverClientSecret)
        kakao = KakaoSearchRoute(restKey: configuration.kakaoRESTKey)
        pages = StaticPageRoute(directory: configuration.pagesDirectory)
        faultUses = LockedValue([Int](repeating: 0, count: configuration.faults.count))
        randomFaultGenerator = LockedValue(SplitMix64(seed: configuration.randomFaults?.seed ?? 0))
    }

    /// Every request received so far, in arrival order.
    var requests: [MockRecordedRequest] {
        recorded.withLock { $0 }
    }

    /// The response to `request` (its body is dropped later for HEAD).
    func response(for request: HTTPRequest) -> HTTPResponse {
        if configuration.recordsRequests {
            recorded.withLock { $0.append(request.recorded) }
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.text(status: 405, "405 Method Not Allowed\n")
            response.headers.append(MockNameValue(name: "Allow", value: "GET, HEAD"))
            return response
        }
        let endpoint = MockEndpoint(path: request.path)
        let normal = { self.normalResponse(for: request, endpoint: endpoint) }
        guard let kind = claimFault(endpoint: endpoint, request: request)?.kind ?? randomFault(endpoint: endpoint) else {
            return normal()
        }
        return kind.response(format: endpoint.format, request: request, normal: normal)
    }

    private func normalResponse(for request: HTTPRequest, endpoint: MockEndpoint) -> HTTPResponse {
        switch endpoint {
        case .naverImage: naver.respond(to: request)
        case .naverUnknown: NaverError.unknownAPI.response
        case .kakao(let kind): kakao.respond(to: request, kind: kind)
        case .kakaoUnknown: KakaoError(status: 404, type: "NotFound", message: "unknown api").response
        case .page: pages.respond(to: request)
        case .status: StatusRoute().respond(to: request)
        case .notFound: .text(status: 404, "404 Not Found\n")
        }
    }

    /// A random transient fault for an upstream route, when random faults are on and the draw says so.
    private func randomFault(endpoint: MockEndpoint) -> MockFaultKind? {
        guard let random = configuration.randomFaults, endpoint.faultRoute != nil else { return nil }
        return randomFaultGenerator.withLock { random.draw(&$0) }
    }

    /// The first fault matching the request with uses left; counts one use of it.
    private func claimFault(endpoint: MockEndpoint, request: HTTPRequest) -> MockFault? {
        let faults = configuration.faults
        guard !faults.isEmpty else { return nil }
        let route = endpoint.faultRoute
        let page = endpoint.pageNumber(of: request)
        return faultUses.withLock { uses in
            for (index, fault) in faults.enumerated() {
                guard fault.route == .any || fault.route == route else { continue }
                if let wanted = fault.page, wanted != page { continue }
                if let times = fault.times, uses[index] >= times { continue }
                uses[index] += 1
                return fault
            }
            return nil
        }
    }
}
