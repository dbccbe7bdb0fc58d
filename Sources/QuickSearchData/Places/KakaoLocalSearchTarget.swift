import QuickSearchDomain

/// A document type of a Kakao Local search: where it is searched and what candidate it gives.
public protocol KakaoLocalSearchDocument: Decodable, Sendable {
    /// The search's path (`/v2/local/search/address.json`).
    static var path: String { get }
    /// The answer name messages start with (`kakao-local-address`).
    static var answerName: String { get }
    /// How many documents one look-up asks for (within the endpoint's maximum).
    static var pageSize: Int { get }
    /// The candidate the document stands for, or nil when it lacks a usable point or name.
    var candidate: PlaceCandidate? { get }
}

extension KakaoAddressDocument: KakaoLocalSearchDocument {
    public static var path: String { "/v2/local/search/address.json" }
    public static var answerName: String { "kakao-local-address" }
    /// The endpoint allows 30.
    public static var pageSize: Int { 30 }
}

extension KakaoKeywordDocument: KakaoLocalSearchDocument {
    public static var path: String { "/v2/local/search/keyword.json" }
    public static var answerName: String { "kakao-local-keyword" }
    /// The endpoint allows 15.
    public static var pageSize: Int { 15 }
}

/// The first page of a Kakao Local address or keyword search, as candidates in Korea (best
/// first, without repeats).
public struct KakaoLocalSearchTarget<Document: KakaoLocalSearchDocument>: JSONRequestTarget, FixedUpstreamTarget {
    public typealias Output = [PlaceCandidate]
    public typealias Body = KakaoLocalResponse<Document>

    public let query: String

    public init(query: String) {
        self.query = query
    }

    public static var fixedUpstream: Upstream { .kakao }
    public var path: String { Document.path }
    public var answerName: String { Document.answerName }
    public var endOfResults: [PlaceCandidate] { [] }
    /// Places do not move: a look-up is kept for 30 days.
    public var cacheLifetime: Duration? { .seconds(KakaoLocalLookup.cacheDays * 86_400) }
    /// A page of 30 documents is a few kilobytes.
    public var maximumBodySize: Int { 1 << 20 }
    /// Whatever is asked about the place found waits on it.
    public var isLookup: Bool { true }

    public var queryItems: [(name: String, value: String)] {
        [("query", query), ("page", "1"), ("size", String(Document.pageSize))]
    }

    public func readError(_ response: HTTPResponse) throws -> UpstreamErrorAnswer {
        try KakaoErrorReading.read(response, source: answerName)
    }

    public func output(from body: Body) -> [PlaceCandidate] {
        var seen = Set<PlaceCandidate>()
        return body.documents.compactMap(\.candidate).filter { $0.coordinate.isInKorea && seen.insert($0).inserted }
    }
}

/// The administrative region holding a point, as `coord2regioncode` names it.
public struct AdministrativeRegion: Sendable, Hashable {
    /// The 10-digit administrative (`H`) code.
    public var code: String
    /// Its full name (`서울특별시 종로구 혜화동`).
    public var address: String
}

/// `/v2/local/geo/coord2regioncode.json` for one point: its administrative (`H`) region, or nil
/// when the answer names none (a point at sea).
public struct KakaoRegionCodeTarget: JSONRequestTarget, FixedUpstreamTarget {
    public typealias Output = AdministrativeRegion?
    public typealias Body = KakaoLocalResponse<KakaoRegionDocument>

    public let point: GeoCoordinate

    public init(point: GeoCoordinate) {
        self.point = point
    }

    public static var fixedUpstream: Upstream { .kakao }
    public var path: String { "/v2/local/geo/coord2regioncode.json" }
    public var answerName: String { "kakao-local-region" }
    public var endOfResults: AdministrativeRegion? { nil }
    /// Region boundaries change rarely: kept for 30 days.
    public var cacheLifetime: Duration? { .seconds(KakaoLocalLookup.cacheDays * 86_400) }
    public var maximumBodySize: Int { 1 << 20 }
    /// The point's UV index and area wait on it.
    public var isLookup: Bool { true }

    /// Six decimals (about 10 cm) keep the cache key stable for the same point.
    public var queryItems: [(name: String, value: String)] {
        [("x", Self.decimal(point.longitude)), ("y", Self.decimal(point.latitude))]
    }

    public func readError(_ response: HTTPResponse) throws -> UpstreamErrorAnswer {
        try KakaoErrorReading.read(response, source: answerName)
    }

    public func output(from body: Body) -> AdministrativeRegion? {
        body.documents.lazy.filter { $0.regionType == "H" }.compactMap { document -> AdministrativeRegion? in
            guard let code = KakaoLocalText.regionCode(document.code) else { return nil }
            let address = KakaoLocalText.plain(document.addressName ?? "")
            return address.isEmpty ? nil : AdministrativeRegion(code: code, address: address)
        }.first
    }

    static func decimal(_ value: Double) -> String {
        String(format: "%.6f", value)
    }
}
