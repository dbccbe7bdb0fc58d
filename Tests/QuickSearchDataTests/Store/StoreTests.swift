import Foundation
import Testing

@testable import QuickSearchData

/// Groups every storage and configuration test, so `swift test --filter Store` runs them all.
@Suite enum StoreTests {
    /// A search of `query` for the history, its other fields fixed.
    static func search(_ query: String) -> HistoryEntry {
        HistoryEntry(
            command: "images",
            query: query,
            sort: nil,
            sources: ["naver"],
            resultCount: 1,
            date: Date(timeIntervalSince1970: 1_700_000_000)
        )
    }
}
