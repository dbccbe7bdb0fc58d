import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents show ID`: everything known of one event (also a saved one no longer listed).
struct DevEventsShowCommand: RunnableCommand {
    let session: DevEventSession
    let key: String
    let format: OutputFormat
    let fields: FieldSelection?

    static let spec = CommandSpec(
        name: "show",
        abstract: "Show one event in full, by the id 'list' prints (or its link).",
        examples: ["devevents show k3m9x2qa", "devevents show k3m9x2qa --json"],
        options: OutputFormat.options,
        positionals: [id]
    )

    static let id = Argument<String>(
        "id",
        help: "The event's id, or its URL (an error naming the ids when several events share it)."
    )
    .completing(.stored(.events))

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        session = try DevEventSession(parsed, context: context)
        key = parsed[Self.id]
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: DevEventRecord.self)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        let listed = try DevEventLookup.find(key, in: load.page.events)
        let favorites = try session.favorites(context).all()
        let favorite =
            try listed.map { event in favorites.first { $0.event.id == event.id } }
            ?? DevEventLookup.find(key, in: favorites.map(\.event)).flatMap { event in
                favorites.first { $0.event.id == event.id }
            }
        guard let event = listed ?? favorite?.event else { throw DevEventLookup.notFound(key) }
        let saved = favorite.map { DevEventSavedEvent(event: event, addedAt: $0.addedAt, onPage: listed != nil) }
        let record = DevEventRecord(event: event, now: session.now, saved: saved)
        switch format {
        case .json:
            context.stdout.write(try JSONOutput.document(record, fields: fields))
        case .jsonLines:
            context.stdout.write(try JSONOutput.line(record, fields: fields))
        case .human:
            context.stdout.write(describe(event, saved: saved, context: context))
        }
        return .success
    }

    private func describe(_ event: DevEvent, saved: DevEventSavedEvent?, context: CommandContext) -> String {
        var fields: [(String, String)] = [
            ("id", event.id),
            ("title", event.title),
            ("link", event.url?.absoluteString ?? "–"),
        ]
        if let apply = event.applyURL {
            fields.append(("apply", apply.absoluteString))
        }
        fields.append((event.periodKind.label, DevEventDateFormat.period(event)))
        fields.append(("status", DevEventDateFormat.relative(event, now: session.now)))
        if event.start != nil || event.end != nil, !event.rawPeriod.isEmpty {
            fields.append(("as written", event.rawPeriod))
        }
        if event.periodDoubtful {
            fields.append(("doubtful", "the end is written before the start; both dates kept in one year, in order"))
        }
        fields.append(("host", event.hosts.isEmpty ? "–" : event.hosts.joined(separator: " / ")))
        fields.append(("tags", event.tags.isEmpty ? "–" : event.tags.joined(separator: ", ")))
        var venue = event.mode.rawValue
        if let place = event.place { venue += " (\(place))" }
        fields.append(("mode", venue))
        fields.append(("price", event.price.rawValue))
        fields.append(("section", event.section.description))
        if let saved {
            let when = JSONOutput.timestamp(saved.addedAt)
            fields.append(
                (
                    "favourite",
                    saved.onPage ? "saved \(when)" : "saved \(when); no longer on the page (last known details)"
                )
            )
        }
        let width = fields.map { DisplayWidth.of($0.0) }.max() ?? 0
        return fields.map { label, value in
            TextTruncation.pad(label, toWidth: width, alignment: .left) + "  " + TextSanitizer.singleLine(value)
        }.joined(separator: "\n") + "\n"
    }
}
