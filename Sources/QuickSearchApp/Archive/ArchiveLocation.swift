import CommandKit
import QuickSearchData

/// Where the download archive is: the file `--archive FILE` names (a leading `~/` is the home
/// folder), else `archive.sqlite` in the data folder.
struct ArchiveLocation: Sendable, Hashable {
    /// `--archive FILE` as given; nil for the data folder's archive.
    let path: String?

    /// The archive for a run that writes to it: the data folder is created when it is the
    /// data folder's archive.
    ///
    /// - Throws: `StoreError` or `AppPathsError` (exit 74, or 78 for an unusable `HOME`).
    func opened(_ runtime: Runtime) throws -> DownloadArchive {
        if let path {
            return try DownloadArchive(path: MediaDownloads.expandingHome(path, environment: runtime.environment))
        }
        let paths = runtime.services.paths
        try paths.createDataDirectory()
        return try DownloadArchive(path: paths.archiveDatabaseURL.path)
    }

    /// The archive for a run that reads it: nothing is created (a missing file reads as empty).
    ///
    /// - Throws: `StoreError` or `AppPathsError` when it cannot be read.
    func reading(_ runtime: Runtime) throws -> DownloadArchive {
        if let path {
            return try DownloadArchive.reading(
                path: MediaDownloads.expandingHome(path, environment: runtime.environment)
            )
        }
        let paths = runtime.services.paths
        try paths.checkHome(for: .data)
        return try DownloadArchive.reading(path: paths.archiveDatabaseURL.path)
    }
}
