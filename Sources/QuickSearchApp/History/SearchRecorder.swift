import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// Adds a search to the history (what `qsearch history` lists and `qsearch open N` opens from),
/// as work the kit does once the search's output was delivered (`Report.afterDelivery`): a search
/// whose output could not be written is not recorded.
struct SearchRecorder {
    let runtime: Runtime

    /// The work that records `result`; a storage problem is a warning, the results stand. A store
    /// that exists is opened now, beside the printing of the output (its schema read, its kept
    /// log's index rebuilt), so that only the row's own write waits for the output.
    func recording(_ result: MediaSearchResult) -> @Sendable () async -> [String] {
        let runtime = runtime
        let opening = runtime.services.openingExistingStore()
        return {
            do {
                let store = try await opening?.value ?? runtime.services.store()
                try store.recordSearch(
                    HistoryEntry(
                        command: result.kind.commandName,
                        query: result.query,
                        sort: result.sort.rawValue,
                        sources: result.sources.map(\.source.rawValue),
                        resultCount: result.items.count,
                        date: runtime.now(),
                        resultURLs: result.items.map(\.url),
                        firstPosition: result.firstPosition,
                        resultPages: result.items.map { $0.documentURL ?? "" }
                    )
                )
                return []
            } catch {
                return ["could not save the search to history: \(runtime.describe(error).message)"]
            }
        }
    }
}
