import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents tags`: how often each tag appears on the page.
struct DevEventsTagsCommand: RunnableCommand {
    let session: DevEventSession
    let format: OutputFormat
    let fields: FieldSelection?

    static let spec = CommandSpec(
        name: "tags",
        abstract: "Count the tags of every event on the page, most used first.",
        examples: ["devevents tags", "devevents tags --json"],
        options: OutputFormat.options
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        session = try DevEventSession(parsed, context: context)
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: TagRecord.self)
    }

    private struct TagRecord: FieldSelectable {
        let tag: String
        let count: Int

        enum FieldKey: String, CodingKey, CaseIterable {
            case tag, count
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FieldKey.self)
            try container.encode(tag, forKey: .tag)
            try container.encode(count, forKey: .count)
        }
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        let counts = DevEventTagCount.counts(in: load.page.events)
        let records = counts.map { TagRecord(tag: $0.tag, count: $0.count) }
        switch format {
        case .json:
            context.stdout.write(try JSONOutput.korea.document(["tags": records], fields: fields))
        case .jsonLines:
            for record in records { context.stdout.write(try JSONOutput.korea.line(record, fields: fields)) }
        case .human:
            let table = TableRenderer(columns: [
                TableColumn(header: "TAG", minWidth: 8, isFlexible: true),
                TableColumn(header: "EVENTS", alignment: .right),
            ])
            let rows = counts.map { [$0.tag, "\($0.count)"] }
            let lines =
                context.terminal.showsTable
                ? table.render(rows, width: context.terminal.width, colorEnabled: context.terminal.colorEnabled)
                : table.plainRows(rows)
            context.stdout.write(lines.map { $0 + "\n" }.joined())
            context.note(session.creditLine)
        }
        return .success
    }
}
