import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch places search QUERY`: the candidates in Korea a look-up finds, numbered as
/// `places add QUERY --pick N` takes them. Saved places are not consulted.
struct PlacesSearchCommand: RunnableCommand {
    let query: String
    let format: OutputFormat
    let fields: FieldSelection?
    let refresh: Bool
    /// `--timeout`, else `QSEARCH_TIMEOUT`, else 30 s.
    let timeoutSeconds: Double

    static let spec = CommandSpec(
        name: "search",
        abstract: "List the places in Korea a name finds, numbered, with full addresses.",
        examples: ["qsearch places search 광주", "qsearch places search 강남역 --json"],
        options: OutputFormat.options + PlacesCommand.lookupOptions,
        positionals: [query]
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        query = try Self.query(parsed, Self.query)
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: PlaceCandidateRecord.self)
        refresh = parsed[PlacesCommand.refresh]
        timeoutSeconds = try parsed[PlacesCommand.timeout]
    }

    static let query = Argument<[String]>(
        "query",
        help: "A dong, district or city, an address, or a place such as a station."
    )

    /// The words of `argument` as one trimmed line, checked for length.
    static func query(_ parsed: ParsedCommand, _ argument: Argument<[String]>) throws -> String {
        let text = parsed[argument].joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            throw parsed.usageError("the place to look up is empty; give a name such as 혜화동", kind: .missingArgument)
        }
        guard text.unicodeScalars.count <= MediaSearchOptions.maximumQueryLength else {
            throw parsed.usageError(
                "the place to look up is longer than \(MediaSearchOptions.maximumQueryLength) Unicode code points; shorten it"
            )
        }
        return text
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let (resolver, _) = try PlacesCommand.resolver(context: context, refresh: refresh)
        let deadline = PlacesCommand.deadline(seconds: timeoutSeconds)
        let candidates = try await resolver.lookUp(query, deadline: deadline)
        switch format {
        case .json:
            let records = candidates.enumerated().map {
                PlaceCandidateRecord(number: $0.offset + 1, candidate: $0.element)
            }
            context.stdout.write(
                try JSONOutput.korea.document(PlaceSearchDocument(query: query, candidates: records), fields: fields)
            )
        case .jsonLines:
            for (offset, candidate) in candidates.enumerated() {
                context.stdout.write(
                    try JSONOutput.korea.line(
                        PlaceCandidateRecord(number: offset + 1, candidate: candidate),
                        fields: fields
                    )
                )
            }
        case .human:
            if candidates.isEmpty {
                context.note("no place in Korea matches '\(query)'")
            } else {
                context.stdout.write(
                    PlaceTables.candidates(candidates, terminal: context.terminal).map { $0 + "\n" }.joined()
                )
            }
        }
        return .success
    }
}
