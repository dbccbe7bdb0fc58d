import Foundation
import MockAPI
import QuickSearchData
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The world a golden case runs in: its own mock server (every upstream, the portal answering
/// for `GoldenWorld.now`, the synthetic Dev-Event fixtures under `/pages/`), and its own HOME
/// and XDG directories in a folder whose path always has the same length, so a path in the
/// output lays out the same on any machine. Nothing comes from the test process's environment.
final class GoldenWorld: Sendable {
    /// The pinned clock of both tools (`QSEARCH_NOW`, and the mock's portal routes): 14:05 KST,
    /// so AirKorea's latest readings are the 14:00 ones and KMA's latest base is 11:00.
    static let now = "2026-11-26T14:05:00+09:00"
    /// The pinned clock of `devevents` (`DEVEVENTS_NOW`), which suits `eventPage`.
    static let eventsNow = "2026-08-22T12:00:00+09:00"
    /// The synthetic Dev-Event page served to `devevents` (80 invented events).
    static let eventPage = "README-2026-08-22.html"
    /// The manual pages' date, 2026-11-26 (`SOURCE_DATE_EPOCH`).
    static let sourceDateEpoch = "1795651200"

    /// The template of the world's folder (`mkdtemp`); in golden files the folder's path is
    /// written as this template, which has the same length.
    static let rootTemplate = "/tmp/qsgolden.XXXXXX"
    /// How the mock's address (its port changes every run) is written in golden files.
    static let serverPlaceholder = "http://127.0.0.1:PORT"

    /// `Fixtures/dev-event/` of this package.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dev-event", isDirectory: true)

    let server: MockServer
    let root: String

    init() throws {
        var template = Array(Self.rootTemplate.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap(mkdtemp) }
        guard made != nil else {
            throw GoldenWorldError("mkdtemp \(Self.rootTemplate): errno \(errno)")
        }
        root = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for name in ["home", "data", "cache", "state"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(name)", withIntermediateDirectories: true)
        }
        var configuration = MockConfiguration(
            keys: MockCredentials.environment,
            now: ISO8601DateFormatter().date(from: Self.now),
            pagesDirectory: Self.fixtures.path
        )
        configuration.recordsRequests = false
        server = try MockServer.start(configuration)
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Everything both tools read: the world's HOME and XDG directories, the mock's address for
    /// every upstream of the catalog and the event page, every key, the pinned clocks and the manual's date,
    /// a UTF-8 locale and a colour terminal `columns` wide; `NO_COLOR` unless `colour`.
    ///
    /// The commands' time limit (`QSEARCH_TIMEOUT`) is 10 minutes rather than 30 s: the deadline
    /// is real time, and these runs share the test process (its few threads) with the rest of
    /// the suite, which can hold them up for long on a busy machine. No view shows the limit.
    func environment(columns: Int, colour: Bool) -> [String: String] {
        var variables = MockCredentials.environment.merging([
            "HOME": "\(root)/home",
            "XDG_DATA_HOME": "\(root)/data",
            "XDG_CACHE_HOME": "\(root)/cache",
            "XDG_STATE_HOME": "\(root)/state",
            "DEVEVENTS_SOURCE": "\(server.baseURL)/pages/\(Self.eventPage)",
            "QSEARCH_NOW": Self.now,
            "DEVEVENTS_NOW": Self.eventsNow,
            "SOURCE_DATE_EPOCH": Self.sourceDateEpoch,
            "QSEARCH_TIMEOUT": "600",
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            "COLUMNS": String(columns),
        ]) { $1 }
        for variable in UpstreamCatalog.all.compactMap(\.baseURLVariable) {
            variables[variable] = server.baseURL
        }
        if !colour {
            variables["NO_COLOR"] = "1"
        }
        return variables
    }

    /// `text` with the two things that change from run to run written as fixed placeholders of
    /// the same meaning: the world's folder and the mock's address.
    func normalised(_ text: String) -> String {
        text.replacingOccurrences(of: root, with: Self.rootTemplate)
            .replacingOccurrences(of: server.baseURL, with: Self.serverPlaceholder)
    }
}

/// A golden world that could not be set up.
struct GoldenWorldError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
