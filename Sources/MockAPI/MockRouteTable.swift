/// The routes of the mock server, in the order a request path is matched against them.
struct MockRouteTable: Sendable {
    let routes: [any MockRoute]

    /// The routes serving `configuration`'s keys and pages. The one list of routes.
    init(configuration: MockConfiguration) {
        routes = [
            NaverImageRoute(
                clientID: configuration.accepted(.naverClientID),
                clientSecret: configuration.accepted(.naverClientSecret),
                configuration: configuration
            ),
            UnknownAPIRoute(
                pathPrefix: NaverImageRoute.pathPrefix,
                format: .naver,
                answer: NaverError.unknownAPI.response
            ),
            KakaoSearchRoute(
                restKey: configuration.accepted(.kakaoRESTKey),
                kind: .image,
                configuration: configuration
            ),
            KakaoSearchRoute(
                restKey: configuration.accepted(.kakaoRESTKey),
                kind: .vclip,
                configuration: configuration
            ),
            KakaoLocalRoute(restKey: configuration.accepted(.kakaoRESTKey)),
            UnknownAPIRoute(
                pathPrefix: KakaoSearchRoute.pathPrefix,
                format: .kakao,
                answer: KakaoError.unknownAPI.response
            ),
            AirKoreaRoute(
                operation: .nearbyStations,
                serviceKey: configuration.accepted(.dataGoKrServiceKey),
                now: configuration.now
            ),
            AirKoreaRoute(
                operation: .dongCoordinates,
                serviceKey: configuration.accepted(.dataGoKrServiceKey),
                now: configuration.now
            ),
            AirKoreaRoute(
                operation: .stationReadings,
                serviceKey: configuration.accepted(.dataGoKrServiceKey),
                now: configuration.now
            ),
            AirKoreaRoute(
                operation: .provinceReadings,
                serviceKey: configuration.accepted(.dataGoKrServiceKey),
                now: configuration.now
            ),
            KMAForecastRoute(
                kind: .village,
                serviceKey: configuration.accepted(.dataGoKrServiceKey),
                fixedNow: configuration.now
            ),
            KMAForecastRoute(
                kind: .nowcast,
                serviceKey: configuration.accepted(.dataGoKrServiceKey),
                fixedNow: configuration.now
            ),
            KMAForecastRoute(
                kind: .ultraShort,
                serviceKey: configuration.accepted(.dataGoKrServiceKey),
                fixedNow: configuration.now
            ),
            UVIndexRoute(serviceKey: configuration.accepted(.dataGoKrServiceKey), fixedNow: configuration.now),
            DustForecastRoute(serviceKey: configuration.accepted(.dataGoKrServiceKey), now: configuration.now),
            DustAlertRoute(serviceKey: configuration.accepted(.dataGoKrServiceKey), now: configuration.now),
            WarningStatusRoute(serviceKey: configuration.accepted(.dataGoKrServiceKey), now: configuration.now),
            StaticPageRoute(directory: configuration.pagesDirectory),
            StatusRoute(),
            MediaRoute(gate: configuration.transferGate),
        ]
    }

    /// Answers every path no route handles: a plain-text 404.
    static let notFound = UnknownAPIRoute(pathPrefix: "", format: .html, answer: .text(status: 404, "404 Not Found\n"))

    /// The first route handling `path`, else `notFound`.
    func route(for path: String) -> any MockRoute {
        routes.first { $0.handles(path) } ?? Self.notFound
    }

    /// Every `--fault` route name a route registers, in table order.
    static let faultRoutes: [MockFaultRoute] = MockRouteTable(configuration: MockConfiguration())
        .routes.compactMap(\.faultRoute)
}
