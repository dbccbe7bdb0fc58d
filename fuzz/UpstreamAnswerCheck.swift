import Foundation
import QuickSearchData
import QuickSearchDomain

// Shared by the upstream JSON fuzzers: reads one body through a search target's own `decode`,
// as an answer (200) and as an error body under the statuses whose reading
// depends on the body. Decoding may fail only with a `SourceFailure`; anything else, or a trap,
// is a bug.

/// The error statuses whose meaning depends on the body (end of results, quota, upstream code).
private let errorStatuses = [400, 429, 503]

/// Reads `body` through `target` as a successful answer.
func checkAnswer<Target: RequestTarget>(_ body: Data, with target: Target) where Target.Output == MediaPageContent {
    check(HTTPResponse(status: 200, body: body), with: target)
}

/// Reads `body` through `target` as an error body under each status in `errorStatuses`.
func checkErrorBody<Target: RequestTarget>(_ body: Data, with target: Target) where Target.Output == MediaPageContent {
    for status in errorStatuses {
        check(HTTPResponse(status: status, body: body), with: target)
    }
}

private func check<Target: RequestTarget>(_ response: HTTPResponse, with target: Target) where Target.Output == MediaPageContent {
    do {
        let decoded = try target.decode(response)
        // A search target reads only pages and ends, both as lasting as a page.
        if !decoded.isCacheable {
            fatalError("a decoded answer was not cacheable: \(response.status)")
        }
        for item in decoded.value.items where item.url.isEmpty {
            fatalError("an item without a link was kept: \(item)")
        }
    } catch is SourceFailure {
        return
    } catch {
        fatalError("decoding failed with something other than a SourceFailure: \(error)")
    }
}

/// The pages a fuzzed answer is read as: the first one and the deepest one a source allows.
func fuzzedPages(lastStart: Int, lastPage: Int, size: Int) -> [PageRequest] {
    [
        PageRequest(index: 1, page: 1, start: 1, size: size),
        PageRequest(index: lastPage, page: lastPage, start: lastStart, size: size),
    ]
}
