import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `--download DIR` for a search's results: which address each result saves (the original,
/// or the thumbnail with `--thumbnails` and always for videos), the folder, the address
/// policy, the archive and metadata (`DownloadRecordOptions`), progress, Ctrl-C, and the
/// summary of what failed.
struct MediaDownloads {
    let options: DownloadOptions
    let directory: String
    let runtime: Runtime
    let records: DownloadRecordOptions
    /// The search the results come from, as the archive keeps it.
    let query: String

    /// One outcome per item, the warnings of the archive and the metadata files, and what the
    /// pacing did (waits and retries).
    struct Batch {
        let outcomes: [Result<SavedDownload, DownloadError>]
        let warnings: [String]
        let pacing: DownloadPacer.Summary
    }

    /// Saves `items`' media; one outcome per item. Ctrl-C cancels the transfers (their partial
    /// files are removed) instead of killing the process. Progress goes to standard error
    /// through the run's diagnostics (see `DownloadProgress`). `first` is the position of
    /// `items[0]` in the search (`--range` and the names count from it).
    ///
    /// - Throws: `CLIError` (exit 74) when the folder cannot be created or the archive opened.
    func run(
        _ items: [MediaItem],
        from first: Int,
        sourceBaseURLs: [URL],
        deadline: SearchDeadline
    ) async throws -> Batch {
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
        let selection = DownloadSelection(
            items,
            from: first,
            shaping: shaping,
            thumbnails: options.thumbnails,
            query: query
        )
        let wanted = selection.wanted
        let ledger = DownloadLedger(archive: try openArchive(), query: query, now: runtime.now)
        let progress = DownloadProgress(diagnostics: runtime.diagnostics, now: runtime.now, quiet: options.quiet)
        let fetched = await runtime.diagnostics.runUntilInterrupted {
            await downloader.download(wanted, deadline: deadline.instant, ledger: ledger) { progress.update($0) }
        }
        progress.finish()
        let outcomes = selection.outcomes(fetched: fetched)
        var warnings =
            ledger.archiveFailures.first.map { failure in
                [
                    "the download archive \(ledger.archive?.path ?? "") failed (\(failure)); those files are fetched again next time"
                ]
            } ?? []
        if records.writesMetadata {
            warnings += DownloadMetadata(now: runtime.now()).write(
                items: items,
                from: first,
                wanted: selection.choices.map { try? $0.get() },
                outcomes: outcomes
            )
        }
        return Batch(outcomes: outcomes, warnings: warnings, pacing: pacer.summary)
    }

    /// The archive `records` name, opened for writing; nil with `--no-archive`.
    ///
    /// - Throws: `CLIError` (exit 74, or 78 for an unusable `HOME`) when it cannot be opened.
    private func openArchive() throws -> DownloadArchive? {
        do {
            return try records.archive?.opened(runtime)
        } catch {
            let described = runtime.describe(error)
            throw CLIError(
                "the download archive cannot be used: \(described.message); give another with --archive FILE, or download without it with --no-archive",
                exitCode: described.exitCode
            )
        }
    }

    /// The folder as typed, with a leading `~/` read as the home folder (as a shell would).
    static func expandingHome(_ path: String, environment: Environment) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = environment.value("HOME") else { return path }
        return home + path.dropFirst()
    }

    /// `3 of 50 downloads failed (2 not an image, 1 too large)`, or nil when none failed.
    static func failureSummary(_ outcomes: [Result<SavedDownload, DownloadError>]) -> String? {
        var counts: [DownloadError.Kind: Int] = [:]
        for case .failure(let error) in outcomes where !error.kind.isSkip {
            counts[error.kind, default: 0] += 1
        }
        let failed = counts.values.reduce(0, +)
        guard failed > 0 else { return nil }
        let reasons = DownloadError.Kind.allCases.compactMap { reason in
            counts[reason].map { "\($0) \(reason.rawValue)" }
        }
        let tried = outcomes.filter { if case .failure(let error) = $0 { !error.kind.isSkip } else { true } }.count
        return "\(failed) of \(tried) downloads failed (\(reasons.joined(separator: ", ")))"
    }

    /// `stopped: 8 saved, 2 cut short, 30 not started` when Ctrl-C stopped the downloads (some
    /// were cancelled running or before they began); nil otherwise. Results that failed for
    /// another reason, or were skipped, are counted apart (`3 failed`, `2 skipped`).
    static func stoppedSummary(_ outcomes: [Result<SavedDownload, DownloadError>]) -> String? {
        var counts: [String: Int] = [:]
        for outcome in outcomes {
            switch outcome {
            case .success: counts["saved", default: 0] += 1
            case .failure(let error) where error.kind == .cancelled: counts["cut short", default: 0] += 1
            case .failure(let error) where error.kind == .notStarted: counts["not started", default: 0] += 1
            case .failure(let error) where error.kind.isSkip: counts["skipped", default: 0] += 1
            case .failure: counts["failed", default: 0] += 1
            }
        }
        guard counts["cut short"] != nil || counts["not started"] != nil else { return nil }
        let parts = ["saved", "cut short", "not started", "failed", "skipped"].compactMap { key in
            counts[key].map { "\($0) \(key)" }
        }
        return "stopped: "
            + ([counts["saved"] == nil ? "0 saved" : nil].compactMap { $0 } + parts).joined(separator: ", ")
    }

    /// `saved 47 files to cats (9.4 MiB fetched, 3 already there, 2 duplicates, 5 archived)`:
    /// the files in the folder, then the results whose bytes were already in another file and
    /// those the archive has (not fetched).
    static func savedSummary(_ outcomes: [Result<SavedDownload, DownloadError>], directory: String) -> String {
        let saved = outcomes.compactMap { try? $0.get() }
        let stored = saved.filter { $0.archived == nil && $0.duplicateOf == nil }
        let paths = Set(stored.map(\.path))
        let fetched = stored.filter { !$0.reused }
        let bytes = fetched.reduce(0) { $0 + $1.bytes }
        let reused = paths.count - Set(fetched.map(\.path)).count
        let duplicates = saved.count { $0.duplicateOf != nil }
        let archived = saved.count { $0.archived != nil }
        let parts =
            ["\(DownloadProgress.size(Double(bytes))) fetched"] + (reused > 0 ? ["\(reused) already there"] : [])
            + (duplicates > 0 ? ["\(duplicates) \(duplicates == 1 ? "duplicate" : "duplicates")"] : [])
            + (archived > 0 ? ["\(archived) archived"] : [])
        return
            "saved \(paths.count) \(paths.count == 1 ? "file" : "files") to \(directory) (\(parts.joined(separator: ", ")))"
    }
}

extension DownloadFailureKind {
    /// Outside `--range` or under a minimum: skipped by choice, not a failure.
    var isSkip: Bool { self == .notSelected || self == .tooSmall }
}
