import Foundation

extension Upstream {
    /// The Korean public data portal (`apis.data.go.kr`): AirKorea, KMA forecasts and UV. Its
    /// key is the `serviceKey` query item, sent percent-encoded exactly once.
    public static let dataGoKr = Upstream(
        name: "data.go.kr",
        baseURLVariable: "QSEARCH_DATA_GO_KR_URL",
        defaultBaseURL: URL(string: "https://apis.data.go.kr")!,
        authentication: .queryItem(name: "serviceKey", variable: "DATA_GO_KR_SERVICE_KEY")
    )
}
