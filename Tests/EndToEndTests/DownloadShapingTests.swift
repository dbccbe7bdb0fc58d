import Foundation
import Testing

/// Issue 20's shaping of `--download` end to end against the mock's images: `--range`, name
/// templates (hostile text in, clean names out; an unknown field refused), `--min-width` checked
/// on the result and on the image's header, and a host answering 429 with `Retry-After`.
@Suite("qsearch images --download shaped: --range, --name-template, --min-width, 429 with Retry-After")
struct DownloadShapingTests {
    private static func records(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    private static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".qsearch") }
    }

    /// `qsearch images QUERY --limit N --json --download FOLDER` and `extra`, `count` Naver
    /// results only (the mock's images), in `sandbox`.
    private static func download(
        _ sandbox: QSearchSandbox,
        _ query: String,
        count: Int,
        into folder: String,
        _ extra: String...
    ) async throws -> ProcessResult {
        try await sandbox.qsearch(
            ["images", "\(query) naver=\(count) kakao=0", "--limit", "\(count)", "--json", "--download", folder]
                + extra,
            environment: sandbox.environment
        )
    }

    @Test("--range 2-3,5 downloads those results only; the others are not fetched and are no failure")
    func rangePicks() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("picked").path
        let run = try await sandbox.qsearch(
            "images",
            "고양이 naver=6 kakao=0",
            "--limit",
            "6",
            "--jsonl",
            "--download",
            folder,
            "--range",
            "2-3,5"
        )
        #expect(run.status == 0, "\(run.stderr)")
        let records = try Self.records(run.stdout)
        let saved = records.filter { $0["saved_path"] is String }.compactMap { $0["position"] as? Int }
        #expect(saved == [2, 3, 5])
        #expect(Self.files(in: folder).count == 3)
        #expect(sandbox.server.requestCount(pathPrefix: "/media/") == 3)
    }

    @Test("A reversed or malformed --range is exit 64 naming the option", arguments: ["5-2", "0", "a-b", "3,,4"])
    func badRange(range: String) async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let run = try await sandbox.qsearch("images", "고양이", "--download", "d", "--range", range)
        #expect(run.status == 64)
        #expect(run.stderrLines.count == 1 && run.stderr.contains("--range"), "\(run.stderr)")
    }

    @Test("A template over hostile text gives clean names: no slash, no bidi or control character, no leading dot")
    func hostileTemplate() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("named").path
        let run = try await Self.download(
            sandbox,
            "../..\u{202E}gpj.exe\u{7}/x",
            count: 2,
            into: folder,
            "--name-template",
            "{query}-{rank:03}"
        )
        #expect(run.status == 0, "\(run.stderr)")
        let names = Self.files(in: folder)
        #expect(names.count == 2)
        for name in names {
            #expect(!name.contains("/") && !name.hasPrefix("."), "\(name)")
            #expect(!name.unicodeScalars.contains { $0 == "\u{202E}" || $0.value < 0x20 }, "\(name.debugDescription)")
            #expect(name.utf8.count <= 255)
            #expect(name.hasSuffix("-001.png") || name.hasSuffix("-002.png"), "\(name)")
        }
    }

    @Test("An unknown template field is exit 64 naming it, before anything is fetched")
    func unknownField() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("never").path
        let run = try await sandbox.qsearch(
            "images",
            "고양이",
            "--download",
            folder,
            "--name-template",
            "{rank}-{colour}"
        )
        #expect(run.status == 64)
        #expect(run.stderrLines.count == 1 && run.stderr.contains("colour"), "\(run.stderr)")
        #expect(sandbox.server.requestCount(pathPrefix: "/media/") == 0)
        #expect(Self.files(in: folder).isEmpty)
    }

    @Test("--min-width above every image skips them all: nothing kept, a note per result, exit 0")
    func minimumWidth() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("wide").path
        let run = try await Self.download(sandbox, "고양이", count: 3, into: folder, "--min-width", "60000")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.files(in: folder).isEmpty)
        #expect(run.stderrLines.filter { $0.contains("skipped") }.count == 3, "\(run.stderr)")
    }

    @Test("A host answering 429 with Retry-After is waited for and asked again; with --retries 0 the result fails")
    func busyHost() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("busy").path
        let run = try await Self.download(sandbox, "고양이 busy=1", count: 2, into: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.files(in: folder).count == 2)
        #expect(run.stderr.contains("retried 2 transfers"), "\(run.stderr)")

        // A fresh mock: each image answers 429 once in a server's life.
        let fresh = try QSearchSandbox(localMedia: true)
        let other = fresh.root.appendingPathComponent("impatient").path
        let impatient = try await Self.download(fresh, "고양이 busy=1", count: 2, into: other, "--retries", "0")
        #expect(impatient.status == 2, "\(impatient.stderr)")
        #expect(Self.files(in: other).isEmpty)
    }

    @Test("config set name_template names later downloads; a template with an unknown field is refused")
    func configuredTemplate() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let refused = try await sandbox.qsearch("config", "set", "name_template", "{rank}-{colour}")
        #expect(refused.status == 64, "\(refused.stderr)")
        let set = try await sandbox.qsearch("config", "set", "name_template", "kept-{rank:02}")
        #expect(set.status == 0, "\(set.stderr)")
        let folder = sandbox.root.appendingPathComponent("configured").path
        let run = try await Self.download(sandbox, "고양이", count: 2, into: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.files(in: folder).sorted() == ["kept-01.png", "kept-02.png"])
    }
}
