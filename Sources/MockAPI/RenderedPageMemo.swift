import Synchronization

/// The pages a route has rendered, by what makes each one: a page asked again is sent as it was
/// rendered, as a server publishing a forecast base sends the same bytes to every client. The
/// mock shares the machine with the client it stands in for, so making a thousand forecast rows
/// again for every request would spend the client's own cores on the upstream's work (about
/// 2.5 ms of CPU a `getVilageFcst` page). Holds at most `capacity` pages, and starts over when
/// full. A page is rendered outside the lock; two requests for a new page at once may both
/// render it, and either copy is kept.
final class RenderedPageMemo<Key: Hashable & Sendable>: Sendable {
    private let pages = Mutex<[Key: HTTPResponse]>([:])
    /// The most pages held.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The page for `key`: the one rendered before, or `render`'s, kept for the next request.
    func page(for key: Key, render: () -> HTTPResponse) -> HTTPResponse {
        if let page = pages.withLock({ $0[key] }) { return page }
        let page = render()
        pages.withLock { pages in
            if pages.count >= capacity { pages.removeAll(keepingCapacity: true) }
            pages[key] = page
        }
        return page
    }

    /// How many pages are held.
    var count: Int { pages.withLock { $0.count } }
}
