import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The work of `qsearch images` and `qsearch videos`, as a report: the sources chosen (those
/// without keys skipped with a warning), the merged search, and what the options add to it (the
/// downloads, the previews, the gallery page), in that order; the search is recorded in the
/// history once the report was delivered (`Report.afterDelivery`, see `SearchRecorder`).
///
/// When some sources fail beside results, their failures are warnings and the status is 2;
/// when every source failed and nothing came back, they are the report's failures.
struct MediaService {
    let runtime: Runtime

    func report(_ request: MediaSearchRequest) async throws -> Report {
        let options = request.options
        let folder = try options.downloads.directory(in: runtime.environment)
        let selection = try sources(for: request)
        let deadline = SearchDeadline(timeout: .seconds(options.timeout))
        let result = await search(request, sources: selection.sources, deadline: deadline)

        let failed = result.sources.filter { $0.failure != nil }
        let nothingDelivered = !failed.isEmpty && failed.count == result.sources.count && result.items.isEmpty
        var warnings = keyWarnings(selection) + (nothingDelivered ? [] : result.failures.map(\.explained))
        var failures = nothingDelivered ? result.failures.map { ReportFailure($0) } : []
        var notes: [String] = []
        if runtime.outputFormat == .human, result.items.isEmpty, result.sources.contains(where: { $0.failure == nil }) {
            notes.append("no results for '\(result.query)'")
        }
        var downloads: DownloadRun?
        if let folder {
            downloads = try await download(result, into: folder, options: options, selection, deadline)
        }
        warnings += downloads?.warnings ?? []
        var previews: MediaPreviews?
        if options.previews, !result.items.isEmpty {
            previews = await MediaPreviews.make(
                for: result.items,
                from: result.firstPosition,
                runtime: runtime,
                deadline: deadline
            )
            notes += previews?.note.map { [$0] } ?? []
        }
        if let path = options.galleryPath {
            let gallery = MediaGallery(runtime: runtime).publish(result, to: path, opening: options.opensGallery)
            notes += gallery.notes
            failures += gallery.failure.map { [$0] } ?? []
        }
        notes += downloads?.notes ?? []
        // Sources and downloads that failed beside results are warnings, which the kit's rule
        // does not count: the status is 2 then, unless a failure decides it.
        let partial = (!failed.isEmpty && !nothingDelivered) || downloads?.someFailed == true
        let outcomes = downloads?.outcomes
        return Report(
            output: ReportOutput(
                document: MediaSearchDocument(result: result, skipped: selection.skipped, downloads: outcomes),
                makingRecords: { MediaItemRecord.records(of: result, downloads: outcomes) },
                human: MediaResultsView(
                    items: result.items,
                    firstPosition: result.firstPosition,
                    kind: request.kind,
                    now: runtime.now(),
                    previews: previews
                ),
                hasResults: !result.items.isEmpty
            ),
            failures: failures,
            warnings: warnings,
            notes: notes,
            status: downloads?.interrupted == true && failures.isEmpty
                ? .interrupted : partial && failures.isEmpty ? .partial : nil,
            afterDelivery: SearchRecorder(runtime: runtime).recording(result)
        )
    }

    /// The sources the request names (every one of its kind when none), those without keys
    /// set aside.
    ///
    /// - Throws: `ValidationError` for a name that is no source of the kind; `ConfigurationError`
    ///   when no source named has its keys.
    private func sources(for request: MediaSearchRequest) throws -> MediaSourceSelection {
        do {
            return try MediaSourceSelection.resolve(
                names: request.sourceNames,
                kind: request.kind,
                environment: runtime.environment
            )
        } catch let unknown as MediaSourceSelection.UnknownSource {
            throw ValidationError(
                "unknown source '\(unknown.name)' for \(request.kind.rawValue) search; choose from \(unknown.choices.joined(separator: ", "))"
            )
        }
    }

    /// A warning for each source skipped for want of keys, and for each key too short to be real.
    private func keyWarnings(_ selection: MediaSourceSelection) -> [String] {
        let skipped = selection.skipped.map { skipped in
            "skipping \(skipped.source): set \(skipped.variables.joined(separator: " and ")) to search it"
        }
        return skipped + Self.upstreams(of: selection).flatMap(runtime.environment.shortCredentialWarnings(for:))
    }

    /// The upstreams the chosen sources ask, each once, in order.
    private static func upstreams(of selection: MediaSourceSelection) -> [Upstream] {
        selection.sources.map(\.upstream).reduce(into: [Upstream]()) {
            if !$0.contains($1) { $0.append($1) }
        }
    }

    /// The merged search, with a progress line while it runs (for people only).
    private func search(
        _ request: MediaSearchRequest,
        sources: [any MediaSearchSource],
        deadline: SearchDeadline
    ) async -> MediaSearchResult {
        if runtime.outputFormat == .human {
            runtime.diagnostics.progress("searching \(sources.map(\.id.rawValue).joined(separator: ", "))…")
        }
        let result = await MediaSearchService(client: runtime.services.client()).search(
            request.query,
            kind: request.kind,
            sources: sources,
            limit: request.limit,
            offset: request.offset,
            refresh: request.options.refresh,
            deadline: deadline
        )
        runtime.diagnostics.clearProgress()
        return result
    }

    /// What `--download` did: one outcome per result, a warning per failure (but those Ctrl-C
    /// cancelled), and the notes after the output (what was saved, unless `--quiet`; then the
    /// failures counted by reason).
    private struct DownloadRun {
        let outcomes: [Result<SavedDownload, DownloadError>]
        let warnings: [String]
        let notes: [String]
        let someFailed: Bool
        /// Ctrl-C stopped it: exit 130 after the results.
        let interrupted: Bool
    }

    /// Saves the media of `items` into `folder` (as given: its notes name it so).
    private func download(
        _ result: MediaSearchResult,
        into folder: String,
        options searchOptions: MediaSearchOptions,
        _ selection: MediaSourceSelection,
        _ deadline: SearchDeadline
    ) async throws -> DownloadRun {
        let options = searchOptions.downloads
        let batch = try await MediaDownloads(
            options: options,
            directory: MediaDownloads.expandingHome(folder, environment: runtime.environment),
            runtime: runtime,
            records: searchOptions.downloadRecords,
            query: result.query
        ).run(
            result.items,
            from: result.firstPosition,
            sourceBaseURLs: Self.upstreams(of: selection).compactMap { try? runtime.environment.baseURL(for: $0) },
            deadline: deadline
        )
        let outcomes = batch.outcomes
        // Ctrl-C cancels every unfinished download at once: those are counted in the summary
        // line only, not warned about one by one.
        let warnings =
            outcomes.enumerated().compactMap { offset, outcome -> String? in
                guard case .failure(let error) = outcome, error.kind != .cancelled, error.kind != .notStarted,
                    !error.kind.isSkip
                else { return nil }
                return "result \(result.firstPosition + offset) not saved: \(error.explained)"
            } + batch.warnings
        var notes = outcomes.enumerated().compactMap { offset, outcome -> String? in
            guard case .failure(let error) = outcome, error.kind == .tooSmall else { return nil }
            return "result \(result.firstPosition + offset) skipped: \(error.explained)"
        }
        let pacing = batch.pacing
        if pacing.retries > 0 {
            notes.append(
                "retried \(pacing.retries) \(pacing.retries == 1 ? "transfer" : "transfers") on \(pacing.hosts.count) \(pacing.hosts.count == 1 ? "host" : "hosts") (\(pacing.busyRetries) after HTTP 429 or 503; longest wait \(MediaDownloader.seconds(pacing.longestWait)))"
            )
        }
        notes += options.quiet ? [] : [MediaDownloads.savedSummary(outcomes, directory: folder)]
        let stopped = MediaDownloads.stoppedSummary(outcomes)
        let failures = stopped ?? MediaDownloads.failureSummary(outcomes)
        // Each failure was a warning; the summary is said in the program's voice, as the last
        // line, like an error line without its level.
        notes += failures.map { ["\(runtime.program): \($0)"] } ?? []
        return DownloadRun(
            outcomes: outcomes,
            warnings: warnings,
            notes: notes,
            someFailed: failures != nil || !batch.warnings.isEmpty,
            interrupted: stopped != nil
        )
    }
}
