import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents list`: events on the page (or the saved ones), filtered and sorted.
struct DevEventsListCommand: RunnableCommand {
    let session: DevEventSession
    let filter: DevEventFilter
    let favoritesOnly: Bool
    let format: OutputFormat

    static let spec = CommandSpec(
        name: "list",
        abstract: "List events: upcoming and ongoing by default, soonest first.",
        examples: [
            "devevents list --tag AI --offline --free --within 30d",
            "devevents list --search 쿠버네티스 --json | jq '.events[].url'",
            "devevents list --favorites",
        ],
        options: DevEventOptions.filters + OutputFormat.options
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        session = try DevEventSession(parsed, context: context)
        filter = try DevEventOptions.filter(parsed)
        favoritesOnly = parsed.flag("favorites") || parsed.subcommandPath == ["fav", "list"]
        format = try OutputFormat(parsed)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        let now = session.now
        if favoritesOnly {
            let split = try FavoriteSplit(load: load, session: session, filter: filter, context: context)
            try print(active: split.active, ended: split.ended, load: load, context: context)
        } else {
            let events = filter.apply(to: load.page.events, at: now)
            try print(active: events.map { ($0, nil) }, ended: nil, load: load, context: context)
        }
        return .success
    }

    private func print(
        active: [(DevEvent, FavoriteSplit.Saved?)], ended: [(DevEvent, FavoriteSplit.Saved?)]?,
        load: DevEventLoad, context: CommandContext
    ) throws {
        let now = session.now
        let record = { (pair: (DevEvent, FavoriteSplit.Saved?)) in
            DevEventRecord(event: pair.0, now: now, favorite: pair.1.map { ($0.addedAt, $0.onPage) })
        }
        switch format {
        case .json:
            context.stdout.write(try JSONOutput.document(DevEventListDocument(
                source: load.source, origin: load.origin.label, now: now,
                events: active.map(record), ended: ended.map { $0.map(record) }
            )))
        case .jsonLines:
            for pair in active + (ended ?? []) {
                context.stdout.write(try JSONOutput.line(record(pair)))
            }
        case .human:
            let table = DevEventTable(terminal: context.terminal, now: now, groupsByMonth: filter.sortOrder == .date)
            var lines = table.render(active.map(\.0))
            if let ended, !ended.isEmpty {
                if context.terminal.isTTY {
                    lines += ["", ANSIStyle.bold.apply(to: "종료된 이벤트 (ended or no longer listed)", enabled: context.terminal.colorEnabled)]
                    lines += DevEventTable(terminal: context.terminal, now: now, groupsByMonth: false).render(ended.map(\.0))
                } else {
                    lines += table.render(ended.map(\.0))
                }
            }
            context.stdout.write(lines.map { $0 + "\n" }.joined())
            if context.terminal.isTTY {
                if active.isEmpty && (ended ?? []).isEmpty {
                    context.note(favoritesOnly ? "no favourites yet: add one with 'devevents fav add ID'" : "no events match")
                }
                context.stdout.write("\n" + ANSIStyle.dim.apply(to: session.creditLine, enabled: context.terminal.colorEnabled) + "\n")
            } else {
                context.note(session.creditLine)
            }
        }
    }
}

/// Favourites divided into those still on the page and current, and those ended or gone.
struct FavoriteSplit {
    /// What the store knows of a favourite beyond the event.
    struct Saved {
        var addedAt: Date
        var onPage: Bool
    }

    var active: [(DevEvent, Saved?)] = []
    var ended: [(DevEvent, Saved?)] = []

    /// Refreshes the snapshots from the page, then splits; `filter`'s criteria other than
    /// status apply to the active part.
    init(load: DevEventLoad, session: DevEventSession, filter: DevEventFilter, context: CommandContext) throws {
        let favorites = try session.favorites(context)
        let pageEvents = load.page.events
        try favorites.refresh(from: pageEvents, at: context.now())
        let current = Dictionary(pageEvents.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var activeFilter = filter
        activeFilter.statuses = [.upcoming, .ongoing, .unknown]
        var candidates: [DevEvent] = []
        var saved: [String: Saved] = [:]
        for favorite in try favorites.all() {
            let fresh = current[favorite.event.id]
            let event = fresh ?? favorite.event
            saved[event.id] = Saved(addedAt: favorite.addedAt, onPage: fresh != nil)
            if fresh != nil && event.status(at: session.now) != .ended {
                candidates.append(event)
            } else {
                ended.append((event, saved[event.id]))
            }
        }
        active = activeFilter.apply(to: candidates, at: session.now).map { ($0, saved[$0.id]) }
        ended.sort { ($0.0.end ?? .distantPast) > ($1.0.end ?? .distantPast) }
    }
}
