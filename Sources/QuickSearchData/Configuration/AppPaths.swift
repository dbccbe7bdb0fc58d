import Foundation

/// Where QuickSearch keeps its files, following the XDG Base Directory specification.
///
/// Resolved from an environment dictionary given by the caller (never read from the process
/// here), so it can be tested with tables of environments:
/// - data: `$XDG_DATA_HOME/quicksearch`, else `$HOME/.local/share/quicksearch`
/// - cache: `$XDG_CACHE_HOME/quicksearch`, else `$HOME/.cache/quicksearch`
/// - state: `$XDG_STATE_HOME/quicksearch`, else `$HOME/.local/state/quicksearch`
///
/// Empty or relative XDG values are ignored, as the specification requires (`warning(for:)` says
/// so for a relative one). Each directory is resolved on its own: a missing `HOME` only fails
/// the directories that need it, with an error naming their own XDG variable.
public struct AppPaths: Sendable, Hashable {
    /// The name of QuickSearch's directory inside each XDG base directory.
    public static let applicationDirectoryName = "quicksearch"

    /// One of QuickSearch's directories.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Favourites, places and history: `data.sqlite` lives here.
        case data
        /// Data safe to delete: `cache.sqlite` lives here.
        case cache
        /// State worth keeping between runs but not user data (e.g. logs).
        case state

        /// The XDG variable that places this directory.
        public var variable: String {
            switch self {
            case .data: "XDG_DATA_HOME"
            case .cache: "XDG_CACHE_HOME"
            case .state: "XDG_STATE_HOME"
            }
        }

        /// The path below `HOME` used when the variable is unset, empty or relative.
        var homeFallback: [String] {
            switch self {
            case .data: [".local", "share"]
            case .cache: [".cache"]
            case .state: [".local", "state"]
            }
        }
    }

    /// How one directory was resolved.
    struct Resolution: Sendable, Hashable {
        /// The directory, or the reason it could not be resolved.
        var directory: Result<URL, AppPathsError>
        /// `HOME` when the directory lies below it (the XDG variable was not usable).
        var home: String?
        /// The XDG variable's value when it was set to a relative path and so ignored.
        var ignoredRelativeValue: String?
    }

    private let resolutions: [Kind: Resolution]

    /// Resolves the directories from `environment` (typically `ProcessInfo.processInfo.environment`).
    /// Never fails here: a directory that cannot be resolved throws when it is asked for.
    public init(environment: [String: String]) {
        var resolutions: [Kind: Resolution] = [:]
        for kind in Kind.allCases {
            resolutions[kind] = Self.resolve(kind, environment: environment)
        }
        self.resolutions = resolutions
    }

    /// The directory of `kind`.
    ///
    /// - Throws: `AppPathsError.Code.homeNotSet` when the directory needs `HOME` (its XDG variable
    ///   is unset, empty or relative) and `HOME` is not an absolute path.
    public func directory(_ kind: Kind) throws -> URL {
        try resolution(kind).directory.get()
    }

    /// Favourites, places and history: `data.sqlite` lives here.
    public var dataDirectory: URL {
        get throws { try directory(.data) }
    }

    /// Data safe to delete: `cache.sqlite` lives here.
    public var cacheDirectory: URL {
        get throws { try directory(.cache) }
    }

    /// `data.sqlite`: favourites, places and search history.
    public var dataDatabaseURL: URL {
        get throws { try dataDirectory.appendingPathComponent("data.sqlite", isDirectory: false) }
    }

    /// `archive.sqlite`: the download archive, every file downloads saved (`DownloadArchive`).
    public var archiveDatabaseURL: URL {
        get throws { try dataDirectory.appendingPathComponent("archive.sqlite", isDirectory: false) }
    }

    /// `cache.sqlite`: cached responses, safe to delete at any time.
    public var cacheDatabaseURL: URL {
        get throws { try cacheDirectory.appendingPathComponent("cache.sqlite", isDirectory: false) }
    }

    /// A one-line warning when the XDG variable of `kind` was set to a relative path and ignored,
    /// else nil.
    public func warning(for kind: Kind) -> String? {
        let resolution = resolution(kind)
        guard let value = resolution.ignoredRelativeValue else { return nil }
        let used = (try? resolution.directory.get().path).map { "using \($0)" } ?? "falling back to HOME"
        return "\(kind.variable) is a relative path (\(value)), which the XDG Base Directory specification "
            + "says to ignore: \(used); set it to an absolute path"
    }

    /// Checks that `HOME` is an existing folder when the directory of `kind` lies below it, so
    /// that QuickSearch never creates a home folder.
    ///
    /// - Throws: `AppPathsError.Code.homeMissing`, or the resolution error of `kind`.
    public func checkHome(for kind: Kind) throws {
        let resolution = resolution(kind)
        _ = try resolution.directory.get()
        guard let home = resolution.home else { return }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: home, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AppPathsError.homeMissing(home: home, variable: kind.variable)
        }
    }

    private func resolution(_ kind: Kind) -> Resolution {
        resolutions[kind] ?? Resolution(directory: .failure(.homeNotSet(variable: kind.variable)))
    }

    /// The XDG base directory of `kind` when its variable is absolute, else `$HOME/<fallback>`,
    /// with QuickSearch's directory name appended.
    private static func resolve(_ kind: Kind, environment: [String: String]) -> Resolution {
        let value = environment[kind.variable] ?? ""
        if value.hasPrefix("/") {
            return Resolution(directory: .success(application(in: URL(fileURLWithPath: value, isDirectory: true))))
        }
        let ignored = value.isEmpty ? nil : value
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            return Resolution(directory: .failure(.homeNotSet(variable: kind.variable)), ignoredRelativeValue: ignored)
        }
        let base = kind.homeFallback.reduce(URL(fileURLWithPath: home, isDirectory: true)) { url, component in
            url.appendingPathComponent(component, isDirectory: true)
        }
        return Resolution(directory: .success(application(in: base)), home: home, ignoredRelativeValue: ignored)
    }

    private static func application(in base: URL) -> URL {
        base.appendingPathComponent(applicationDirectoryName, isDirectory: true)
    }
}
