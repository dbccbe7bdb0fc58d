import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchApp

/// Kakao images have no title: the table shows their site, `(연합뉴스)`, and so do the file
/// names of `--download` and the captions of `--preview`.
@Suite("Kakao images are named after their site: table, file names, preview captions")
struct KakaoImageNamingTests {
    private static func records(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("--download names a Kakao image's file after its site, not its host")
    func fileNames() async throws {
        let world = try InProcessQSearch()
        let folder = world.home.path("cats")
        let run = await world.run(
            ["images", "고양이 n=5", "--source", "kakao", "--limit", "5", "--jsonl", "--quiet", "--download", folder]
        )
        #expect(run.status == 0, "\(run.stderr)")
        let records = try Self.records(run.stdout)
        #expect(records.count == 5)
        for record in records {
            let position = try #require(record["position"] as? Int)
            let site = try #require(record["site_name"] as? String)
            let path = try #require(record["saved_path"] as? String)
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            #expect(name == String(format: "%03d", position) + "-kakao-image-" + DownloadFileName.slug(site))
            #expect(!name.contains("127-0-0-1"))
        }
    }

    @Test("--preview captions a Kakao image with its site, as the table does")
    func previewCaptions() async throws {
        let world = try InProcessQSearch()
        let query = ["images", "고양이 n=3", "--source", "kakao", "--limit", "3"]
        let listed = try Self.records(await world.run(query + ["--jsonl"]).stdout)
        let sites = try listed.map { try #require($0["site_name"] as? String) }
        #expect(sites.count == 3 && sites.allSatisfy { !$0.isEmpty })

        let run = await world.run(query + ["--preview"], extra: ["TERM_PROGRAM": "WezTerm"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let captions = lines.filter { $0.range(of: #"^[0-9]+\. "#, options: .regularExpression) != nil }
        #expect(captions == sites.enumerated().map { "\($0 + 1). (\($1))" })
        for (offset, site) in sites.enumerated() {
            #expect(lines.contains { $0.hasPrefix("\(offset + 1)  ") && $0.contains("  (\(site))  ") }, "\(run.stdout)")
        }
    }
}
