import Foundation
import QuickSearchDomain
import Testing

@Suite("qsearch images|videos --download: files on disk, JSON fields, exit 2 with a summary")
struct MediaDownloadTests {
    private static func records(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// The folder's files, without the record of where they came from (`.qsearch-sources`).
    private static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != ".qsearch-sources" }
    }

    private static func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    @Test("--jsonl records carry saved_path, bytes and sha256 that match the owner-only files; the folder is made 0700")
    func jsonLinesMatchFiles() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("home/pictures/cats").path
        let run = try await sandbox.qsearch("images", "고양이 n=12", "--limit", "12", "--jsonl", "--download", folder)
        #expect(run.status == 0, "\(run.stderr)")
        let records = try Self.records(run.stdout)
        #expect(records.count == 12)
        for record in records {
            let path = try #require(record["saved_path"] as? String)
            #expect(path.hasPrefix(folder + "/"))
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(record["bytes"] as? Int == bytes.count)
            #expect(record["sha256"] as? String == SHA256.hex(SHA256.digest(bytes)))
            #expect(record.keys.contains("download_error") && record["download_error"] is NSNull)
            #expect(try Self.mode(path) == 0o600)
            let position = try #require(record["position"] as? Int)
            if record["duplicate_of"] is NSNull {
                #expect(URL(fileURLWithPath: path).lastPathComponent.hasPrefix(String(format: "%03d-", position)))
            }
        }
        // The mock's one picture under two addresses (Naver's and Kakao's) is stored once.
        #expect(records.filter { $0["duplicate_of"] is String }.count == 1)
        #expect(try Self.mode(folder) == 0o700)
        #expect(try Self.files(in: folder).count == 11)

        // A second run without the archive finds every file there, as the folder's record says it
        // was saved: nothing fetched again, nothing added.
        let mediaRequests = sandbox.server.requestCount(pathPrefix: "/media/")
        let again = try await sandbox.qsearch(
            "images",
            "고양이 n=12",
            "--limit",
            "12",
            "--json",
            "--download",
            folder,
            "--no-archive"
        )
        #expect(again.status == 0)
        #expect(again.stderrLines.last == "saved 11 files to \(folder) (0 B fetched, 11 already there)")
        let items = try #require(try again.jsonObject()["items"] as? [[String: Any]])
        #expect(items.map { $0["sha256"] as? String } == records.map { $0["sha256"] as? String })
        #expect(try Self.files(in: folder).count == 11)
        #expect(sandbox.server.requestCount(pathPrefix: "/media/") == mediaRequests)
        #expect(try Self.mode(folder + "/.qsearch-sources") == 0o600)
    }

    /// Issue 19: the files of `사자 -n 10` were reported as the results of `사자 -n 5 --source kakao`
    /// saved into the same folder, matched by name and size only.
    @Test("Resuming into a folder another search filled reports each result with its own bytes, never another's")
    func resumeNeverTakesAnotherResultsFile() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let shared = sandbox.root.appendingPathComponent("home/lions").path
        let fresh = sandbox.root.appendingPathComponent("home/fresh").path
        let first = try await sandbox.qsearch("images", "사자", "-n", "10", "--quiet", "--download", shared)
        #expect(first.status == 0, "\(first.stderr)")
        // Without the archive, which would name the first run's files without fetching: the
        // folder's own rule is what is tested here (DownloadArchiveTests has the archive's).
        let arguments = [
            "images", "사자", "-n", "5", "--source", "kakao", "--jsonl", "--quiet", "--no-archive", "--download",
        ]
        let resumed = try Self.records(
            try await sandbox.qsearch(arguments + [shared], environment: sandbox.environment).stdout
        )
        let alone = try Self.records(
            try await sandbox.qsearch(arguments + [fresh], environment: sandbox.environment).stdout
        )
        #expect(resumed.count == 5 && alone.count == 5)
        for (record, own) in zip(resumed, alone) {
            let path = try #require(record["saved_path"] as? String)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(SHA256.hex(SHA256.digest(bytes)) == record["sha256"] as? String)
            #expect(record["sha256"] as? String == own["sha256"] as? String, "result \(record["position"] ?? "?")")
        }
    }

    @Test("Failed downloads: exit 2, one warning each, then a one-line summary with the reasons")
    func failuresExitTwo() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("home/broken").path
        let run = try await sandbox.qsearch(
            "images",
            "고양이 n=12 broken=1",
            "--limit",
            "20",
            "--jsonl",
            "--download",
            folder,
            "--max-size",
            "1M"
        )
        #expect(run.status == 2)
        #expect(
            run.stderrLines.last == "qsearch: 8 of 20 downloads failed (4 not an image, 2 too large, 2 blocked address)"
        )
        #expect(run.stderrLines.filter { $0.hasPrefix("qsearch: warning: result ") }.count == 8)
        let records = try Self.records(run.stdout)
        let failed = records.filter { $0["saved_path"] is NSNull }
        #expect(failed.count == 8)
        #expect(failed.allSatisfy { $0["download_error"] is String && $0["sha256"] is NSNull && $0["bytes"] is NSNull })
        // Only the twelve good images are in the folder, the one picture under two addresses
        // once: no partial or temporary file.
        #expect(try Self.files(in: folder).count == 11)
    }

    @Test("videos --download saves the thumbnails, as PNG files named by their content type")
    func videoThumbnails() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("home/clips").path
        let run = try await sandbox.qsearch("videos", "강의 n=3", "--download", folder, "--quiet")
        #expect(run.status == 0, "\(run.stderr)")
        let names = try Self.files(in: folder).sorted()
        #expect(names.count == 3 && names.allSatisfy { $0.hasSuffix(".png") && $0.contains("-kakao-vclip-") })
    }

    @Test("A bare --download saves into the config's download_dir; without one it says how to set it")
    func bareDownloadUsesConfiguredFolder() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("home/configured").path
        let missing = try await sandbox.qsearch("images", "고양이 n=3", "--download")
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("qsearch config set download_dir DIR"), "\(missing.stderr)")
        let set = try await sandbox.qsearch("config", "set", "download_dir", folder)
        #expect(set.status == 0, "\(set.stderr)")
        let run = try await sandbox.qsearch("images", "고양이 n=3", "--limit", "3", "--jsonl", "--quiet", "--download")
        #expect(run.status == 0, "\(run.stderr)")
        let records = try Self.records(run.stdout)
        #expect(records.count == 3)
        #expect(records.allSatisfy { ($0["saved_path"] as? String)?.hasPrefix(folder + "/") == true })
        // A folder given on the command line wins over the configured one.
        let other = sandbox.root.appendingPathComponent("home/other").path
        // (Without the archive, which has these three; results 2 and 3 are one picture.)
        let explicit = try await sandbox.qsearch(
            "images",
            "고양이 n=3",
            "--limit",
            "3",
            "--quiet",
            "--no-archive",
            "--download",
            other
        )
        #expect(explicit.status == 0, "\(explicit.stderr)")
        #expect(try Self.files(in: other).count == 2)
    }

    @Test(
        "Download options without --download, and bad sizes, are usage errors",
        arguments: [
            ["--thumbnails"], ["--max-size", "2M"], ["--quiet"], ["--download", "d", "--max-size", "12X"],
            ["--download", ""],
        ]
    )
    func usage(arguments: [String]) async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let run = try await sandbox.qsearch(["images", "고양이"] + arguments, environment: sandbox.environment)
        #expect(run.status == 64)
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("qsearch: error: "))
    }
}

extension MediaDownloadTests {
    @Test("At the --timeout deadline, stalled downloads end as timed out, exit 2, and no partial file stays")
    func deadlineRemovesPartialFiles() async throws {
        let sandbox = try QSearchSandbox(localMedia: true)
        let folder = sandbox.root.appendingPathComponent("home/stalled").path
        let run = try await sandbox.qsearch(
            "images",
            "고양이 n=3 stall=1",
            "--limit",
            "3",
            "--jsonl",
            "--download",
            folder,
            // Long enough that a loaded machine still reaches the downloads before the deadline.
            "--timeout",
            "3"
        )
        #expect(run.status == 2)
        #expect(run.stderrLines.last == "qsearch: 3 of 3 downloads failed (3 timed out)")
        #expect(sandbox.server.requestCount(pathPrefix: "/media/stall/") == 3)
        #expect(try Self.files(in: folder).isEmpty)
        #expect(try Self.records(run.stdout).allSatisfy { $0["saved_path"] is NSNull })
    }
}
