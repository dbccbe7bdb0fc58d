import Foundation

/// Where QuickSearch keeps its files, following the XDG Base Directory specification.
///
/// Resolved from an environment dictionary given by the caller (never read from the process
/// here), so it can be tested with tables of environments:
/// - data: `$XDG_DATA_HOME/quicksearch`, else `$HOME/.local/share/quicksearch`
/// - cache: `$XDG_CACHE_HOME/quicksearch`, else `$HOME/.cache/quicksearch`
/// - state: `$XDG_STATE_HOME/quicksearch`, else `$HOME/.local/state/quicksearch`
///
/// Empty or relative XDG values are ignored, as the specification requires.
public struct AppPaths: Sendable, Hashable {
    /// The name of QuickSearch's directory inside each XDG base directory.
    public static let applicationDirectoryName = "quicksearch"

    /// Favourites, places and history: `data.sqlite` lives here.
    public let dataDirectory: URL
    /// Data safe to delete: `cache.sqlite` lives here.
    public let cacheDirectory: URL
    /// State worth keeping between runs but not user data (e.g. logs).
    public let stateDirectory: URL

    /// Uses the given directories as they are.
    public init(dataDirectory: URL, cacheDirectory: URL, stateDirectory: URL) {
        self.dataDirectory = dataDirectory
        self.cacheDirectory = cacheDirectory
        self.stateDirectory = stateDirectory
    }

    /// Resolves the directories from `environment` (typically `ProcessInfo.processInfo.environment`).
    ///
    /// - Throws: `AppPathsError.Code.homeNotSet` when a directory needs `HOME` and it is not an
    ///   absolute path.
    public init(environment: [String: String]) throws {
        func resolve(_ variable: String, fallback: [String]) throws -> URL {
            let base = try Self.baseDirectory(variable: variable, fallback: fallback, environment: environment)
            return base.appendingPathComponent(Self.applicationDirectoryName, isDirectory: true)
        }
        self.init(
            dataDirectory: try resolve("XDG_DATA_HOME", fallback: [".local", "share"]),
            cacheDirectory: try resolve("XDG_CACHE_HOME", fallback: [".cache"]),
            stateDirectory: try resolve("XDG_STATE_HOME", fallback: [".local", "state"])
        )
    }

    /// `data.sqlite`: favourites, places and search history.
    public var dataDatabaseURL: URL {
        dataDirectory.appendingPathComponent("data.sqlite", isDirectory: false)
    }

    /// `cache.sqlite`: cached responses, safe to delete at any time.
    public var cacheDatabaseURL: URL {
        cacheDirectory.appendingPathComponent("cache.sqlite", isDirectory: false)
    }

    /// The XDG base directory named by `variable` when it is absolute, else `$HOME/<fallback>`.
    private static func baseDirectory(
        variable: String, fallback: [String], environment: [String: String]
    ) throws -> URL {
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw AppPathsError.homeNotSet(variable: variable)
        }
        return fallback.reduce(URL(fileURLWithPath: home, isDirectory: true)) { url, component in
            url.appendingPathComponent(component, isDirectory: true)
        }
    }
}
