import Foundation
import TestSupport
import Testing

/// `qsearch brief` through the built binary against the mock, with 혜화동, 구청 and 부산 saved.
@Suite("qsearch brief against the mock: lines, records, a failing place, the cache, saved events")
struct BriefCommandTests {
    static let now = "2026-11-26T14:05:00+09:00"

    @Test("piped: one line per place; --jsonl a record each; --json one document, no events without saved ones")
    func forms() async throws {
        let sandbox = try await AlertsCommandTests.sandbox(at: Self.now)
        let lines = try await AlertsCommandTests.run(sandbox, ["brief"], at: Self.now)
        #expect(lines.status == 0, "\(lines.stderr)")
        #expect(lines.stdoutLines.count == 3)
        #expect(lines.stdoutLines[0].hasPrefix("혜화동 "), "\(lines.stdout)")
        #expect(lines.stdoutLines[0].hasSuffix(" ⚠1"))
        #expect(lines.stdoutLines[0].contains("PM10 ") && lines.stdoutLines[0].contains("내일 "))
        let records = try await AlertsCommandTests.run(sandbox, ["brief", "--jsonl"], at: Self.now)
        #expect(records.stdoutLines.count == 3)
        let first = try #require(
            try JSONSerialization.jsonObject(with: Data(records.stdoutLines[0].utf8)) as? [String: Any]
        )
        #expect(first["place"] as? String == "혜화동")
        #expect(first["temperature"] is NSNumber && first["low"] is NSNumber && first["high"] is NSNumber)
        #expect((first["uv_peak"] as? [String: Any])?["time"] as? String == "2026-11-26T12:00:00+09:00")
        #expect(["좋음", "보통", "나쁨", "매우나쁨"].contains(first["dust_tomorrow"] as? String ?? ""))
        #expect((first["alerts"] as? [[String: Any]])?.count == 1)
        #expect((first["notes"] as? [Any])?.isEmpty == true)
        let document = try await AlertsCommandTests.run(sandbox, ["brief", "부산", "혜화동", "--json"], at: Self.now)
        let places = try #require(document.jsonObject()["places"] as? [[String: Any]])
        #expect(places.map { $0["place"] as? String } == ["부산", "혜화동"])
        #expect((try document.jsonObject()["events"] as? [Any])?.isEmpty == true)
        let without = try await AlertsCommandTests.run(sandbox, ["brief", "--no-events", "--json"], at: Self.now)
        #expect(try without.jsonObject()["events"] is NSNull)
    }

    @Test("a brief with one failing place: the others whole, it shows what it has, exit 2")
    func failingPlace() async throws {
        let faulty = try QSearchSandbox(
            faults: ["airkorea-nearby:error=portal-key-xml:times=1"],
            now: ISO8601DateFormatter().date(from: Self.now)!
        )
        for arguments in [["places", "add", "혜화동"], ["places", "add", "부산", "--at", "35.1796,129.0756"]] {
            #expect(try await faulty.qsearch(arguments, environment: faulty.environment).status == 0)
        }
        let run = try await AlertsCommandTests.run(faulty, ["brief", "--jsonl"], at: Self.now)
        #expect(run.status == 2, "\(run.stderr)")
        let records = try run.stdoutLines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(records.count == 2)
        let failed = records.filter { $0["pm10"] is NSNull }
        #expect(failed.count == 1, "\(run.stdout)")
        let place = try #require(failed.first)
        #expect(place["temperature"] is NSNumber, "its weather is still shown")
        #expect((place["notes"] as? [String])?.contains { $0.hasPrefix("fine dust unavailable:") } == true)
        let name = try #require(place["place"] as? String)
        #expect(run.stderr.contains(name), "\(run.stderr)")
    }

    @Test("a second brief within minutes asks nothing: every part is cached within its validity")
    func cached() async throws {
        let sandbox = try await AlertsCommandTests.sandbox(at: Self.now)
        #expect(try await AlertsCommandTests.run(sandbox, ["brief"], at: Self.now).status == 0)
        let asked = sandbox.server.requests.count
        let again = try await AlertsCommandTests.run(sandbox, ["brief"], at: "2026-11-26T14:08:00+09:00")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(sandbox.server.requests.count == asked)
    }

    @Test("saved events closing or starting within 3 days follow the places; --events-within widens or narrows")
    func events() async throws {
        let now = "2026-08-22T12:00:00+09:00"
        let sandbox = try QSearchSandbox(now: ISO8601DateFormatter().date(from: now)!)
        let page = DevEventsSandbox.fixtures.appendingPathComponent(DevEventsSandbox.mainFixture).absoluteString
        var environment = sandbox.environment.merging(["QSEARCH_NOW": now, "DEVEVENTS_SOURCE": page]) { $1 }
        #expect(try await sandbox.qsearch(["places", "add", "혜화동"], environment: environment).status == 0)
        environment["DEVEVENTS_NOW"] = now
        let fav = try await ProcessRunner.runAsync(
            "devevents",
            ["fav", "add", "vpapr0cn", "gps7nfdr"],
            environment: environment
        )
        #expect(fav.status == 0, "\(fav.stderr)")
        let brief = try await sandbox.qsearch(["brief", "--json"], environment: environment)
        #expect(brief.status == 0, "\(brief.stderr)")
        let events = try #require(brief.jsonObject()["events"] as? [[String: Any]])
        #expect(events.map { $0["id"] as? String } == ["vpapr0cn", "gps7nfdr"])
        #expect(events.map { $0["kind"] as? String } == ["registration", "event"])
        #expect(try brief.jsonObject()["events_within"] as? String == "3d")
        let narrow = try await sandbox.qsearch(["brief", "--events-within", "1d", "--json"], environment: environment)
        #expect((try narrow.jsonObject()["events"] as? [[String: Any]])?.map { $0["id"] as? String } == ["vpapr0cn"])
        let lines = try await sandbox.qsearch(["brief"], environment: environment)
        #expect(lines.stdoutLines.count == 3, "\(lines.stdout)")
        #expect(
            lines.stdoutLines.last?.contains("gps7nfdr") == false && lines.stdoutLines.last?.contains("행사 시작") == true
        )
    }
}
