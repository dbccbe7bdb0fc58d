import Foundation
import Testing

/// Issue 19 (wttr.in): `Seoul`, `Busan`, `Gangnam-gu`, `Hyehwa-dong` found nothing. A name in
/// Latin letters is read as the Revised Romanization and looked up by its Korean spellings,
/// against the mock's Kakao Local and portal.
@Suite("Places by their English names: dust Seoul, weather Busan, places add Gangnam-gu")
struct LatinPlaceNameTests {
    static let now = DustCommandTests.now
    static let localPrefix = "/v2/local/search/"

    /// The queries the mock's Kakao Local searches were sent, in order.
    static func searchQueries(_ sandbox: QSearchSandbox) -> [String] {
        sandbox.server.requests.filter { $0.path.hasPrefix(localPrefix) }.compactMap { $0.queryValue("query") }
    }

    @Test("dust Seoul reports on 서울특별시, found by its Korean name")
    func dustSeoul() async throws {
        let sandbox = try QSearchSandbox(now: DustCommandTests.nowDate)
        let environment = sandbox.environment.merging(["QSEARCH_NOW": Self.now]) { $1 }
        let run = try await sandbox.qsearch(["dust", "Seoul", "--jsonl"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(record["place"] as? String == "Seoul")
        #expect(record["latitude"] as? Double == 37.566826)
        #expect(Self.searchQueries(sandbox) == ["서울"], "the province's name is asked first, and found")
    }

    @Test("weather Busan reports on 부산광역시")
    func weatherBusan() async throws {
        let sandbox = try QSearchSandbox(now: DustCommandTests.nowDate)
        let run = try await WeatherCommandTests.weather(sandbox, ["busan", "--json"])
        #expect(run.status == 0 || run.status == 2, "\(run.stderr)")
        #expect(run.stdout.contains("35.17947"), "\(run.stdout)")
        #expect(run.stdout.contains(#""grid_nx" : 98"#), "부산's forecast grid cell")
    }

    @Test("places add Gangnam-gu and Hyehwa-dong save 서울특별시 강남구 and 혜화동 under the name typed")
    func placesAdd() async throws {
        let sandbox = try QSearchSandbox()
        let gangnam = try await sandbox.qsearch("places", "add", "Gangnam-gu")
        #expect(gangnam.status == 0, "\(gangnam.stderr)")
        #expect(gangnam.stderrLines == ["saved #1 Gangnam-gu: 서울특별시 강남구 (37.517236,127.047325)"])
        let hyehwa = try await sandbox.qsearch("places", "add", "hyehwa dong")
        #expect(hyehwa.stderrLines == ["saved #2 hyehwa dong: 서울특별시 종로구 혜화동 (37.586366,127.001699)"])
        let list = try await sandbox.qsearch("places", "list", "--json").jsonObject()
        let places = try #require(list["places"] as? [[String: Any]])
        #expect(places.map { $0["region_code"] as? String } == ["1168000000", "1111065000"])
    }

    @Test("Hyehwa-dong without a Kakao key: the portal's dong look-up finds 혜화동")
    func portalDong() async throws {
        let sandbox = try QSearchSandbox(now: DustCommandTests.nowDate)
        var environment = sandbox.environment.merging(["QSEARCH_NOW": Self.now]) { $1 }
        environment["KAKAO_REST_API_KEY"] = nil
        let run = try await sandbox.qsearch(["dust", "Hyehwa-dong", "--jsonl"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""place":"Hyehwa-dong""#))
        #expect(sandbox.server.requests.contains { $0.queryValue("umdName") == "혜화동" })
    }

    @Test("Gwangju is ambiguous as 광주 is, without 광주광역시 동구 (not named Gwangju)")
    func ambiguous() async throws {
        let sandbox = try QSearchSandbox()
        let search = try await sandbox.qsearch("places", "search", "Gwangju")
        #expect(search.status == 0)
        #expect(
            search.stdoutLines == [
                "1\t광주광역시\t광주광역시\t35.160032\t126.851675",
                "2\t광주시\t경기도 광주시\t37.429397\t127.255314",
            ]
        )
        let add = try await sandbox.qsearch("places", "add", "Gwangju")
        #expect(add.status == 64)
        #expect(add.stderrLines.last == "qsearch: error: 'Gwangju' matches 2 places; be more specific, or add --pick N")
    }

    @Test("a Latin name no place has is not found (exit 64), after its spellings and the name as typed")
    func notFound() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("places", "add", "Atlantis")
        #expect(run.status == 64)
        #expect(run.stderr.contains("no place in Korea matches 'Atlantis'; try"), "\(run.stderr)")
        #expect(Set(Self.searchQueries(sandbox)) == ["Atlantis"], "no Hangul is written atlantis: asked as typed only")
        let dust = try await sandbox.qsearch("dust", "Gwanak-gu")
        #expect(dust.status == 64)
        #expect(dust.stderr.contains("no place in Korea matches 'Gwanak-gu' (read as 과낙구, 관악구)"), "\(dust.stderr)")
        let search = try await sandbox.qsearch("places", "search", "Gwanak-gu")
        #expect(search.stderr.contains("no place in Korea matches 'Gwanak-gu' (read as 과낙구, 관악구)"))
        #expect(Self.searchQueries(sandbox).contains("관악구"))
    }

    @Test("a Korean name is asked as typed, nothing more")
    func koreanUnchanged() async throws {
        let sandbox = try QSearchSandbox()
        _ = try await sandbox.qsearch("places", "search", "없는동네")
        #expect(Self.searchQueries(sandbox) == ["없는동네", "없는동네"], "the address search, then the keyword search")
    }
}
