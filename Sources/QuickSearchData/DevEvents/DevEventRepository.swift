import Foundation
import QuickSearchDomain

/// Loads the event page: fetched only when asked, from the cache while fresh (one hour),
/// revalidated with a conditional request after that, the last good copy when offline.
/// `file://` pages are read directly and never cached.
public struct DevEventRepository: Sendable {
    /// The community list on GitHub (see docs/devevents.md for its usage policy): the catalog's page.
    public static let defaultSource = UpstreamPage.devEvent.address

    private let client: UpstreamClient
    private let parser: (any DevEventPageParser)?

    /// - Parameter parser: nil for the libxml2 parser resolving relative links against the
    ///   page's own address.
    public init(client: UpstreamClient, parser: (any DevEventPageParser)? = nil) {
        self.client = client
        self.parser = parser
    }

    /// Loads and parses the page at `source`.
    ///
    /// - Parameter refresh: revalidate with the server now, even if the cached copy is fresh.
    /// - Throws: `SourceFailure`: `.unusableContent` when the page has no events; another kind
    ///   when it cannot be read or fetched and no copy is cached.
    public func load(from source: URL, refresh: Bool) async throws -> DevEventLoad {
        let parser = self.parser ?? LibXMLDevEventPageParser(baseURL: source)
        if source.isFileURL {
            let data = try LocalPageFile.contents(of: source)
            return DevEventLoad(
                page: try DevEventPageTarget.events(in: data, parser: parser),
                source: source,
                origin: .network
            )
        }
        let target = DevEventPageTarget(pageURL: source, parser: parser)
        let fetched = try await client.fetch(target, refresh: refresh, staleOnFailure: true)
        return DevEventLoad(page: fetched.value, source: source, origin: fetched.origin)
    }

    /// Whether a copy of the page at `source` is saved (fresh or not) to fall back on.
    public func hasSavedCopy(of source: URL) -> Bool {
        !source.isFileURL && client.hasStoredAnswer(for: DevEventPageTarget(pageURL: source))
    }
}

/// A parsed event page and where it came from.
public struct DevEventLoad: Sendable {
    public var page: DevEventPage
    /// The page's address as given (https://, http:// on loopback, or file://).
    public var source: URL
    public var origin: FetchOrigin
}
