import Foundation
import QuickSearchDomain
import Testing

/// Issue 20, part A: the download archive across runs and folders, content dedupe, never the
/// wrong file, `--write-metadata`, and `qsearch archive list|forget|clear`.
@Suite("qsearch --download with the archive: not fetched twice, stored once, never another's file")
struct DownloadArchiveTests {
    static let query = "고양이 n=8"

    private static func records(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    private static func sha256(_ path: String) throws -> String {
        SHA256.hex(SHA256.digest(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// The images of the folder (no record, no metadata).
    private static func images(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    }

    private static func download(
        _ sandbox: QSearchSandbox,
        into folder: String,
        _ extra: [String] = [],
        environment: [String: String]? = nil
    ) async throws -> (records: [[String: Any]], stderr: [String]) {
        let run = try await sandbox.qsearch(
            ["images", query, "-n", "8", "--jsonl", "--download", folder] + extra,
            environment: environment ?? sandbox.environment
        )
        #expect(run.status == 0, "\(run.stderr)")
        return (try records(run.stdout), run.stderrLines)
    }

    @Test("A second run into another folder, after the first one's was moved away, fetches nothing and says archived")
    func movedFolderIsNotFetchedAgain() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let first = sandbox.root.appendingPathComponent("home/first").path
        let second = sandbox.root.appendingPathComponent("home/second").path
        let saved = try await Self.download(sandbox, into: first).records
        #expect(saved.allSatisfy { $0["saved_path"] is String && $0["archived"] is NSNull })
        try FileManager.default.moveItem(atPath: first, toPath: sandbox.root.appendingPathComponent("home/moved").path)
        let requests = sandbox.server.requestCount(pathPrefix: "/media/")
        let (again, stderr) = try await Self.download(sandbox, into: second)
        #expect(sandbox.server.requestCount(pathPrefix: "/media/") == requests)
        #expect(again.count == saved.count)
        for (record, earlier) in zip(again, saved) {
            let earlierPath = try #require(earlier["saved_path"] as? String)
            let archivedPath = try #require(earlier["duplicate_of"] as? String ?? earlierPath)
            #expect(record["archived"] as? String == archivedPath)
            #expect(record["saved_path"] is NSNull && record["download_error"] is NSNull)
            #expect(record["sha256"] as? String == earlier["sha256"] as? String)
        }
        #expect(stderr.last == "saved 0 files to \(second) (0 B fetched, 8 archived)")
        #expect(try Self.images(in: second).isEmpty)
        // Deleted rather than moved: the same.
        try FileManager.default.removeItem(atPath: sandbox.root.appendingPathComponent("home/moved").path)
        _ = try await Self.download(sandbox, into: second)
        #expect(sandbox.server.requestCount(pathPrefix: "/media/") == requests)
    }

    @Test(
        "Two URLs with the same bytes store one file; the second names it as duplicate_of, in one run and across runs"
    )
    func sameBytesAreStoredOnce() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("home/both").path
        let records = try await Self.download(sandbox, into: folder).records
        let naver = try #require(records.first { ($0["url"] as? String)?.contains("~naver") == true })
        let kakao = try #require(records.first { ($0["url"] as? String)?.contains("~kakao") == true })
        #expect(naver["sha256"] as? String == kakao["sha256"] as? String)
        let twins = [naver, kakao]
        let original = try #require(twins.first { $0["duplicate_of"] is NSNull })
        let duplicate = try #require(twins.first { $0["duplicate_of"] is String })
        let path = try #require(original["saved_path"] as? String)
        #expect(duplicate["duplicate_of"] as? String == path && duplicate["saved_path"] as? String == path)
        #expect(try Self.sha256(path) == original["sha256"] as? String)
        #expect(try Self.images(in: folder).count == 7)

        // Across runs: Naver's copy saved first, Kakao's copy later into another folder.
        let other = try QSearchSandbox(localMedia: true)
        let naverFolder = other.root.appendingPathComponent("home/naver").path
        let kakaoFolder = other.root.appendingPathComponent("home/kakao").path
        let naverOnly = try await Self.download(other, into: naverFolder, ["--source", "naver"]).records
        let first = try #require(naverOnly.first { ($0["url"] as? String)?.contains("~naver") == true })
        let kakaoOnly = try await Self.download(other, into: kakaoFolder, ["--source", "kakao"]).records
        let later = try #require(kakaoOnly.first { ($0["url"] as? String)?.contains("~kakao") == true })
        let firstPath = try #require(first["saved_path"] as? String)
        #expect(later["duplicate_of"] as? String == firstPath)
        let stored = kakaoOnly.filter { $0["archived"] is NSNull && $0["duplicate_of"] is NSNull }
        #expect(try Self.images(in: kakaoFolder).count == stored.count)
    }

    @Test("A file under the target name with other content is kept, and the result gets a new name with its own bytes")
    func otherContentUnderTheNameGetsANewName() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let probe = sandbox.root.appendingPathComponent("home/probe").path
        let names = try await Self.download(sandbox, into: probe, ["--no-archive"]).records.compactMap {
            ($0["saved_path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }
        }
        let folder = sandbox.root.appendingPathComponent("home/taken").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let squatter = Data("another picture entirely".utf8)
        for name in names {
            try squatter.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let records = try await Self.download(
            sandbox,
            into: folder,
            ["--archive", sandbox.root.path + "/fresh.sqlite"]
        )
        .records
        for record in records {
            let path = try #require(record["saved_path"] as? String)
            #expect(!names.contains(URL(fileURLWithPath: path).lastPathComponent))
            #expect(try Self.sha256(path) == record["sha256"] as? String)
        }
        for name in names {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) == squatter)
        }
    }

    /// Issue 19, defect 1, with the archive: `-n 10`, then `-n 5 --source kakao` into the same folder.
    @Test("Resuming into a folder another search filled names, for each result, a file with its own bytes")
    func resumeWithTheArchiveNeverNamesAnotherResultsFile() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let shared = sandbox.root.appendingPathComponent("home/lions").path
        let first = try await sandbox.qsearch("images", "사자", "-n", "10", "--quiet", "--download", shared)
        #expect(first.status == 0, "\(first.stderr)")
        let arguments = ["images", "사자", "-n", "5", "--source", "kakao", "--jsonl", "--quiet", "--download"]
        let resumed = try Self.records(
            try await sandbox.qsearch(arguments + [shared], environment: sandbox.environment).stdout
        )
        let alone = try Self.records(
            try await sandbox.qsearch(
                arguments + [sandbox.root.path + "/home/fresh", "--no-archive"],
                environment: sandbox.environment
            ).stdout
        )
        #expect(resumed.count == 5 && alone.count == 5)
        for (record, own) in zip(resumed, alone) {
            let path = try #require(record["saved_path"] as? String ?? record["archived"] as? String)
            #expect(try Self.sha256(path) == record["sha256"] as? String)
            #expect(record["sha256"] as? String == own["sha256"] as? String, "result \(record["position"] ?? "?")")
        }
    }

    @Test("--no-archive fetches again and adds nothing; --archive FILE uses that file, owner-only")
    func noArchiveAndArchiveFile() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let custom = sandbox.root.path + "/mine.sqlite"
        let standard = sandbox.root.path + "/data/quicksearch/archive.sqlite"
        _ = try await Self.download(sandbox, into: sandbox.root.path + "/home/a", ["--archive", custom])
        #expect(!FileManager.default.fileExists(atPath: standard))
        let attributes = try FileManager.default.attributesOfItem(atPath: custom)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let requests = sandbox.server.requestCount(pathPrefix: "/media/")
        let again = try await Self.download(sandbox, into: sandbox.root.path + "/home/b", ["--archive", custom]).records
        #expect(again.allSatisfy { $0["archived"] is String })
        #expect(sandbox.server.requestCount(pathPrefix: "/media/") == requests)

        let bypassed = try await Self.download(sandbox, into: sandbox.root.path + "/home/c", ["--no-archive"]).records
        #expect(sandbox.server.requestCount(pathPrefix: "/media/") == requests + 8)
        #expect(bypassed.allSatisfy { $0["archived"] is NSNull && $0["saved_path"] is String })
        #expect(!FileManager.default.fileExists(atPath: standard))
        let list = try await sandbox.qsearch("archive", "list", "--archive", custom, "--json")
        let downloads = try #require(try list.jsonObject()["downloads"] as? [[String: Any]])
        #expect(downloads.count == 8)
    }

    @Test("archive list shows every file saved with its query and time; forget URL fetches it again; clear forgets all")
    func archiveCommands() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let now = ["QSEARCH_NOW": "2026-11-26T14:05:00+09:00"]
        let environment = sandbox.environment.merging(now) { $1 }
        let folder = sandbox.root.path + "/home/cats"
        let saved = try await Self.download(sandbox, into: folder, environment: environment).records
        let list = try await sandbox.qsearch(["archive", "list", "--json"], environment: environment)
        #expect(list.status == 0, "\(list.stderr)")
        let downloads = try #require(try list.jsonObject()["downloads"] as? [[String: Any]])
        #expect(Set(downloads.compactMap { $0["url"] as? String }) == Set(saved.compactMap { $0["url"] as? String }))
        #expect(downloads.allSatisfy { $0["query"] as? String == Self.query })
        #expect(downloads.allSatisfy { $0["saved_at"] as? String == "2026-11-26T14:05:00+09:00" })
        #expect(downloads.allSatisfy { ($0["path"] as? String)?.hasPrefix(folder + "/") == true })
        // Piped: tab-separated rows of SAVED, SOURCE, SIZE (bytes), QUERY, PATH, URL.
        let rows = try await sandbox.qsearch(["archive", "list"], environment: environment).stdoutLines
        #expect(rows.count == 8)
        #expect(
            rows.allSatisfy { row in
                let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
                return fields.count == 6 && fields[0] == "2026-11-26T14:05:00+09:00" && fields[3] == Self.query
                    && Int(fields[2]) != nil && fields[4].hasPrefix(folder + "/")
            }
        )

        // Forgotten, and its file deleted: fetched again (a file still there would be found by the
        // folder's own record instead).
        let url = try #require(saved[0]["url"] as? String)
        try FileManager.default.removeItem(atPath: try #require(saved[0]["saved_path"] as? String))
        let forget = try await sandbox.qsearch("archive", "forget", url)
        #expect(forget.status == 0, "\(forget.stderr)")
        let unknown = try await sandbox.qsearch("archive", "forget", "http://example.com/never.png")
        #expect(unknown.status == 64 && unknown.stderrLines.count == 1)
        let requests = sandbox.server.requestCount(pathPrefix: "/media/")
        let again = try await Self.download(sandbox, into: folder).records
        #expect(sandbox.server.requestCount(pathPrefix: "/media/") == requests + 1)
        #expect(
            again[0]["archived"] is NSNull && again[0]["saved_path"] as? String == saved[0]["saved_path"] as? String
        )
        #expect(again.dropFirst().allSatisfy { $0["archived"] is String })

        let clear = try await sandbox.qsearch("archive", "clear")
        #expect(clear.stderrLines == ["forgot 8 archived files"])
        let empty = try await sandbox.qsearch("archive", "list", "--jsonl")
        #expect(empty.status == 0 && empty.stdout.isEmpty)
    }

    @Test("--write-metadata writes NAME.json beside each file: the result's record, the URL, the SHA-256, the time")
    func metadataBesideEachFile() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let environment = sandbox.environment.merging(["QSEARCH_NOW": "2026-11-26T14:05:00+09:00"]) { $1 }
        let folder = sandbox.root.path + "/home/meta"
        let records = try await Self.download(sandbox, into: folder, ["--write-metadata"], environment: environment)
            .records
        var written = 0
        for record in records where record["duplicate_of"] is NSNull {
            let path = try #require(record["saved_path"] as? String)
            let sidecar = path + ".json"
            let attributes = try FileManager.default.attributesOfItem(atPath: sidecar)
            #expect(attributes[.posixPermissions] as? Int == 0o600)
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sidecar)))
                    as? [String: Any]
            )
            let result = try #require(document["result"] as? [String: Any])
            #expect(result["position"] as? Int == record["position"] as? Int)
            #expect(result["title"] as? String == record["title"] as? String)
            #expect(document["url"] as? String == record["url"] as? String)
            #expect(document["sha256"] as? String == (try Self.sha256(path)))
            #expect(document["saved_at"] as? String == "2026-11-26T14:05:00+09:00")
            written += 1
        }
        #expect(written == 7)
        let sidecars = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        #expect(sidecars.count == 7)
    }

    @Test(
        "The archive and metadata options need --download; --no-archive and --archive exclude each other",
        arguments: [
            ["--no-archive"], ["--archive", "a.sqlite"], ["--write-metadata"],
            ["--download", "d", "--no-archive", "--archive", "a"],
        ]
    )
    func usage(arguments: [String]) async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let run = try await sandbox.qsearch(["images", "고양이"] + arguments, environment: sandbox.environment)
        #expect(run.status == 64)
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("qsearch: error: "))
    }

    @Test("An archive that is not a database stops the download with exit 74 and says how to go on")
    func unusableArchive() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let broken = sandbox.root.path + "/broken.sqlite"
        try Data(String(repeating: "not sqlite ", count: 20).utf8).write(to: URL(fileURLWithPath: broken))
        let run = try await sandbox.qsearch(
            "images",
            Self.query,
            "-n",
            "8",
            "--download",
            sandbox.root.path + "/home/x",
            "--archive",
            broken
        )
        #expect(run.status == 74)
        #expect(run.stderrLines.count == 1 && run.stderr.contains("--no-archive"), "\(run.stderr)")
        #expect(sandbox.server.requestCount(pathPrefix: "/media/") == 0)
    }
}
