import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("DownloadArchive: every file saved, by address; untrusted rows read as absent")
struct DownloadArchiveTests {
    let directory: TemporaryDirectory
    let archive: DownloadArchive

    static let day1 = Date(timeIntervalSince1970: 1_700_000_000)
    static let day2 = Date(timeIntervalSince1970: 1_700_086_400)
    static let digestA = String(repeating: "a", count: 64)
    static let digestB = String(repeating: "b", count: 64)

    init() throws {
        directory = try TemporaryDirectory()
        archive = try DownloadArchive(path: directory.path("archive.sqlite"))
    }

    static func entry(
        _ url: String,
        digest: String = digestA,
        path: String = "/p/a.png",
        at date: Date = day1
    )
        -> ArchivedDownload
    {
        ArchivedDownload(
            url: url,
            sha256: digest,
            bytes: 10,
            path: path,
            query: "고양이",
            source: "naver-image",
            savedAt: date
        )
    }

    @Test func recordsAndFindsByAddressAndDigest() throws {
        try archive.record(Self.entry("http://h/a.png"))
        try archive.record(Self.entry("http://h/b.png", path: "/p/b.png", at: Self.day2))
        try archive.record(Self.entry("http://h/c.png", digest: Self.digestB, path: "/p/c.png"))
        #expect(try archive.entry(for: "http://h/a.png") == Self.entry("http://h/a.png"))
        #expect(try archive.entry(for: "http://h/none.png") == nil)
        #expect(try archive.entries(withSHA256: Self.digestA).map(\.path) == ["/p/b.png", "/p/a.png"])
        #expect(try archive.entries().count == 3)
    }

    @Test("a batch's look-up finds what each address's own look-up finds, over several chunks")
    func batchLookUp() throws {
        let count = DownloadArchive.lookupChunk * 2 + 7
        for index in 0..<count where index % 3 != 0 {
            try archive.record(Self.entry("http://h/\(index).png", path: "/p/\(index).png"))
        }
        try archive.record(Self.entry("http://h/a\n.png"))
        let asked = (0..<count).map { "http://h/\($0).png" } + ["http://h/1.png", "http://h/a\n.png", ""]
        let found = try archive.entries(for: asked)
        var expected: [String: ArchivedDownload] = [:]
        for url in asked {
            if let entry = try archive.entry(for: url) { expected[url] = entry }
        }
        #expect(found == expected)
        #expect(found.count == count - (count + 2) / 3)
        #expect(try archive.entries(for: []).isEmpty)
    }

    @Test func aSecondRecordOfAnAddressReplacesTheFirst() throws {
        try archive.record(Self.entry("http://h/a.png"))
        try archive.record(Self.entry("http://h/a.png", digest: Self.digestB, path: "/q/a.png", at: Self.day2))
        #expect(
            try archive.entries() == [
                Self.entry("http://h/a.png", digest: Self.digestB, path: "/q/a.png", at: Self.day2)
            ]
        )
    }

    @Test func forgetAndClear() throws {
        try archive.record(Self.entry("http://h/a.png"))
        try archive.record(Self.entry("http://h/b.png"))
        #expect(try archive.forget(url: "http://h/a.png"))
        #expect(try !archive.forget(url: "http://h/a.png"))
        #expect(try archive.entry(for: "http://h/a.png") == nil)
        #expect(try archive.clear() == 1)
        #expect(try archive.entries().isEmpty)
    }

    @Test func survivesReopeningOwnerOnly() throws {
        try archive.record(Self.entry("http://h/a.png"))
        let again = try DownloadArchive(path: directory.path("archive.sqlite"))
        #expect(try again.entry(for: "http://h/a.png") != nil)
        var status = stat()
        #expect(stat(directory.path("archive.sqlite"), &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test func readingAMissingArchiveCreatesNothing() throws {
        let path = directory.path("missing.sqlite")
        let reading = try DownloadArchive.reading(path: path)
        #expect(!reading.exists)
        #expect(try reading.entries().isEmpty)
        #expect(try reading.entry(for: "http://h/a.png") == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func addressesTooLongOrWithControlsAreNeitherKeptNorLookedUp() throws {
        let long = "http://h/" + String(repeating: "x", count: DownloadArchive.maximumAddressBytes)
        try archive.record(Self.entry(long))
        try archive.record(Self.entry("http://h/a\n.png"))
        #expect(try archive.entries().isEmpty)
        #expect(try archive.entry(for: long) == nil)
    }

    @Test func rowsNotAsWrittenReadAsAbsent() throws {
        let database = try SQLiteDatabase(path: directory.path("archive.sqlite"))
        for (url, digest, bytes, path) in [
            ("http://h/short", "abc", 10, "/p"), ("http://h/upper", String(repeating: "A", count: 64), 10, "/p"),
            ("http://h/negative", Self.digestA, -1, "/p"), ("http://h/relative", Self.digestA, 10, "p/a.png"),
        ] {
            try database.execute(
                "INSERT INTO downloads VALUES (?, ?, ?, ?, 'q', 's', 0)",
                [.text(url), .text(digest), .int(bytes), .text(path)]
            )
        }
        #expect(try archive.entries().isEmpty)
        #expect(try archive.entry(for: "http://h/short") == nil)
        #expect(try archive.entries(for: ["http://h/short", "http://h/relative"]).isEmpty)
        #expect(try archive.entries(withSHA256: Self.digestA).isEmpty)
    }

    @Test func aForeignFileIsRefusedUntouched() throws {
        let path = directory.path("foreign.sqlite")
        try Data("not a database, just text that is long enough to be a header".utf8).write(
            to: URL(fileURLWithPath: path)
        )
        #expect(throws: StoreError.self) { try DownloadArchive(path: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("not a database"))
    }
}

@Suite("DownloadLedger: archived addresses, one stored copy per picture")
struct DownloadLedgerTests {
    @Test func bytesEqualToAnArchivedFileStillThereAreADuplicateOfIt() throws {
        let directory = try TemporaryDirectory()
        let archive = try DownloadArchive(path: directory.path("archive.sqlite"))
        let bytes = Data("picture".utf8)
        let digest = SHA256.hex(SHA256.digest(bytes))
        let kept = directory.path("kept.png")
        try bytes.write(to: URL(fileURLWithPath: kept))
        try archive.record(
            ArchivedDownload(
                url: "http://h/1",
                sha256: digest,
                bytes: bytes.count,
                path: kept,
                query: "q",
                source: "s",
                savedAt: .distantPast
            )
        )
        let ledger = DownloadLedger(archive: archive, query: "q", now: { Date(timeIntervalSince1970: 0) })
        var placed = 0
        let place = { () throws(DownloadError) -> SavedDownload in
            placed += 1
            return SavedDownload(path: "new.png", bytes: bytes.count, sha256: digest, reused: false)
        }
        #expect(try ledger.settle(size: bytes.count, sha256: digest, place: place).duplicateOf == kept)
        #expect(placed == 0)
        // Once the archived file holds other bytes, the picture is stored again, then once only.
        try Data("changed".utf8).write(to: URL(fileURLWithPath: kept))
        #expect(try ledger.settle(size: bytes.count, sha256: digest, place: place).duplicateOf == nil)
        #expect(try ledger.settle(size: bytes.count, sha256: digest, place: place).duplicateOf == "new.png")
        #expect(placed == 1)
        let archived = ledger.archived(["http://h/1", "http://h/2"])
        #expect(archived["http://h/1"]?.archived == kept)
        #expect(archived.keys.sorted() == ["http://h/1"])
    }

    @Test func withoutAnArchiveNothingIsArchivedAndRelativePathsAreMadeAbsolute() {
        let ledger = DownloadLedger(archive: nil, query: "q", now: { Date() }, workingFolder: "/work/here")
        #expect(ledger.archived(["http://h/1"]).isEmpty)
        #expect(ledger.absolute("cats/../dogs/1.png") == "/work/here/dogs/1.png")
        #expect(ledger.absolute("/abs/1.png") == "/abs/1.png")
        #expect(ledger.archiveFailures.isEmpty)
    }
}
