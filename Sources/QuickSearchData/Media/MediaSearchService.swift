import Foundation
import QuickSearchDomain

/// Runs one media search: plans every source's pages up front, reads what the cache holds,
/// fetches the rest concurrently (at most `pagesInFlightPerSource` per source, fewer if the HTTP
/// client's per-host bound is lower), and merges the gap-free prefix of each source. A page is
/// started only while its source has not reported an end, so a short source costs no extra
/// requests beyond the pages already in flight.
public struct MediaSearchService: Sendable {
    private let client: UpstreamClient

    /// Pages of one source requested at the same time: enough for `--limit 300` in one round
    /// (Naver 3, Kakao 4), few enough that a source ending early wastes little quota.
    static let pagesInFlightPerSource = 8

    public init(client: UpstreamClient) {
        self.client = client
    }

    /// Searches `sources` (in merge order) for `query`, keeping `limit` merged items after the
    /// first `offset` (`--page`, `--offset`). Source failures are reported in the result, never
    /// thrown.
    ///
    /// The merge is not separable by source (where result 31 comes from depends on results 1-30
    /// of every source), so an offset costs the pages before it: each source is planned for
    /// `offset + limit` items, in pages of the size a search of `limit` asks for, and the merged
    /// list cut after. The screens already shown are in the cache, so going on from them asks
    /// only for the pages after.
    ///
    /// At the `deadline` the requests still running are cancelled and every source still
    /// waiting for a page reports a `timeout` failure ("cut short"); the pages each source
    /// finished before its first unfinished one still count.
    public func search(
        _ query: MediaQuery,
        kind: MediaKind,
        sources: [any MediaSearchSource],
        limit: Int,
        offset: Int = 0,
        refresh: Bool = false,
        deadline: SearchDeadline? = nil
    ) async -> MediaSearchResult {
        let depth = offset + limit
        var results = sources.map {
            SourceResults(
                source: $0.id,
                plan: PagePlan(limit: depth, scheme: $0.paging, screen: offset > 0 ? limit : nil)
            )
        }
        let plans = results.map(\.plan.pages)
        let cached = refresh ? plans.map { _ in [] } : await cachedPrefixes(sources, query: query, plans: plans)
        var pending: [[PageRequest]] = []
        for (sourceIndex, plan) in plans.enumerated() {
            for (page, content) in zip(plan, cached[sourceIndex]) {
                results[sourceIndex].record(
                    .page(items: content.items, isEnd: content.isEnd, total: content.total),
                    forPage: page.index
                )
            }
            let ended = cached[sourceIndex].last?.isEnd == true
            pending.append(ended ? [] : Array(plan.dropFirst(cached[sourceIndex].count)))
        }
        let allFromCache = await fetch(
            pending,
            of: sources,
            query: query,
            refresh: refresh,
            deadline: deadline,
            into: &results
        )
        let summaries = results.map(\.summary)
        let merged = MediaMerger.merge(summaries.map(\.items), order: query.sort, limit: depth)
        return MediaSearchResult(
            query: query.text,
            kind: kind,
            sort: query.sort,
            offset: offset,
            items: Array(merged.dropFirst(offset)),
            sources: summaries,
            servedFromCache: allFromCache
        )
    }

    /// What a child task of `fetch` reports.
    private enum FetchEvent: Sendable {
        case page(source: Int, page: Int, outcome: PageOutcome, fromCache: Bool)
        case deadlineReached
        case deadlineNotNeeded
    }

    /// Fetches `pending[i]` of `sources[i]`, at most `pagesInFlightPerSource` of a source at a
    /// time, starting a page only while its source has neither ended nor failed before it.
    /// Returns whether every page came from the cache.
    private func fetch(
        _ pending: [[PageRequest]],
        of sources: [any MediaSearchSource],
        query: MediaQuery,
        refresh: Bool,
        deadline: SearchDeadline?,
        into results: inout [SourceResults]
    ) async -> Bool {
        var allFromCache = true
        var queues = pending.map { $0[...] }
        var inFlight = sources.map { _ in Set<Int>() }
        await withTaskGroup(of: FetchEvent.self) { group in
            func startNext(_ sourceIndex: Int) {
                guard let page = queues[sourceIndex].popFirst() else { return }
                let source = sources[sourceIndex]
                inFlight[sourceIndex].insert(page.index)
                group.addTask {
                    let (outcome, fromCache) = await fetch(
                        source,
                        query: query,
                        page: page,
                        refresh: refresh,
                        deadline: deadline
                    )
                    return .page(source: sourceIndex, page: page.index, outcome: outcome, fromCache: fromCache)
                }
            }
            for sourceIndex in sources.indices {
                for _ in 0..<Self.pagesInFlightPerSource { startNext(sourceIndex) }
            }
            guard inFlight.contains(where: { !$0.isEmpty }) else { return }
            if let deadline {
                group.addTask {
                    do {
                        try await deadline.reached()
                        return .deadlineReached
                    } catch {
                        return .deadlineNotNeeded
                    }
                }
            }
            for await event in group {
                switch event {
                case .page(let sourceIndex, let pageIndex, let outcome, let fromCache):
                    inFlight[sourceIndex].remove(pageIndex)
                    results[sourceIndex].record(outcome, forPage: pageIndex)
                    allFromCache = allFromCache && fromCache
                    switch outcome {
                    case .page(_, isEnd: true, _), .failed:
                        queues[sourceIndex].removeAll { $0.index > pageIndex }
                    default:
                        break
                    }
                    startNext(sourceIndex)
                    if inFlight.allSatisfy(\.isEmpty) {
                        group.cancelAll()
                    }
                case .deadlineReached:
                    guard let deadline else { break }
                    for sourceIndex in sources.indices {
                        let unfinished = inFlight[sourceIndex].union(queues[sourceIndex].map(\.index))
                        guard let first = unfinished.min() else { continue }
                        let failure = deadline.cutShort(source: sources[sourceIndex].id.rawValue)
                        results[sourceIndex].record(.failed(failure), forPage: first)
                    }
                    allFromCache = false
                    group.cancelAll()
                    return
                case .deadlineNotNeeded:
                    break
                }
            }
        }
        return allFromCache
    }

    /// `cachedPrefix` of every source, the sources read concurrently.
    private func cachedPrefixes(
        _ sources: [any MediaSearchSource],
        query: MediaQuery,
        plans: [[PageRequest]]
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
        _ source: Source,
        query: MediaQuery,
        pages: [PageRequest]
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
        _ source: Source,
        query: MediaQuery,
        page: PageRequest,
        refresh: Bool,
        deadline: SearchDeadline?
    ) async -> (PageOutcome, Bool) {
        do {
            let fetched = try await client.fetch(
                source.target(for: query, page: page),
                refresh: refresh,
                deadline: deadline?.instant
            )
            let content = fetched.value
            return (.page(items: content.items, isEnd: content.isEnd, total: content.total), fetched.origin == .cache)
        } catch let failure where failure.kind == .timeout && deadline.map({ .now >= $0.instant }) == true {
            // The transfer's own limit, cut to the deadline, fired before the deadline's timer.
            return (.failed(deadline?.cutShort(source: source.id.rawValue) ?? failure), false)
        } catch {
            return (.failed(error), false)
        }
    }
}
