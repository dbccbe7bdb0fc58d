import Foundation
import QuickSearchDomain
import Synchronization

/// Runs one media search: plans every source's pages up front, fetches them all concurrently
/// (bounded per host by the HTTP client), and merges the gap-free prefix of each source.
public struct MediaSearchService: Sendable {
    private let client: UpstreamClient

    public init(client: UpstreamClient) {
        self.client = client
    }

    /// Searches `sources` (in merge order) for `query`, keeping the first `limit` merged items.
    /// Source failures are reported in the result, never thrown.
    public func search(
        _ query: MediaQuery, kind: MediaKind, sources: [any MediaSearchSource], limit: Int, refresh: Bool = false
    ) async -> MediaSearchResult {
        var results = sources.map { SourceResults(source: $0.id, plan: PagePlan(limit: limit, scheme: $0.paging)) }
        let endPages = EndedPages()
        let plans = results.map(\.plan.pages)
        let cached = refresh ? Array(repeating: [], count: sources.count) : await cachedPrefixes(sources, query: query, plans: plans)
        var pending: [[PageRequest]] = []
        for (sourceIndex, plan) in plans.enumerated() {
            for (page, content) in zip(plan, cached[sourceIndex]) {
                results[sourceIndex].record(.page(items: content.items, isEnd: content.isEnd, total: content.total), forPage: page.index)
            }
            let ended = cached[sourceIndex].last?.isEnd == true
            pending.append(ended ? [] : Array(plan.dropFirst(cached[sourceIndex].count)))
        }
        var allFromCache = true
        await withTaskGroup(of: (Int, Int, PageOutcome, Bool).self) { group in
            for (sourceIndex, source) in sources.enumerated() {
                for page in pending[sourceIndex] {
                    group.addTask {
                        if endPages.hasEnded(sourceIndex, before: page.index) {
                            return (sourceIndex, page.index, .skipped, true)
                        }
                        let (outcome, fromCache) = await fetch(source, query: query, page: page, refresh: refresh)
                        if case let .page(_, isEnd, _) = outcome, isEnd {
                            endPages.record(sourceIndex, endedAt: page.index)
                        }
                        return (sourceIndex, page.index, outcome, fromCache)
                    }
                }
            }
            for await (sourceIndex, pageIndex, outcome, fromCache) in group {
                results[sourceIndex].record(outcome, forPage: pageIndex)
                allFromCache = allFromCache && fromCache
            }
        }
        let summaries = results.map(\.summary)
        let items = MediaMerger.merge(summaries.map(\.items), order: query.sort, limit: limit)
        return MediaSearchResult(
            query: query.text, kind: kind, sort: query.sort, items: items,
            sources: summaries, servedFromCache: allFromCache
        )
    }

    /// `cachedPrefix` of every source, the sources read concurrently.
    private func cachedPrefixes(
        _ sources: [any MediaSearchSource], query: MediaQuery, plans: [[PageRequest]]
    ) async -> [[MediaPageContent]] {
        await withTaskGroup(of: (Int, [MediaPageContent]).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask { (index, cachedPrefix(source, query: query, pages: plans[index])) }
            }
            var prefixes = Array(repeating: [MediaPageContent](), count: sources.count)
            for await (index, prefix) in group {
                prefixes[index] = prefix
            }
            return prefixes
        }
    }

    /// The source's first pages as far as fresh cache entries reach, up to and including an end:
    /// a repeated search asks nothing for them, and never asks past an end it already knows.
    private func cachedPrefix<Source: MediaSearchSource>(
        _ source: Source, query: MediaQuery, pages: [PageRequest]
    ) -> [MediaPageContent] {
        var contents: [MediaPageContent] = []
        for page in pages {
            guard let content = client.cachedValue(source.target(for: query, page: page)) else { break }
            contents.append(content)
            if content.isEnd { break }
        }
        return contents
    }

    private func fetch<Source: MediaSearchSource>(
        _ source: Source, query: MediaQuery, page: PageRequest, refresh: Bool
    ) async -> (PageOutcome, Bool) {
        do {
            let fetched = try await client.fetch(source.target(for: query, page: page), refresh: refresh)
            let content = fetched.value
            return (.page(items: content.items, isEnd: content.isEnd, total: content.total), fetched.origin == .cache)
        } catch let failure as SourceFailure {
            return (.failed(failure), false)
        } catch let error as HTTPError {
            return (.failed(SourceFailure(error.sourceFailureKind, "\(source.id): \(error.message)")), false)
        } catch let error as ConfigurationError {
            return (.failed(SourceFailure(.authentication, "\(source.id): \(error.message)")), false)
        } catch {
            return (.failed(SourceFailure(.unavailable, "\(source.id): \(error)")), false)
        }
    }
}

/// The first page at which each source reported its end, shared by the page tasks so that
/// pages still waiting for a connection are not requested.
private final class EndedPages: Sendable {
    private let ends = Mutex<[Int: Int]>([:])

    func record(_ source: Int, endedAt page: Int) {
        ends.withLock { ends in
            ends[source] = min(ends[source] ?? page, page)
        }
    }

    func hasEnded(_ source: Int, before page: Int) -> Bool {
        ends.withLock { ends in
            guard let end = ends[source] else { return false }
            return end < page
        }
    }
}

extension HTTPError {
    /// The source-failure class of a transport error.
    var sourceFailureKind: SourceFailure.Kind {
        switch kind {
        case .timedOut: return .timeout
        case .truncated: return .invalidResponse
        default: return .unavailable
        }
    }
}
