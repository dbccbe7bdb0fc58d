import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The values `__complete` offers, read from what exists only: the store opened for reading
/// (nothing created, no warning), the cached event page (never fetched). What cannot be read
/// adds nothing.
struct StoredValuesService {
    let runtime: Runtime

    /// The values of `source`, each once, in order, without empty ones or control characters.
    func values(_ source: StoredCompletion) -> [String] {
        let values =
            switch source {
            case .places: placeNames()
            default: eventIDs()
            }
        var seen = Set<String>()
        return values.filter { Self.isOffered($0) && seen.insert($0).inserted }
    }

    /// A value a script can offer: one line without control characters.
    private static func isOffered(_ value: String) -> Bool {
        !value.isEmpty && !value.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private var store: QuickSearchStore? {
        try? QuickSearchStore.reading(paths: runtime.services.paths)
    }

    private func placeNames() -> [String] {
        ((try? store?.places()) ?? []).map(\.name)
    }

    /// The ids on the cached event page while it is fresh (never fetched), then the saved events'.
    private func eventIDs() -> [String] {
        var ids: [String] = []
        if let cacheURL = try? runtime.services.paths.cacheDatabaseURL,
            FileManager.default.fileExists(atPath: cacheURL.path),
            let cache = try? ResponseCache(path: cacheURL.path, busyTimeout: .milliseconds(250))
        {
            let client = UpstreamClient(
                http: runtime.services.httpClient(),
                environment: runtime.environment,
                cache: cache,
                now: runtime.now
            )
            ids += client.cachedValue(DevEventPageTarget(pageURL: pageURL)).map { $0.events.map(\.id) } ?? []
        }
        if let store, let favorites = try? DevEventFavorites(store: store).all() {
            ids += favorites.map(\.event.id)
        }
        return ids
    }

    /// The page `devevents` reads: `DEVEVENTS_SOURCE` when it is a web address, else Dev-Event.
    private var pageURL: URL {
        guard let text = runtime.environment.value("DEVEVENTS_SOURCE"), let url = URL(string: text),
            ["https", "http"].contains(url.scheme?.lowercased() ?? "")
        else {
            return DevEventRepository.defaultSource
        }
        return url
    }
}
