import Foundation
import QuickSearchData

/// What every cell shares: where the tools and fixtures are, the scratch space, the keys and
/// the loopback-only resolver.
struct MatrixContext {
    var binDirectory: String
    var fixturesDirectory: String
    var workDirectory: String
    var secrets: MatrixSecrets
    var sandbox: Result<ResolverSandbox, SkipReason>
    /// Seconds allowed beyond a command's deadline.
    var marginSeconds = 5
    /// Peak resident memory allowed for one command, MiB.
    var memoryLimitMiB = 200
    /// Bytes a command may leave on disk in one cell (cache and data together) after a search:
    /// a few JSON pages, never an oversized answer (the APIs' cap is a few MB).
    var searchDiskLimitBytes = 3 << 20
    /// The same after a page fetch: one page under the catalog's page cap (16 MiB) may be
    /// cached, and a mebibyte of database around it.
    var pageDiskLimitBytes = Upstream.devEvent.limits.maximumBodySize + (1 << 20)

    /// The disk allowance of a cell whose faulted upstream is `upstream`.
    func diskLimitBytes(for upstream: MatrixUpstream) -> Int {
        upstream.speaksJSON ? searchDiskLimitBytes : pageDiskLimitBytes
    }
    /// Whether to keep each cell's directory for inspection.
    var keepsDirectories = false
    /// Items each source fetched without a fault, per command label: what a healthy source
    /// must still fetch when another one fails.
    var baselineFetched: [String: [String: Int]] = [:]

    /// The environment shared by every run: scratch XDG folders under `home`, the keys, no
    /// colour, Korea-time `devevents`.
    func environment(home: String) -> [String: String] {
        var environment = secrets.environment
        environment["HOME"] = home + "/home"
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["XDG_CACHE_HOME"] = home + "/cache"
        environment["XDG_CONFIG_HOME"] = home + "/config"
        environment["XDG_STATE_HOME"] = home + "/state"
        environment["PATH"] = "/usr/bin:/bin"
        environment["LANG"] = "C.UTF-8"
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "dumb"
        environment["DEVEVENTS_NOW"] = MatrixCommand.devEventsNow
        return environment
    }

    /// Creates the scratch folders of a run under `home`.
    func makeHome(_ home: String) throws {
        for folder in ["home", "data", "cache", "config", "state", "output"] {
            try FileManager.default.createDirectory(
                atPath: home + "/" + folder,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        }
    }
}
