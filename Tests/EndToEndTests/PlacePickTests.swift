import Foundation
import Testing

/// Issue 19: `dust 광주` and `weather 광주` take `--pick N` as `places add` does; without it an
/// ambiguous name lists the candidates (exit 64), as before.
@Suite("qsearch dust|weather NAME --pick N: one of the places a name answers to")
struct PlacePickTests {
    static let now = "2026-11-26T14:05:00+09:00"

    @Test("--pick 2 reports on 경기도 광주시; without it the three candidates are listed and nothing is reported")
    func dustPick() async throws {
        let sandbox = try QSearchSandbox(now: ISO8601DateFormatter().date(from: Self.now)!)
        let environment = sandbox.environment.merging(["QSEARCH_NOW": Self.now]) { $1 }
        let ambiguous = try await sandbox.qsearch(["dust", "광주", "--jsonl"], environment: environment)
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stdout.isEmpty)
        #expect(ambiguous.stderr.contains("--pick N"), "\(ambiguous.stderr)")
        #expect(ambiguous.stderrLines.contains("  2. 광주시 (경기도 광주시)"), "\(ambiguous.stderr)")

        let picked = try await sandbox.qsearch(["dust", "광주", "--pick", "2", "--jsonl"], environment: environment)
        #expect(picked.status == 0, "\(picked.stderr)")
        let record = try #require(
            try JSONSerialization.jsonObject(with: Data(picked.stdout.utf8)) as? [String: Any]
        )
        #expect(record["place"] as? String == "광주")
        #expect(record["latitude"] as? Double == 37.429397)
        #expect(try await sandbox.qsearch("places", "list", "--jsonl").stdout.isEmpty, "a picked place is not saved")
    }

    @Test("weather takes --pick too, beyond the candidates it is exit 64 naming the count")
    func weatherPick() async throws {
        let sandbox = try QSearchSandbox(now: ISO8601DateFormatter().date(from: Self.now)!)
        let environment = sandbox.environment.merging(["QSEARCH_NOW": Self.now]) { $1 }
        let picked = try await sandbox.qsearch(["weather", "광주", "--pick", "1", "--json"], environment: environment)
        #expect(picked.status == 0 || picked.status == 2, "\(picked.stderr)")
        #expect(picked.stdout.contains("35.160032"), "광주광역시, the first candidate")
        let beyond = try await sandbox.qsearch(["weather", "광주", "--pick", "4"], environment: environment)
        #expect(beyond.status == 64)
        #expect(beyond.stderrLines.count == 1 && beyond.stderr.contains("--pick 4 is more than the 3 places"))
    }

    @Test(
        "--pick without a name, beside --at, or with a saved place is exit 64 saying why",
        arguments: [
            ["dust", "--pick", "2"], ["weather", "--pick", "2", "--at", "37.5,127.0"], ["dust", "집", "--pick", "1"],
        ]
    )
    func pickRefused(arguments: [String]) async throws {
        let sandbox = try QSearchSandbox()
        #expect(try await sandbox.qsearch("places", "add", "혜화동", "--as", "집").status == 0)
        let run = try await sandbox.qsearch(arguments, environment: sandbox.environment)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("--pick"), "\(run.stderr)")
    }
}
