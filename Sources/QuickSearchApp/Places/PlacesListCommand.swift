import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch places list`: the saved places in order, with address, coordinates and when added.
struct PlacesListCommand: RunnableCommand {
    let format: OutputFormat
    let fields: FieldSelection?

    static let spec = CommandSpec(
        name: "list",
        abstract: "Show the saved places in order: number, name, address, coordinates, when added.",
        examples: ["qsearch places list", "qsearch places list --json"],
        options: OutputFormat.options
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: PlaceRecord.self)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let places = try Services(context: context, program: "qsearch").storeForReading().places()
        switch format {
        case .json:
            let records = places.enumerated().map { PlaceRecord(position: $0.offset + 1, place: $0.element) }
            context.stdout.write(try JSONOutput.korea.document(PlaceListDocument(places: records), fields: fields))
        case .jsonLines:
            for (offset, place) in places.enumerated() {
                context.stdout.write(
                    try JSONOutput.korea.line(PlaceRecord(position: offset + 1, place: place), fields: fields)
                )
            }
        case .human:
            if places.isEmpty {
                context.note("no places saved yet; add one with 'qsearch places add 혜화동'")
            } else {
                context.stdout.write(
                    PlaceTables.places(places, terminal: context.terminal, now: context.now()).map { $0 + "\n" }
                        .joined()
                )
            }
        }
        return .success
    }
}
