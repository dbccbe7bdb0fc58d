import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch images QUERY` and `qsearch videos QUERY`: merged search across sources.
struct MediaSearchCommand: Runnable {
    let kind: MediaKind
    let query: MediaQuery
    let sourceNames: [String]
    let limit: Int
    let format: OutputFormat
    let fields: FieldSelection?
    let refresh: Bool
    /// `--timeout` in seconds (else `QSEARCH_TIMEOUT`, else 30; see `CommandTimeout`).
    let timeoutSeconds: Double
    /// `--html FILE`: also write a gallery page there (see `GalleryPage`).
    let galleryPath: String?
    /// `--open`: open the gallery page in the browser.
    let opensGallery: Bool
    /// `--preview`: thumbnails inline, on terminals that can show images.
    let previews: Bool
    /// `--download DIR` and its options.
    let downloads: DownloadOptions
    let parsed: ParsedCommand

    /// The longest query sent, in Unicode code points (scalars), not `Character`s: a letter
    /// with combining accents is one `Character` but several code points on the wire. Neither
    /// Naver nor Kakao documents a limit, but long ones fail (HTTP 431, or an error per page);
    /// a code point is at most 4 UTF-8 bytes, each at most 3 percent-encoded, so 200 code points
    /// percent-encode to at most 2,400 bytes, well within the URL sizes servers accept.
    static let maximumQueryLength = 200

    static let query = Argument<[String]>("query", help: "Words to search for.")

    /// `--source`, naming the providers of `kind` in its help.
    static func sources(for kind: MediaKind) -> Option<[String]> {
        let providers = Set(MediaSourceSelection.available(for: kind).map(\.provider)).sorted()
        return Option(
            repeating: "source",
            short: "s",
            valueName: "names",
            help: "Sources to ask, comma-separated (\(providers.joined(separator: ","))); default: all with keys.",
            environment: "QSEARCH_SOURCES",
            example: "naver"
        ).completing(.words(providers))
    }
    static let sort = Option<MediaSortOrder>(
        "sort",
        valueName: "order",
        help: "accuracy interleaves sources by rank; recency is newest first.",
        default: .accuracy,
        environment: "QSEARCH_SORT"
    )
    static let size = Option<ImageSizeFilter>(
        "size",
        valueName: "size",
        help: "Image size by its longer side: small under 500 px, medium 500-1199, large 1200 and up.",
        default: .all
    )
    static let refresh = Flag("refresh", help: "Ask the upstreams again even if a cached answer is fresh.")
    static let html = Option<String?>(
        "html",
        valueName: "file",
        help: "Also write the results as a self-contained HTML gallery page to this file.",
        example: "cats.html"
    ).completing(.file)
    static let open = Flag("open", help: "Open the --html page in the browser ($BROWSER, else xdg-open or open).")
    static let preview = Flag("preview", help: "Show thumbnails inline in kitty, Ghostty, iTerm2 or WezTerm.")
        .conflicting(with: "json", "jsonl", "fields")
    static let timeout = CommandTimeout.option(
        help: "Time limit for the whole search; at the limit, the results finished so far are shown, exit 2"
    )

    /// `--limit`, whose range is as deep as the sources of `kind` can page.
    static func limit(for kind: MediaKind) -> Option<Int> {
        let depth = maximumLimit(for: kind)
        return Option(
            "limit",
            short: "n",
            help: "How many merged results to show (1-\(depth)).",
            default: 30,
            range: 1...depth,
            environment: "QSEARCH_LIMIT",
            example: "50"
        )
    }

    /// The `images` or `videos` node.
    static func node(for kind: MediaKind) -> CommandNode<Runtime> {
        let noun = kind == .image ? "images" : "videos"
        var options: [any OptionKey] = [sources(for: kind), sort, limit(for: kind)]
        if kind == .image { options.append(size) }
        options += OutputFormat.options + [refresh, html, open, preview] + DownloadOptions.options + [timeout]
        let spec = CommandSpec(
            name: noun,
            abstract: "Search \(noun) across \(kind == .image ? "Naver and Kakao" : "Kakao video clips"), merged.",
            examples: kind == .image
                ? [
                    "qsearch images 고양이 --sort recency --limit 50",
                    "qsearch images \"제주 바다\" --source naver --size large --json",
                ]
                : ["qsearch videos \"스위프트 강의\" --sort accuracy --jsonl"],
            options: options,
            positionals: [query]
        )
        return CommandNode(spec) { parsed, _ in try MediaSearchCommand(parsed, kind: kind) }
    }

    /// The names in one `--source` value, e.g. `naver, kakao`.
    static func sourceNames(in text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Every name `--source` takes for some kind: providers and source ids, sorted.
    static var knownSourceNames: [String] {
        let sources = MediaSourceSelection.available(for: .image) + MediaSourceSelection.available(for: .video)
        return Set(sources.flatMap { [$0.provider, $0.id.rawValue] }).sorted()
    }

    /// The names of a default from `QSEARCH_SOURCES` (or the config file) that serve `kind`: the
    /// setting serves images and videos alike, so names of the other kind are left out, and
    /// none left means every source with keys. A name no kind knows is a configuration error.
    private static func defaultSourceNames(_ names: [String], kind: MediaKind) throws -> [String] {
        if let unknown = names.first(where: { !knownSourceNames.contains($0.lowercased()) }) {
            throw ConfigurationError(
                variables: ["QSEARCH_SOURCES"],
                message:
                    "QSEARCH_SOURCES names an unknown source '\(TextSanitizer.singleLine(unknown))'; choose from \(knownSourceNames.joined(separator: ", ")), or unset it"
            )
        }
        let available = MediaSourceSelection.available(for: kind)
        return names.filter { name in
            available.contains { $0.provider == name.lowercased() || $0.id.rawValue == name.lowercased() }
        }
    }

    /// The kind whose sources page least deep: a default `--limit` within its range suits both.
    static var shallowestKind: MediaKind {
        maximumLimit(for: .video) < maximumLimit(for: .image) ? .video : .image
    }

    /// The deepest any source of this kind can page.
    static func maximumLimit(for kind: MediaKind) -> Int {
        MediaSourceSelection.available(for: kind).map(\.paging.reachableDepth).max() ?? 1
    }

    init(_ parsed: ParsedCommand, kind: MediaKind) throws {
        self.kind = kind
        let text = parsed[Self.query].joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            throw parsed.usageError(
                "the search query is empty; give words to search for, e.g. qsearch \(kind == .image ? "images" : "videos") 고양이",
                kind: .missingArgument
            )
        }
        let codePoints = text.unicodeScalars.count
        guard codePoints <= Self.maximumQueryLength else {
            throw parsed.usageError(
                "the search query is \(codePoints) Unicode code points long (an accent mark counts as one); at most \(Self.maximumQueryLength) are accepted, so shorten it"
            )
        }
        query = MediaQuery(text: text, sort: try parsed[Self.sort], size: kind == .image ? try parsed[Self.size] : .all)
        let (sources, origin) = try parsed.valueAndOrigin(Self.sources(for: kind))
        let names = sources.flatMap(Self.sourceNames(in:))
        if origin == .commandLine {
            guard !names.isEmpty else {
                throw parsed.usageError("--source needs at least one source name, e.g. --source naver")
            }
            sourceNames = names
        } else {
            sourceNames = try Self.defaultSourceNames(names, kind: kind)
        }
        limit = try parsed[Self.limit(for: kind)]
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: MediaItemRecord.self)
        refresh = parsed[Self.refresh]
        timeoutSeconds = try parsed[Self.timeout]
        galleryPath = try parsed[Self.html]
        if let galleryPath, galleryPath.isEmpty {
            throw parsed.usageError("--html needs a file name, e.g. --html cats.html")
        }
        opensGallery = parsed[Self.open]
        previews = parsed[Self.preview]
        downloads = try DownloadOptions(parsed)
        if opensGallery && galleryPath == nil {
            throw parsed.usageError("--open opens the gallery page; give the file to write with --html FILE")
        }
        self.parsed = parsed
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        var context = context
        context.environment = try ConfigFile.merged(into: context.environment)
        let program = parsed.programName
        let selection: MediaSourceSelection
        do {
            selection = try MediaSourceSelection.resolve(
                names: sourceNames,
                kind: kind,
                environment: context.environment
            )
        } catch let unknown as MediaSourceSelection.UnknownSource {
            throw parsed.usageError(
                "unknown source '\(unknown.name)' for \(kind.rawValue) search; choose from \(unknown.choices.joined(separator: ", "))"
            )
        }
        for skipped in selection.skipped {
            context.warn(
                program,
                "skipping \(skipped.source): set \(skipped.variables.joined(separator: " and ")) to search it"
            )
        }
        let upstreams = selection.sources.map(\.upstream).reduce(into: [Upstream]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        for warning in upstreams.flatMap(context.environment.shortCredentialWarnings(for:)) {
            context.warn(program, warning)
        }
        let services = Services(context: context, program: program)
        let cache = services.cache()
        let service = MediaSearchService(client: services.upstreamClient(cache: cache))
        let progress = ProgressLine(context: context, wanted: format == .human)
        progress.show("searching \(selection.sources.map(\.id.rawValue).joined(separator: ", "))…")
        let deadline = SearchDeadline(timeout: .seconds(timeoutSeconds))
        let result = await service.search(
            query,
            kind: kind,
            sources: selection.sources,
            limit: limit,
            refresh: refresh,
            deadline: deadline
        )
        progress.clear()

        let failed = result.sources.filter { $0.failure != nil }
        // Nothing delivered: each failure is an error. Otherwise they are warnings beside results.
        let nothingDelivered = !failed.isEmpty && failed.count == result.sources.count && result.items.isEmpty
        for failure in result.failures {
            if nothingDelivered {
                context.stderr.write("\(program): error: \(TextSanitizer.singleLine(failure.explained))\n")
            } else {
                context.warn(program, failure.explained)
            }
        }
        let saved = try await download(
            result,
            upstreams: upstreams,
            services: services,
            deadline: deadline,
            context: context
        )
        try print(result, skipped: selection.skipped, downloads: saved, context: context)
        if previews {
            await showPreviews(result.items, services: services, deadline: deadline, context: context)
        }
        record(result, services: services, context: context)
        if let galleryPath {
            try writeGallery(result, to: galleryPath, context: context)
        }
        if !result.servedFromCache {
            services.upkeep(cache)
        }

        if let saved, let directory = downloads.directory {
            if !downloads.quiet {
                context.note(MediaDownloads.savedSummary(saved, directory: directory))
            }
            if let summary = MediaDownloads.failureSummary(saved) {
                context.stderr.write("\(program): \(summary)\n")
                if failed.isEmpty { return .partial }
            }
        }
        if failed.isEmpty { return .success }
        return nothingDelivered ? ExitCode(allFailed: failed.compactMap(\.failure?.kind)) : .partial
    }

    /// `--download`: saves the results' media and warns of each failure; nil without it.
    private func download(
        _ result: MediaSearchResult,
        upstreams: [Upstream],
        services: Services,
        deadline: SearchDeadline,
        context: CommandContext
    ) async throws -> [Result<SavedDownload, DownloadError>]? {
        guard let directory = downloads.directory else { return nil }
        let run = MediaDownloads(
            options: downloads,
            directory: MediaDownloads.expandingHome(directory, environment: context.environment)
        )
        let outcomes = try await run.run(
            result.items,
            sourceBaseURLs: upstreams.compactMap { try? context.environment.baseURL(for: $0) },
            userAgent: services.userAgent,
            deadline: deadline,
            context: context
        )
        for (offset, outcome) in outcomes.enumerated() {
            if case .failure(let error) = outcome {
                context.warn(parsed.programName, "result \(offset + 1) not saved: \(error.explained)")
            }
        }
        return outcomes
    }

    private func print(
        _ result: MediaSearchResult,
        skipped: [(source: MediaSourceID, variables: [String])],
        downloads: [Result<SavedDownload, DownloadError>]?,
        context: CommandContext
    ) throws {
        switch format {
        case .json:
            context.stdout.write(
                try JSONOutput.korea.document(
                    MediaSearchDocument(result: result, skipped: skipped, downloads: downloads),
                    fields: fields
                )
            )
        case .jsonLines:
            for (offset, item) in result.items.enumerated() {
                let record = MediaItemRecord(item: item, position: offset + 1, download: downloads?[offset])
                context.stdout.write(try JSONOutput.korea.line(record, fields: fields))
            }
        case .human:
            guard !result.items.isEmpty else {
                if result.sources.contains(where: { $0.failure == nil }) {
                    context.note("no results for '\(result.query)'")
                }
                return
            }
            let lines = MediaTable(terminal: context.terminal, now: context.now(), kind: kind).render(result.items)
            context.stdout.write(lines.map { $0 + "\n" }.joined())
        }
    }

    /// Draws each result's thumbnail under a `#. title` line, or says once why it cannot.
    private func showPreviews(
        _ items: [MediaItem],
        services: Services,
        deadline: SearchDeadline,
        context: CommandContext
    ) async {
        guard !items.isEmpty else { return }
        guard context.terminal.isTTY, let graphics = InlineImageProtocol.detect(context.environment) else {
            context.note(
                "previews are not supported here: they need kitty, Ghostty (kitty graphics), iTerm2 or WezTerm, with output to the terminal"
            )
            return
        }
        let addresses = items.map { item in
            (HTMLText.webURL(item.thumbnailURL) ?? (item.kind == .image ? HTMLText.webURL(item.url) : nil)).flatMap(
                URL.init(string:)
            )
        }
        let thumbnails = await ThumbnailFetcher(http: services.httpClient()).fetch(
            addresses,
            deadline: deadline.instant
        )
        let columns = max(8, min(40, context.terminal.width / 3))
        var unshown = 0
        var unsupportedFormats = Set<ImageFormat>()
        for (offset, item) in items.enumerated() {
            context.stdout.write("\(offset + 1). \(TextSanitizer.singleLine(item.title))\n")
            guard let thumbnail = thumbnails[offset], let sequence = graphics.sequence(for: thumbnail, columns: columns)
            else {
                if let thumbnail = thumbnails[offset] { unsupportedFormats.insert(thumbnail.format) }
                unshown += 1
                continue
            }
            context.stdout.write(sequence + "\n")
        }
        if unshown > 0 {
            let formats = unsupportedFormats.map(\.rawValue).sorted().joined(separator: ", ")
            let why = formats.isEmpty ? "" : " (kitty graphics shows PNG only; these were \(formats))"
            context.note(
                "previews: \(items.count - unshown) shown, \(unshown) not: no thumbnail, a failed fetch or not an image\(why)"
            )
        }
    }

    /// Writes the gallery page (atomically, owner-only), names it on standard error, and
    /// opens it when asked.
    private func writeGallery(_ result: MediaSearchResult, to path: String, context: CommandContext) throws {
        let page = GalleryPage(result: result, generated: context.now()).render()
        let absolute = URL(
            fileURLWithPath: path,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
        try AtomicFileWriter.save(Data(page.utf8), to: absolute.path)
        context.note("gallery: \(absolute.path) (\(result.items.count) \(kind == .image ? "images" : "videos"))")
        if opensGallery {
            try BrowserLauncher(environment: context.environment, messages: context.stderr).open(absolute)
        }
    }

    /// Adds the search to the history; a storage problem is a warning, the results stand.
    private func record(_ result: MediaSearchResult, services: Services, context: CommandContext) {
        do {
            try services.store().recordSearch(
                HistoryEntry(
                    command: kind == .image ? "images" : "videos",
                    query: result.query,
                    sort: result.sort.rawValue,
                    sources: result.sources.map(\.source.rawValue),
                    resultCount: result.items.count,
                    date: context.now(),
                    resultURLs: result.items.map(\.url)
                )
            )
        } catch {
            context.warn(
                parsed.programName,
                "could not save the search to history: \(AppErrors.message(error).0)"
            )
        }
    }
}
