import Foundation
import MockAPI
import QuickSearchData
import TestSupport

/// One end-to-end test's world: its own mock server on a loopback ephemeral port, its own
/// HOME and XDG directories, and the environment `qsearch` runs with (nothing inherited).
final class QSearchSandbox: Sendable {
    /// Credentials the mock accepts; distinctive, so a leak can be searched for byte by byte.
    static let naverID = MockCredentials.naverID
    static let naverSecret = MockCredentials.naverSecret
    static let kakaoKey = MockCredentials.kakaoKey
    static let secrets = MockCredentials.all

    let server: MockServer
    private let directory: TemporaryDirectory
    var root: URL { directory.url }

    /// Starts a mock server with `faults` in the mock's `--fault` syntax; `now` fixes the time
    /// its portal routes answer for (AirKorea's latest hour, KMA's published bases).
    /// With `localMedia`, the results' images are served by the mock (`--local-media`).
    init(faults: [String] = [], now: Date? = nil, localMedia: Bool = false) throws {
        server = try MockCredentials.startServer(faults: faults, now: now, localMedia: localMedia)
        directory = try TemporaryDirectory(prefix: "qsearch-e2e")
        for name in ["home", "data", "cache", "state"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(name),
                withIntermediateDirectories: true
            )
        }
    }

    deinit {
        server.stop()
    }

    /// HOME, the XDG directories and the base URL of every `qsearch` upstream of the catalog
    /// (the mock), without keys.
    var baseEnvironment: [String: String] {
        var environment = [
            "HOME": root.appendingPathComponent("home").path,
            "XDG_DATA_HOME": root.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "LANG": "C.UTF-8",
        ]
        for variable in UpstreamCatalog.qsearch.compactMap(\.baseURLVariable) {
            environment[variable] = server.baseURL
        }
        return environment
    }

    /// The base environment plus every key the mock accepts.
    var environment: [String: String] {
        baseEnvironment.merging(MockCredentials.environment) { $1 }
    }

    /// Runs the built `qsearch` with `arguments` and every key.
    func qsearch(_ arguments: String...) async throws -> ProcessResult {
        try await qsearch(arguments, environment: environment)
    }

    /// Runs the built `qsearch` with `arguments` and exactly `environment`.
    func qsearch(_ arguments: [String], environment: [String: String]) async throws -> ProcessResult {
        try await ProcessRunner.runAsync("qsearch", arguments, environment: environment)
    }

    /// Requests to the public data portal so far whose path starts with `/B552584/` + `operation`.
    func portalRequestCount(_ operation: String = "") -> Int {
        server.requestCount(pathPrefix: "/B552584/" + operation)
    }

    /// Requests to Naver and Kakao so far.
    var upstreamRequestCount: Int {
        server.requestCount(pathPrefix: "/v1/search/") + server.requestCount(pathPrefix: "/v2/search/")
    }

    /// Every regular file under the sandbox (HOME and XDG directories), with its bytes.
    func files() -> [(path: String, bytes: Data)] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            return []
        }
        var found: [(String, Data)] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                let bytes = FileManager.default.contents(atPath: url.path)
            else { continue }
            found.append((url.path, bytes))
        }
        return found
    }
}

extension ProcessResult {
    /// Standard error's non-empty lines.
    var stderrLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Standard output's non-empty lines.
    var stdoutLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Standard output parsed as one JSON object.
    func jsonObject() throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        guard let object = value as? [String: Any] else { throw JSONShapeError("stdout is not a JSON object") }
        return object
    }
}

/// A JSON document that does not have the documented shape.
struct JSONShapeError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
