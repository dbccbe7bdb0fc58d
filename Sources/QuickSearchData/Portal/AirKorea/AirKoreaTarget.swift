/// An AirKorea operation of the public data portal (`/B552584/…`): its answers are named
/// `airkorea` (unless it names them itself), and its query is its own parameters, then the
/// paging, the version and the JSON format that the operations take, in that order.
public protocol AirKoreaTarget: PortalRequestTarget {
    /// The service and operation under `/B552584/`, e.g. `MsrstnInfoInqireSvc/getTMStdrCrdnt`.
    var operation: String { get }
    /// The operation's own parameters, e.g. `stationName`.
    var parameters: [(name: String, value: String)] { get }
    /// The rows asked for on page 1; nil for an operation without paging.
    var rowsAsked: Int? { get }
    /// The `ver` of the answer's layout, for the operations that take one.
    var version: String? { get }
}

extension AirKoreaTarget {
    public var answerName: String { "airkorea" }
    public var path: String { "/B552584/" + operation }
    public var rowsAsked: Int? { nil }
    public var version: String? { nil }

    public var queryItems: [(name: String, value: String)] {
        let paging = rowsAsked.map { [("pageNo", "1"), ("numOfRows", String($0))] } ?? []
        return parameters + paging + (version.map { [("ver", $0)] } ?? []) + [("returnType", "json")]
    }
}
