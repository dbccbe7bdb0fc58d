import Foundation
import QuickSearchDomain

/// The one Dev-Event page (or another page of the same format), fetched over HTTP(S).
///
/// Cached for an hour and revalidated with ETag / Last-Modified; a page that parses to no events,
/// or is too large to read, is an error and is never cached, so the last good copy stays.
public struct DevEventPageTarget: RequestTarget {
    public let pageURL: URL
    public let parser: any DevEventPageParser
    public let lifetime: Duration

    public init(
        pageURL: URL,
        parser: any DevEventPageParser = LibXMLDevEventPageParser(),
        lifetime: Duration = .seconds(3600)
    ) {
        self.pageURL = pageURL
        self.parser = parser
        self.lifetime = lifetime
    }

    /// The catalog's Dev-Event upstream, serving this page.
    public var upstream: Upstream { Upstream.devEvent.serving(pageURL) }

    public var path: String {
        let components = URLComponents(url: pageURL, resolvingAgainstBaseURL: false)
        return components?.percentEncodedPath ?? "/"
    }

    public var queryItems: [(name: String, value: String)] {
        let components = URLComponents(url: pageURL, resolvingAgainstBaseURL: false)
        return (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }
    }

    public var cacheLifetime: Duration? { lifetime }

    /// The largest page read, fetched or from a file: the catalog's limit for the Dev-Event page.
    public static let maximumPageSize = Upstream.devEvent.limits.maximumBodySize

    public func decode(_ response: HTTPResponse) throws -> Decoded<DevEventPage> {
        guard (200...299).contains(response.status) else {
            throw SourceFailure.status(response.status, upstream: upstream, source: answerName)
        }
        return Decoded(try DevEventPageTarget.events(in: response.body, parser: parser), isCacheable: true)
    }

    /// The page's events, or a `.unusableContent` failure saying why there are none (no event
    /// section, or a page too large to read); `.configuration` when libxml2 cannot be loaded.
    static func events(in data: Data, parser: any DevEventPageParser) throws(SourceFailure) -> DevEventPage {
        do {
            return try parser.read(data)
        } catch {
            throw SourceFailure(
                error.code == DevEventPageError.parserUnavailableCode ? .configuration : .unusableContent,
                error.message
            )
        }
    }
}
