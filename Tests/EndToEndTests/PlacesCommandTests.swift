import Foundation
import Testing

@Suite("qsearch places against the mock Kakao Local: search, add, list, rm, mv, rename")
struct PlacesCommandTests {
    static let localPrefix = "/v2/local/"

    @Test("search lists every candidate in Korea, numbered, with full addresses")
    func searchListsCandidates() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("places", "search", "광주")
        #expect(run.status == 0)
        #expect(
            run.stdoutLines == [
                "1\t광주광역시\t광주광역시\t35.160032\t126.851675",
                "2\t광주시\t경기도 광주시\t37.429397\t127.255314",
                "3\t동구\t광주광역시 동구\t35.146180\t126.923320",
            ]
        )
        let json = try await sandbox.qsearch("places", "search", "광주", "--json").jsonObject()
        #expect(json["query"] as? String == "광주")
        let candidates = try #require(json["candidates"] as? [[String: Any]])
        #expect(candidates.map { $0["number"] as? Int } == [1, 2, 3])
        #expect(candidates[1]["address"] as? String == "경기도 광주시")
        #expect(candidates[1]["region_code"] as? String == "4161000000")
        let lines = try await sandbox.qsearch("places", "search", "강남역", "--jsonl")
        #expect(lines.stdoutLines.count == 1)
        #expect(lines.stdout.contains(#""name":"강남역 2호선""#))
    }

    @Test("search for a place known only outside Korea, or not at all, finds nothing (exit 0)")
    func searchFindsNothing() async throws {
        let sandbox = try QSearchSandbox()
        for query in ["도쿄역", "없는동네"] {
            let run = try await sandbox.qsearch("places", "search", query)
            #expect(run.status == 0)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("no place in Korea matches '\(query)'"))
        }
    }

    @Test("add saves a unique place and confirms position, address and coordinates; list shows it")
    func addUnique() async throws {
        let sandbox = try QSearchSandbox()
        let add = try await sandbox.qsearch("places", "add", "혜화동")
        #expect(add.status == 0)
        #expect(add.stderrLines == ["saved #1 혜화동: 서울특별시 종로구 혜화동 (37.586366,127.001699)"])
        let second = try await sandbox.qsearch("places", "add", "강남역")
        #expect(second.stderrLines == ["saved #2 강남역: 서울특별시 강남구 역삼동 858 (37.497952,127.027610)"])
        let list = try await sandbox.qsearch("places", "list", "--json").jsonObject()
        let places = try #require(list["places"] as? [[String: Any]])
        #expect(places.map { $0["name"] as? String } == ["혜화동", "강남역"])
        #expect(places.map { $0["position"] as? Int } == [1, 2])
        #expect(
            places.map { $0["region_code"] as? String } == ["1111065000", "1168064000"],
            "the keyword hit's code comes from coord2regioncode"
        )
        #expect(places[0]["latitude"] as? Double == 37.5863656)
        #expect((places[0]["added_at"] as? String)?.hasSuffix("+09:00") == true)
    }

    @Test("add of an ambiguous name lists the candidates on stderr, saves nothing, exit 64; --pick takes one")
    func addAmbiguous() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("places", "add", "광주")
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.contains("2. 경기도 광주시 (광주시, 37.429397,127.255314)"))
        #expect(run.stderrLines.last == "qsearch: error: '광주' matches 3 places; be more specific, or add --pick N")
        #expect(try await sandbox.qsearch("places", "list", "--jsonl").stdout.isEmpty)

        let picked = try await sandbox.qsearch("places", "add", "광주", "--pick", "2", "--as", "경기광주")
        #expect(picked.status == 0)
        #expect(picked.stderrLines == ["saved #1 경기광주: 경기도 광주시 (37.429397,127.255314)"])
        let tooFar = try await sandbox.qsearch("places", "add", "광주", "--pick", "4", "--as", "x")
        #expect(tooFar.status == 64)
        #expect(tooFar.stderr.contains("--pick 4 is more than the 3 candidates"))
    }

    @Test("add of a place with no hit in Korea, or a point outside Korea, exits 64 and saves nothing")
    func addNothingOrOutside() async throws {
        let sandbox = try QSearchSandbox()
        let tokyo = try await sandbox.qsearch("places", "add", "도쿄역")
        #expect(tokyo.status == 64)
        #expect(tokyo.stderr.contains("no place in Korea matches '도쿄역'"))
        let point = try await sandbox.qsearch("places", "add", "도쿄", "--at", "35.68,139.77")
        #expect(point.status == 64)
        #expect(
            point.stderrLines == [
                "qsearch: error: 35.680000,139.770000 lies outside Korea, where no readings or forecasts exist; give a point in Korea"
            ]
        )
        #expect(try await sandbox.qsearch("places", "list", "--jsonl").stdout.isEmpty)
    }

    @Test("add --at saves the point with its administrative region, without any search")
    func addAtPoint() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("places", "add", "역삼", "--at", "37.4979,127.0276")
        #expect(run.status == 0)
        #expect(run.stderrLines == ["saved #1 역삼: 서울특별시 강남구 역삼1동 (37.497900,127.027600)"])
        #expect(sandbox.server.requestCount(pathPrefix: "/v2/local/search/") == 0)
        #expect(sandbox.server.requestCount(pathPrefix: "/v2/local/geo/coord2regioncode.json") == 1)

        var environment = sandbox.environment
        environment["KAKAO_REST_API_KEY"] = nil
        environment["DATA_GO_KR_SERVICE_KEY"] = nil
        let keyless = try await sandbox.qsearch(
            ["places", "add", "종로", "--at", "37.57,126.99"],
            environment: environment
        )
        #expect(keyless.status == 0)
        #expect(keyless.stderrLines == ["saved #2 종로 (37.570000,126.990000)"])
        let lookUp = try await sandbox.qsearch(["places", "add", "종각"], environment: environment)
        #expect(lookUp.status == 78)
        #expect(lookUp.stderr.contains("KAKAO_REST_API_KEY"))
        #expect(lookUp.stderr.contains("DATA_GO_KR_SERVICE_KEY"))
    }

    @Test("add --at when the region look-up fails: saved without address or code, after one warning")
    func regionLookUpFails() async throws {
        let sandbox = try QSearchSandbox(faults: ["kakao-local:status=503"])
        let run = try await sandbox.qsearch("places", "add", "역삼", "--at", "37.4979,127.0276", "--timeout", "5")
        #expect(run.status == 0)
        #expect(run.stderrLines.count == 2)
        #expect(run.stderrLines.first?.hasPrefix("qsearch: warning: saved without its region code") == true)
        #expect(run.stderrLines.last == "saved #1 역삼 (37.497900,127.027600)")
        let place = try #require(
            try await sandbox.qsearch("places", "list", "--json").jsonObject()["places"] as? [[String: Any]]
        ).first
        #expect(place?["region_code"] is NSNull)
        #expect(place?["address"] is NSNull)
    }

    @Test("a repeated look-up is answered from the cache: no second request")
    func repeatedLookUpIsCached() async throws {
        let sandbox = try QSearchSandbox()
        _ = try await sandbox.qsearch("places", "search", "혜화동")
        let before = sandbox.server.requestCount(pathPrefix: Self.localPrefix)
        let again = try await sandbox.qsearch("places", "search", "혜화동")
        #expect(again.status == 0)
        #expect(sandbox.server.requestCount(pathPrefix: Self.localPrefix) == before)
    }

    @Test("names: a taken one, a number, an escape, over 40 characters: exit 64 before any request")
    func badNames() async throws {
        let sandbox = try QSearchSandbox()
        _ = try await sandbox.qsearch("places", "add", "혜화동")
        let requests = sandbox.server.requestCount(pathPrefix: Self.localPrefix)
        for arguments in [
            ["places", "add", "혜화동"], ["places", "add", "혜화동", "--as", "7"],
            ["places", "add", "혜화동", "--as", "a\u{1B}[2Jb"],
            ["places", "add", "혜화동", "--as", String(repeating: "가", count: 41)],
        ] {
            let run = try await sandbox.qsearch(arguments, environment: sandbox.environment)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderrLines.count == 1)
            #expect(!run.stderr.contains("\u{1B}"))
        }
        #expect(sandbox.server.requestCount(pathPrefix: Self.localPrefix) == requests)
    }

    @Test("rm, mv and rename by name or number keep a dense order; unknown ones name what exists")
    func editing() async throws {
        let sandbox = try QSearchSandbox()
        for (name, point) in [("a", "37.1,127.1"), ("b", "37.2,127.2"), ("c", "37.3,127.3"), ("d", "37.4,127.4")] {
            #expect(try await sandbox.qsearch("places", "add", name, "--at", point).status == 0)
        }
        let move = try await sandbox.qsearch("places", "mv", "d", "1")
        #expect(move.status == 0)
        #expect(move.stderrLines == ["moved d to #1"])
        #expect(try await sandbox.qsearch("places", "rm", "#3").stderrLines == ["removed b"])
        #expect(try await sandbox.qsearch("places", "rename", "2", "집").stderrLines == ["renamed to 집"])
        let list = try await sandbox.qsearch("places", "list")
        #expect(
            list.stdoutLines.map { $0.split(separator: "\t").prefix(2).joined(separator: " ") } == [
                "1 d", "2 집", "3 c",
            ]
        )

        let unknown = try await sandbox.qsearch("places", "rm", "부산")
        #expect(unknown.status == 64)
        #expect(
            unknown.stderrLines == [
                "qsearch: error: no saved place is called '부산' (saved: #1 d, #2 집, #3 c); 'qsearch places list' shows the saved places"
            ]
        )
        #expect(try await sandbox.qsearch("places", "mv", "c", "4").status == 64)
        #expect(try await sandbox.qsearch("places", "mv", "c", "first").status == 64)
        #expect(try await sandbox.qsearch("places", "rename", "c", "d").status == 64)
        #expect(try await sandbox.qsearch("places", "list").stdout == list.stdout)
    }

    @Test("remove, move and ls answer as rm, mv and list do (the aliases of every group), help and did-you-mean too")
    func aliases() async throws {
        let sandbox = try QSearchSandbox()
        for (name, point) in [("a", "37.1,127.1"), ("b", "37.2,127.2"), ("c", "37.3,127.3")] {
            #expect(try await sandbox.qsearch("places", "add", name, "--at", point).status == 0)
        }
        #expect(try await sandbox.qsearch("places", "move", "c", "1").stderrLines == ["moved c to #1"])
        #expect(try await sandbox.qsearch("places", "remove", "a").stderrLines == ["removed a"])
        let list = try await sandbox.qsearch("places", "ls")
        #expect(list.status == 0)
        #expect(list.stdoutLines.map { $0.split(separator: "\t").prefix(2).joined(separator: " ") } == ["1 c", "2 b"])
        let help = try await sandbox.qsearch("help", "places", "remove")
        #expect(help.status == 0)
        #expect(help.stdout == (try await sandbox.qsearch("places", "rm", "--help")).stdout)
        let typo = try await sandbox.qsearch("places", "lss")
        #expect(typo.status == 64)
        #expect(
            typo.stderrLines == [
                "qsearch: error: unknown command 'lss' for 'qsearch places'; did you mean 'ls'? (see 'qsearch places --help')"
            ]
        )
    }

    @Test("XDG_DATA_HOME and XDG_CACHE_HOME set in the config file: add, list, rm and cache info all use them")
    func directoriesFromConfigFile() async throws {
        let sandbox = try QSearchSandbox()
        let config = sandbox.root.appendingPathComponent("home/.config/quicksearch/config")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        let data = sandbox.root.appendingPathComponent("filed-data")
        let cache = sandbox.root.appendingPathComponent("filed-cache")
        try Data("XDG_DATA_HOME=\(data.path)\nXDG_CACHE_HOME=\(cache.path)\n".utf8).write(to: config)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config.path)
        var environment = sandbox.environment
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CACHE_HOME"] = nil
        let add = try await sandbox.qsearch(["places", "add", "혜화동"], environment: environment)
        #expect(add.status == 0, "\(add.stderr)")
        let list = try await sandbox.qsearch(["places", "list", "--jsonl"], environment: environment)
        #expect(list.stdoutLines.count == 1)
        #expect(list.stdout.contains(#""name":"혜화동""#))
        let removed = try await sandbox.qsearch(["places", "rm", "혜화동"], environment: environment)
        #expect(removed.stderrLines == ["removed 혜화동"])
        let info = try await sandbox.qsearch(["cache", "info", "--json"], environment: environment).jsonObject()
        #expect(info["path"] as? String == cache.appendingPathComponent("quicksearch/cache.sqlite").path)
        #expect((info["entries"] as? Int ?? 0) > 0, "the look-up's answers are cached there")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("quicksearch/data.sqlite").path))
    }

    @Test("list with no store yet prints nothing and creates nothing")
    func emptyList() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("places", "list", "--json")
        #expect(run.status == 0)
        #expect(try run.jsonObject()["places"] as? [Any] != nil)
        #expect(sandbox.files().isEmpty)
    }

    @Test("Kakao's errors end the look-up with their exit code when it is the only look-up; the key is never printed")
    func upstreamErrors() async throws {
        let throttled = try QSearchSandbox(faults: ["kakao-local:status=429"])
        var kakaoOnly = throttled.environment
        kakaoOnly["DATA_GO_KR_SERVICE_KEY"] = nil
        let run = try await throttled.qsearch(["places", "search", "혜화동", "--timeout", "5"], environment: kakaoOnly)
        #expect(run.status == 75)
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["DATA_GO_KR_SERVICE_KEY"] = nil
        environment["KAKAO_REST_API_KEY"] = "wrong-key-5521"
        let denied = try await sandbox.qsearch(["places", "add", "혜화동"], environment: environment)
        #expect(denied.status == 78)
        #expect(!denied.stderr.contains("wrong-key-5521"))
        #expect(denied.stderrLines.count == 1)
    }

    @Test("When Kakao fails, the portal's dong look-up still finds the place")
    func portalStandsIn() async throws {
        let sandbox = try QSearchSandbox(faults: ["kakao-local:status=429"])
        let run = try await sandbox.qsearch("places", "add", "혜화동", "--timeout", "5")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("서울특별시 종로구 혜화동"))
        #expect(sandbox.server.requestCount(pathPrefix: "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt") == 1)
    }
}
