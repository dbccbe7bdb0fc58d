import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `--download DIR` for a search's results: which address each result saves (the original,
/// or the thumbnail with `--thumbnails` and always for videos), the folder, the address
/// policy, progress, Ctrl-C, and the summary of what failed.
struct MediaDownloads {
    let options: DownloadOptions
    let directory: String
    let runtime: Runtime

    /// Saves `items`' media; one outcome per item. Ctrl-C cancels the transfers (their partial
    /// files are removed) instead of killing the process. Progress goes to standard error
    /// through the run's diagnostics (see `DownloadProgress`).
    ///
    /// - Throws: `CLIError` (exit 74) when the folder cannot be created.
    func run(
        _ items: [MediaItem],
        query: String,
        sourceBaseURLs: [URL],
        deadline: SearchDeadline
    ) async throws -> (outcomes: [Result<SavedDownload, DownloadError>], pacing: DownloadPacer.Summary) {
        let folder: DownloadDirectory
        do {
            folder = try DownloadDirectory(creating: directory)
        } catch {
            throw CLIError(error.explained, exitCode: .storage)
        }
        let shaping = options.shaping
        let pacer = DownloadPacer(retries: shaping.retries, requestsPerSecond: shaping.requestsPerSecond)
        let downloader = MediaDownloader(
            userAgent: runtime.services.userAgent,
            directory: folder,
            maximumSize: options.maximumSize,
            addressPolicy: DownloadAddressPolicy.forMedia(listedBy: sourceBaseURLs, environment: runtime.environment),
            pacer: pacer,
            rules: shaping.rules
        )
        let selection = DownloadSelection(items, shaping: shaping, thumbnails: options.thumbnails, query: query)
        let wanted = selection.wanted
        let progress = DownloadProgress(diagnostics: runtime.diagnostics, now: runtime.now, quiet: options.quiet)
        let fetched = await runtime.diagnostics.runUntilInterrupted {
            await downloader.download(wanted, deadline: deadline.instant) { progress.update($0) }
        }
        progress.finish()
        return (selection.outcomes(fetched: fetched), pacer.summary)
    }

    /// The folder as typed, with a leading `~/` read as the home folder (as a shell would).
    static func expandingHome(_ path: String, environment: Environment) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = environment.value("HOME") else { return path }
        return home + path.dropFirst()
    }

    /// `3 of 50 downloads failed (2 not an image, 1 too large)`, or nil when none failed.
    static func failureSummary(_ outcomes: [Result<SavedDownload, DownloadError>]) -> String? {
        var counts: [DownloadError.Reason: Int] = [:]
        for case .failure(let error) in outcomes where !error.reason.isSkip {
            counts[error.reason, default: 0] += 1
        }
        let failed = counts.values.reduce(0, +)
        guard failed > 0 else { return nil }
        let reasons = DownloadError.Reason.allCases.compactMap { reason in
            counts[reason].map { "\($0) \(reason.rawValue)" }
        }
        let tried = outcomes.filter { if case .failure(let error) = $0 { !error.reason.isSkip } else { true } }.count
        return "\(failed) of \(tried) downloads failed (\(reasons.joined(separator: ", ")))"
    }

    /// `saved 47 files to cats (9.4 MiB, 3 already there)`.
    static func savedSummary(_ outcomes: [Result<SavedDownload, DownloadError>], directory: String) -> String {
        let saved = outcomes.compactMap { try? $0.get() }
        let paths = Set(saved.map(\.path))
        let fetched = saved.filter { !$0.reused }
        let bytes = fetched.reduce(0) { $0 + $1.bytes }
        let reused = paths.count - Set(fetched.map(\.path)).count
        let again = reused > 0 ? ", \(reused) already there" : ""
        return
            "saved \(paths.count) \(paths.count == 1 ? "file" : "files") to \(directory) (\(DownloadProgress.size(Double(bytes))) fetched\(again))"
    }
}

extension DownloadError.Reason {
    /// Outside `--range` or under a minimum: skipped by choice, not a failure.
    var isSkip: Bool { self == .notSelected || self == .tooSmall }
}
