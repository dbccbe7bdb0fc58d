import Foundation
import QuickSearchDomain
import TestSupport

@testable import QuickSearchData

/// Times, places and paths the weather tests share, and the service over a test's mock portal.
enum KMAFixtures {
    static let villagePath = "/1360000/VilageFcstInfoService_2.0/getVilageFcst"
    static let nowcastPath = "/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst"
    static let ultraShortPath = "/1360000/VilageFcstInfoService_2.0/getUltraSrtFcst"
    static let uvPath = "/1360000/LivingWthrIdxServiceV4/getUVIdxV4"
    static let seoulGrid = ForecastGridPoint(x: 60, y: 127)

    /// `hour`:`minute` on 2026-11-`day`, Korea time.
    static func kst(day: Int = 26, _ hour: Int, _ minute: Int) -> Date {
        let midnight: TimeInterval = 1_795_651_200 - 9 * 3600
        let offset: Int = (day - 26) * 86400 + hour * 3600 + minute * 60
        return Date(timeIntervalSince1970: midnight + TimeInterval(offset))
    }

    static func place(
        _ name: String = "시청",
        at coordinate: GeoCoordinate = PortalPoints.seoulCityHall,
        address: String? = "서울특별시 중구 태평로1가",
        regionCode: String? = nil
    ) -> Place {
        Place(name: name, coordinate: coordinate, address: address, regionCode: regionCode, addedAt: kst(9, 0))
    }

    /// The weather service over the test's mock portal (AirKorea dust through the same client).
    static func service(_ upstreams: PortalUpstreams, lookup: (any RegionCodeLookup)? = nil) -> KMAWeatherService {
        let client = upstreams.client()
        return KMAWeatherService(client: client, dust: AirKoreaDustService(client: client), regionLookup: lookup)
    }

    /// The `(base_date, base_time)` of every request the mock saw at `path`, in order.
    static func bases(_ upstreams: PortalUpstreams, _ path: String) -> [String] {
        upstreams.server.requests.filter { $0.path == path }
            .map { ($0.queryValue("base_date") ?? "") + " " + ($0.queryValue("base_time") ?? "") }
    }

    /// The value a raw row's category and text stand for, by the category's reader; nil for a
    /// category that is not read or a text that is no value.
    static func value(_ category: Any?, _ text: Any?) -> WeatherValue? {
        guard let category = (category as? String).flatMap(KMACategory.init(rawValue:)), let text = text as? String,
            case .value(let value) = category.reading(text)
        else { return nil }
        return value
    }

    /// The `items.item` rows of the mock's raw KMA answer (read apart from the code under test).
    static func rawRows(
        _ upstreams: PortalUpstreams,
        _ path: String,
        _ parameters: [(String, String)]
    ) async throws -> [[String: Any]] {
        var components = URLComponents(string: upstreams.server.baseURL + path)!
        components.percentEncodedQueryItems =
            ([("serviceKey", MockCredentials.dataGoKrKey), ("dataType", "JSON")] + parameters)
            .map { URLQueryItem(name: $0.0, value: $0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics)) }
        let response = try await CurlHTTPClient(userAgent: "QuickSearchDataTests")
            .send(QuickSearchData.HTTPRequest(method: "GET", url: components.url!))
        let root = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        let body = (root?["response"] as? [String: Any])?["body"] as? [String: Any]
        return (body?["items"] as? [String: Any])?["item"] as? [[String: Any]] ?? []
    }
}

/// A region look-up answering from memory, or failing.
struct FakeRegionLookup: RegionCodeLookup {
    let code: String?
    let fails: Bool

    func regionCode(at point: GeoCoordinate, deadline: ContinuousClock.Instant?) async throws -> String? {
        if fails { throw SourceFailure(.unavailable, "kakao-local: failed") }
        return code
    }
}
