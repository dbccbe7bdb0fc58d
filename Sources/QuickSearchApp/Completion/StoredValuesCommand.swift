import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch __complete places|events` (hidden): the values a completion script offers from the
/// user's store, one a line. It only reads what exists (no folder or file is created, no request
/// is made), and it never fails loudly: whatever cannot be read adds nothing, silently, exit 0.
struct StoredValuesCommand: RunnableCommand {
    let source: StoredCompletion

    static let spec = CommandSpec(
        name: "__complete",
        abstract: "Print the saved values a completion script offers, one a line (for the scripts).",
        positionals: [kind]
    ).hidden()

    static let kind = Argument<String>("kind", help: "places or events.")

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        let name = parsed[Self.kind]
        guard let source = StoredCompletion.all.first(where: { $0.rawValue == name }) else {
            let names = StoredCompletion.all.map(\.rawValue).joined(separator: ", ")
            throw parsed.usageError("nothing to complete called '\(name)'; choose one of: \(names)")
        }
        self.source = source
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let values = source == .places ? Self.placeNames(context) : Self.eventIDs(context)
        var seen = Set<String>()
        for value in values where Self.isOffered(value) && seen.insert(value).inserted {
            context.stdout.write(value + "\n")
        }
        return .success
    }

    /// A value a script can offer: one line without control characters.
    static func isOffered(_ value: String) -> Bool {
        !value.isEmpty && !value.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private static func store(_ context: CommandContext) -> QuickSearchStore? {
        try? QuickSearchStore.reading(paths: AppPaths(environment: context.environment.variables))
    }

    private static func placeNames(_ context: CommandContext) -> [String] {
        ((try? store(context)?.places()) ?? []).map(\.name)
    }

    /// The ids on the cached event page while it is fresh (never fetched), then the saved events'.
    private static func eventIDs(_ context: CommandContext) -> [String] {
        var ids: [String] = []
        let paths = AppPaths(environment: context.environment.variables)
        if let cacheURL = try? paths.cacheDatabaseURL, FileManager.default.fileExists(atPath: cacheURL.path),
            let cache = try? ResponseCache(path: cacheURL.path, busyTimeout: .milliseconds(250))
        {
            let client = Services(context: context, program: "devevents").upstreamClient(cache: cache)
            let page = client.cachedValue(DevEventPageTarget(pageURL: pageURL(context.environment)))
            ids += page?.events.map(\.id) ?? []
        }
        if let store = store(context), let favorites = try? DevEventFavorites(store: store).all() {
            ids += favorites.map(\.event.id)
        }
        return ids
    }

    /// The page `devevents` reads: `DEVEVENTS_SOURCE` when it is a web address, else Dev-Event.
    private static func pageURL(_ environment: Environment) -> URL {
        guard let text = environment.value("DEVEVENTS_SOURCE"), let url = URL(string: text),
            ["https", "http"].contains(url.scheme?.lowercased() ?? "")
        else {
            return DevEventRepository.defaultSource
        }
        return url
    }
}

extension StoredCompletion {
    /// The names of the saved places (`qsearch places list`).
    static let places = StoredCompletion(rawValue: "places")
    /// The ids of the events on the cached page and of the saved events.
    static let events = StoredCompletion(rawValue: "events")
    /// Every kind `__complete` answers for.
    static let all: [StoredCompletion] = [.places, .events]
}
