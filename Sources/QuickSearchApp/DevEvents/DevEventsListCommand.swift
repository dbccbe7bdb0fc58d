import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents list`: events on the page (or the saved ones), filtered and sorted.
struct DevEventsListCommand: Runnable {
    let session: DevEventSession
    let filter: DevEventFilter
    let favoritesOnly: Bool
    let limit: Int?
    let format: OutputFormat
    let fields: FieldSelection?

    static let spec = CommandSpec(
        name: "list",
        abstract: "List events: upcoming, ongoing and undated by default, soonest first.",
        examples: [
            "devevents list --tag AI --offline --free --within 30d",
            "devevents list --search 쿠버네티스 --json | jq '.events[].url'",
            "devevents list --favorites --ended",
        ],
        options: DevEventOptions.filters + [favoritesOption, limitOption] + OutputFormat.options
    )

    /// `--favorites` as `list` reads it.
    static let favoritesOption = DevEventOptions.favorites(
        help:
            "Only saved events: current ones, then a section of those ended or gone from the page; the other filters apply to both."
    )

    /// `--limit` of `list` and `fav list`.
    static let limitOption = Option<Int?>(
        "limit",
        short: "n",
        help: "Show at most n events (default: all).",
        range: 1...100_000,
        example: "10"
    )

    /// Reads `list` (favourites with `--favorites`), or `fav list` when `favoritesOnly`.
    init(_ parsed: ParsedCommand, context: CommandContext, favoritesOnly: Bool) throws {
        session = try DevEventSession(parsed, context: context)
        self.favoritesOnly = favoritesOnly || parsed.isGiven(Self.favoritesOption)
        filter = try DevEventOptions.filter(parsed, favorites: self.favoritesOnly)
        limit = try parsed[Self.limitOption]
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: DevEventRecord.self)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        let now = session.now
        let hints = DevEventListHints(filter: filter, now: now, favorites: favoritesOnly)
        if favoritesOnly {
            let saved = try session.favorites(context).saved(against: load.page.events, at: context.now())
            let selection = DevEventFavoriteSelection(saved: saved, filter: filter, now: now)
            let current = Array(selection.current.prefix(limit ?? .max))
            let ended = Array(selection.ended.prefix(max(0, (limit ?? .max) - current.count)))
            try print(
                current: current.map { ($0.event, $0) },
                ended: ended.map { ($0.event, $0) },
                total: selection.all.count,
                load: load,
                context: context,
                notes: selection.isEmpty ? hints.emptyResult(candidates: saved.map(\.event)) : []
            )
        } else {
            let events = filter.apply(to: load.page.events, at: now)
            let saved = savedByID(load: load, context: context)
            try print(
                current: Self.listed(events.prefix(limit ?? .max), saved: saved),
                ended: nil,
                total: events.count,
                load: load,
                context: context,
                notes: events.isEmpty ? hints.emptyResult(candidates: load.page.events) : []
            )
        }
        return .success
    }

    /// The saved events by id, to mark them; a store that cannot be read costs only the marks.
    private func savedByID(load: DevEventLoad, context: CommandContext) -> [String: DevEventFavorites.Favorite] {
        do {
            let all = try session.favorites(context).all()
            return Dictionary(all.map { ($0.event.id, $0) }, uniquingKeysWith: { first, _ in first })
        } catch {
            context.warn(
                session.program,
                "favourites could not be read (\(AppErrors.message(error).0)); listing without ★ marks"
            )
            return [:]
        }
    }

    /// Writes the events in the chosen format; for people, `notes` (why nothing matched) and
    /// the credit line follow on stderr.
    private func print(
        current: [Listed],
        ended: [Listed]?,
        total: Int,
        load: DevEventLoad,
        context: CommandContext,
        notes: [String]
    ) throws {
        let now = session.now
        let record = { (listed: Listed) in DevEventRecord(event: listed.event, now: now, saved: listed.saved) }
        let savedIDs = Set((current + (ended ?? [])).compactMap { $0.saved?.event.id })
        let shown = current.count + (ended?.count ?? 0)
        switch format {
        case .json:
            context.stdout.write(
                try JSONOutput.korea.document(
                    DevEventListDocument(
                        source: load.source,
                        origin: load.originLabel,
                        now: now,
                        events: current.map(record),
                        ended: ended.map { $0.map(record) }
                    ),
                    fields: fields
                )
            )
        case .jsonLines:
            for listed in current + (ended ?? []) {
                context.stdout.write(try JSONOutput.korea.line(record(listed), fields: fields))
            }
        case .human:
            let table = DevEventTable(
                terminal: context.terminal,
                now: now,
                groupsByMonth: filter.sortOrder == .date,
                favorites: savedIDs
            )
            var lines = current.isEmpty ? [] : table.render(current.map(\.event))
            if let ended, !ended.isEmpty {
                if context.terminal.showsTable {
                    if !lines.isEmpty { lines.append("") }
                    lines.append(
                        ANSIStyle.bold.apply(
                            to: "종료된 이벤트 (ended or no longer listed)",
                            enabled: context.terminal.colorEnabled
                        )
                    )
                    let endedTable = DevEventTable(
                        terminal: context.terminal,
                        now: now,
                        groupsByMonth: false,
                        favorites: savedIDs
                    )
                    lines += endedTable.render(ended.map(\.event))
                } else {
                    lines += table.render(ended.map(\.event))
                }
            }
            context.stdout.write(lines.map { $0 + "\n" }.joined())
            if shown < total {
                context.note(
                    "\(shown) of \(total) events shown (--limit \(shown)); raise --limit or leave it out to see all"
                )
            }
            notes.forEach(context.note)
            if context.terminal.showsTable {
                if !lines.isEmpty { context.stdout.write("\n") }
                context.stdout.write(
                    ANSIStyle.dim.apply(to: session.creditLine, enabled: context.terminal.colorEnabled) + "\n"
                )
            } else {
                context.note(session.creditLine)
            }
        }
    }

    /// An event to list and, when it is saved, its saved record (nil otherwise).
    typealias Listed = (event: DevEvent, saved: DevEventSavedEvent?)

    /// The page's `events`, each with its saved record when `saved` holds it.
    static func listed(_ events: some Sequence<DevEvent>, saved: [String: DevEventFavorites.Favorite]) -> [Listed] {
        events.map { event in
            (event, saved[event.id].map { DevEventSavedEvent(event: event, addedAt: $0.addedAt, onPage: true) })
        }
    }
}
