import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch places search QUERY`: the candidates in Korea a look-up finds, numbered as
/// `places add QUERY --pick N` takes them. Saved places are not consulted.
struct PlacesSearchCommand: Command {
    static let about = CommandAbout(
        name: "search",
        abstract: "List the places in Korea a name finds, numbered, with full addresses.",
        examples: ["qsearch places search 광주", "qsearch places search 강남역 --json"],
        records: .of(PlaceCandidateRecord.self)
    )

    @Argument("query", help: "A dong, district or city, an address, or a place such as a station.")
    var words: [String]
    @OptionGroup var lookup: PlaceLookupOptions

    /// The words as one line.
    var query: String {
        get throws { try PlaceQuery.text(words) }
    }

    func validate() throws {
        _ = try query
    }

    func run(_ runtime: Runtime) async throws -> Report {
        try await PlacesService(runtime: runtime).search(try query, lookup: lookup)
    }
}
