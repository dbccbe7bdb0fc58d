import Foundation
import QuickSearchData
import TestSupport
import Testing

/// `--weather` of `list`, `show`, `due` and `export` through the built binary, against the
/// mock's Kakao Local and KMA village forecast, with the mock's clock and `DEVEVENTS_NOW` fixed
/// at 2026-11-26 14:05 KST (the 11:00 base is the newest; it reaches 11-29).
@Suite("devevents --weather against the mock Kakao Local and KMA")
struct DevEventsWeatherTests {
    static let now = "2026-11-26T14:05:00+09:00"
    static let village = "/1360000/VilageFcstInfoService_2.0/getVilageFcst"

    /// Ids are assigned by the page; titles tell the events apart.
    static let page = DevEventsSyntheticPage(sections: [
        .init(
            heading: "26년 11월",
            entries: [
                .init(
                    title: "SYNTHETIC 강남 밋업",
                    url: "https://example.com/w-gangnam",
                    tags: ["오프라인(서울 강남구)", "밋업"],
                    period: ("일시", "11. 27(금) 14:00")
                ),
                .init(
                    title: "SYNTHETIC 강남 컨퍼런스",
                    url: "https://example.com/w-gangnam-day",
                    tags: ["오프라인(서울 강남구)", "컨퍼런스"],
                    period: ("일시", "11. 28(토)")
                ),
                .init(
                    title: "SYNTHETIC 강남구청 세미나",
                    url: "https://example.com/w-gangnam-full",
                    tags: ["오프라인(서울특별시 강남구)", "세미나"],
                    period: ("일시", "11. 27(금) 19:00")
                ),
                .init(
                    title: "SYNTHETIC 웨비나",
                    url: "https://example.com/w-online",
                    tags: ["온라인", "웨비나"],
                    period: ("일시", "11. 27(금) 20:00")
                ),
                .init(
                    title: "SYNTHETIC 미지의 모임",
                    url: "https://example.com/w-unknown",
                    tags: ["오프라인(아틀란티스)", "모임"],
                    period: ("일시", "11. 27(금)")
                ),
            ]
        ),
        .init(
            heading: "26년 12월",
            entries: [
                .init(
                    title: "SYNTHETIC 연말 해커톤",
                    url: "https://example.com/w-far",
                    tags: ["오프라인(서울 강남구)", "해커톤"],
                    period: ("일시", "12. 10(목) 10:00")
                )
            ]
        ),
    ])

    /// A sandbox serving `page`, its mock at `now`.
    static func sandbox(faults: [String] = []) throws -> DevEventsSandbox {
        let sandbox = try DevEventsSandbox(faults: faults, now: ISO8601DateFormatter().date(from: now)!)
        try sandbox.serve(html: page.html)
        return sandbox
    }

    /// Runs `devevents` with the mock's upstream addresses and keys (without `without`).
    static func run(
        _ sandbox: DevEventsSandbox,
        _ arguments: [String],
        without: Set<String> = []
    ) async throws -> DevEventsRun {
        var environment = MockCredentials.environment.filter { !without.contains($0.key) }
        for variable in UpstreamCatalog.qsearch.compactMap(\.baseURLVariable) {
            environment[variable] = sandbox.server.baseURL
        }
        environment["DEVEVENTS_NOW"] = now
        return try await sandbox.devevents(arguments + ["--source", sandbox.pageURL()], environment: environment)
    }

    /// The listed events by title.
    static func events(_ run: DevEventsRun) throws -> [String: [String: Any]] {
        let events = try #require(try run.object()["events"] as? [[String: Any]], "\(run.summary)")
        return Dictionary(uniqueKeysWithValues: events.map { ($0["title"] as? String ?? "", $0) })
    }

    static func conditions(_ event: [String: Any]?) throws -> [String: Any] {
        try #require(event?["conditions"] as? [String: Any], "\(String(describing: event))")
    }

    @Test("list --weather: the hour's and the day's forecast, one request for the grid cell they share")
    func listWithinHorizon() async throws {
        let sandbox = try Self.sandbox()
        let run = try await Self.run(sandbox, ["list", "--weather", "--json"])
        #expect(run.status == 0, "\(run.summary)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        let events = try Self.events(run)
        let hour = try Self.conditions(events["SYNTHETIC 강남 밋업"])
        #expect(hour["date"] as? String == "2026-11-27")
        #expect(hour["time"] as? String == "2026-11-27T14:00:00+09:00")
        #expect(hour["place"] as? String == "서울 강남구")
        #expect(hour["address"] as? String == "서울특별시 강남구")
        #expect(["clear", "partly_cloudy", "overcast", "rain", "sleet", "snow"].contains(hour["condition"] as? String))
        #expect(hour["temperature"] is NSNumber && hour["rain_chance"] is NSNumber, "\(hour)")
        // The mock's 11 h release grades 11-26 and 11-27: 서울's worse of PM10 and PM2.5.
        #expect(["좋음", "보통", "나쁨", "매우나쁨"].contains(hour["dust_grade"] as? String ?? ""), "\(hour)")
        #expect(hour["dust_note"] is NSNull)
        #expect(hour["source"] as? String == "kma-village 2026-11-26 11:00")
        #expect(hour["reason"] is NSNull)
        let day = try Self.conditions(events["SYNTHETIC 강남 컨퍼런스"])
        #expect(day["date"] as? String == "2026-11-28" && day["time"] is NSNull, "\(day)")
        #expect(day["temperature"] is NSNumber && day["condition"] is String, "\(day)")
        #expect(day["dust_grade"] is NSNull, "11-28 is not in the 11 h release")
        #expect(
            (day["dust_note"] as? String)?.hasPrefix("dust forecast not available: none for 서울 on that day") == true
        )
        #expect(
            sandbox.server.requestCount(pathPrefix: "/B552584/ArpltnInforInqireSvc/getMinuDustFrcstDspth") == 1,
            "one forecast request for every event"
        )
        let sameCell = try Self.conditions(events["SYNTHETIC 강남구청 세미나"])
        #expect(sameCell["time"] as? String == "2026-11-27T19:00:00+09:00", "\(sameCell)")
        #expect(
            sandbox.server.requestCount(pathPrefix: Self.village) == 1,
            "three events in one grid cell (two place texts) ask for one forecast"
        )
    }

    @Test("list --weather: '—' with the reason beyond the horizon and for an unknown place; none online")
    func listReasons() async throws {
        let sandbox = try Self.sandbox()
        let run = try await Self.run(sandbox, ["list", "--weather", "--json"])
        #expect(run.status == 0, "\(run.summary)")
        let events = try Self.events(run)
        let far = try Self.conditions(events["SYNTHETIC 연말 해커톤"])
        #expect(far["date"] as? String == "2026-12-10")
        #expect((far["reason"] as? String)?.hasPrefix("beyond the forecast horizon") == true, "\(far)")
        #expect(far["condition"] is NSNull && far["temperature"] is NSNull && far["source"] is NSNull)
        let unknown = try Self.conditions(events["SYNTHETIC 미지의 모임"])
        #expect((unknown["reason"] as? String)?.contains("no place in Korea matches '아틀란티스'") == true, "\(unknown)")
        #expect(events["SYNTHETIC 웨비나"]?["conditions"] is NSNull, "an online event has no conditions")
        let plain = try await Self.run(sandbox, ["list", "--json"])
        #expect(try Self.events(plain)["SYNTHETIC 강남 밋업"]?.keys.contains("conditions") == false)
        let rows = try await Self.run(sandbox, ["list", "--weather"])
        #expect(rows.status == 0, "\(rows.summary)")
        let unknownID = try #require(events["SYNTHETIC 미지의 모임"]?["id"] as? String)
        let onlineID = try #require(events["SYNTHETIC 웨비나"]?["id"] as? String)
        #expect(rows.outputLines.first { $0.hasPrefix(unknownID) }?.hasSuffix("\t—") == true, "\(rows.stdout)")
        #expect(rows.outputLines.first { $0.hasPrefix(onlineID) }?.hasSuffix("\t") == true, "\(rows.stdout)")
        #expect(
            rows.errorLines.contains("weather — \(unknownID): unknown place: no place in Korea matches '아틀란티스'"),
            "the reasons behind the table's '—' are told on stderr: \(rows.stderr)"
        )
    }

    @Test("online events only: conditions null for each, and nothing is asked")
    func onlineOnly() async throws {
        let sandbox = try Self.sandbox()
        let run = try await Self.run(sandbox, ["list", "--weather", "--online", "--json"])
        #expect(run.status == 0, "\(run.summary)")
        let events = try Self.events(run)
        #expect(events.keys.sorted() == ["SYNTHETIC 웨비나"])
        #expect(events.values.allSatisfy { $0["conditions"] is NSNull })
        #expect(sandbox.server.requests.allSatisfy { $0.path.hasPrefix("/pages/") }, "only the page is fetched")
    }

    @Test("a failing forecast is a warning; the listing stands, with the reason, and exits 2")
    func upstreamFailure() async throws {
        let sandbox = try Self.sandbox(faults: ["kma-village:status=500"])
        let run = try await Self.run(sandbox, ["list", "--weather", "--json"])
        #expect(run.status == 2, "\(run.summary)")
        #expect(
            run.errorLines.contains { $0.hasPrefix("devevents: warning: weather: KMA's forecast failed") },
            "\(run.stderr)"
        )
        let events = try Self.events(run)
        #expect(events.count == 6)
        let hour = try Self.conditions(events["SYNTHETIC 강남 밋업"])
        #expect((hour["reason"] as? String)?.contains("could not be read") == true, "\(hour)")
        #expect(!run.stdout.contains(MockCredentials.dataGoKrKey) && !run.stderr.contains(MockCredentials.dataGoKrKey))
    }

    @Test("without keys the reason says which to set, and the listing exits 0 without asking anything")
    func noKeys() async throws {
        let sandbox = try Self.sandbox()
        let run = try await Self.run(
            sandbox,
            ["list", "--weather", "--json"],
            without: ["KAKAO_REST_API_KEY", "DATA_GO_KR_SERVICE_KEY"]
        )
        #expect(run.status == 0, "\(run.summary)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        let hour = try Self.conditions(try Self.events(run)["SYNTHETIC 강남 밋업"])
        let reason = try #require(hour["reason"] as? String, "\(hour)")
        #expect(reason.contains("set DATA_GO_KR_SERVICE_KEY") && reason.contains("KAKAO_REST_API_KEY"), "\(reason)")
        #expect(sandbox.server.requestCount(pathPrefix: "/1360000/") == 0)
        #expect(sandbox.server.requestCount(pathPrefix: "/v2/local/") == 0)
    }

    @Test("without a Kakao key a district is unknown to the portal's dong names, and the reason says why")
    func noKakaoKey() async throws {
        let sandbox = try Self.sandbox()
        let run = try await Self.run(sandbox, ["list", "--weather", "--json"], without: ["KAKAO_REST_API_KEY"])
        #expect(run.status == 0, "\(run.summary)")
        let hour = try Self.conditions(try Self.events(run)["SYNTHETIC 강남 밋업"])
        let reason = try #require(hour["reason"] as? String, "\(hour)")
        #expect(reason.hasPrefix("unknown place") && reason.contains("without KAKAO_REST_API_KEY"), "\(reason)")
        #expect(sandbox.server.requestCount(pathPrefix: Self.village) == 0)
    }

    @Test("show --weather prints the forecast line with the dust forecast grade for people")
    func show() async throws {
        let sandbox = try Self.sandbox()
        let list = try await Self.run(sandbox, ["list", "--json"])
        let id = try #require(try Self.events(list)["SYNTHETIC 강남 밋업"]?["id"] as? String)
        let run = try await Self.run(sandbox, ["show", id, "--weather"])
        #expect(run.status == 0, "\(run.summary)")
        let weather = try #require(run.outputLines.first { $0.hasPrefix("weather") }, "\(run.stdout)")
        #expect(
            weather.range(
                of: "11-27 14:00 \\S+ -?[0-9]+°C 강수 [0-9]+% 미세먼지 (좋음|보통|나쁨|매우나쁨)$",
                options: .regularExpression
            ) != nil,
            "\(weather)"
        )
        #expect(!run.outputLines.contains { $0.hasPrefix("dust") }, "a grade needs no note")
        let far = try #require(try Self.events(list)["SYNTHETIC 연말 해커톤"]?["id"] as? String)
        let beyond = try await Self.run(sandbox, ["show", far, "--weather"])
        #expect(beyond.outputLines.contains { $0.hasPrefix("weather") && $0.contains("— beyond the forecast horizon") })
    }

    @Test("due --weather gives each due event's conditions in its record")
    func due() async throws {
        let sandbox = try Self.sandbox()
        let run = try await Self.run(sandbox, ["due", "--all", "--within", "2d", "--weather", "--json"])
        #expect(run.status == 0, "\(run.summary)")
        let due = try #require(try run.object()["due"] as? [[String: Any]])
        let meetup = try #require(due.first { $0["title"] as? String == "SYNTHETIC 강남 밋업" }?["event"] as? [String: Any])
        #expect(try Self.conditions(meetup)["source"] as? String == "kma-village 2026-11-26 11:00")
    }

    @Test("export --ics --weather writes the forecast, or '—' and why, into each DESCRIPTION")
    func icsDescription() async throws {
        let sandbox = try Self.sandbox()
        let run = try await Self.run(sandbox, ["export", "--ics", "--weather"])
        #expect(run.status == 0, "\(run.summary)")
        let calendar = DevEventsICalendar(run.stdout)
        func description(_ title: String) -> String? {
            calendar.events.first { event in event.contains { $0.name == "SUMMARY" && $0.value == title } }?
                .first { $0.name == "DESCRIPTION" }
                .map { DevEventsICalendar.unescape($0.value) }
        }
        let meetup = try #require(description("SYNTHETIC 강남 밋업"), "\(run.stdout.prefix(800))")
        #expect(
            meetup.range(
                of: "\n날씨 서울 강남구: 11-27 14:00 \\S+ -?[0-9]+°C 강수 [0-9]+% 미세먼지 (좋음|보통|나쁨|매우나쁨)$",
                options: .regularExpression
            ) != nil,
            "\(meetup)"
        )
        #expect(description("SYNTHETIC 연말 해커톤")?.contains("날씨 서울 강남구: — beyond the forecast horizon") == true)
        #expect(description("SYNTHETIC 웨비나")?.contains("날씨") == false)
        let plain = try await Self.run(sandbox, ["export", "--ics"])
        #expect(!plain.stdout.contains("날씨"))
    }
}
