import Foundation
import QuickSearchDomain

/// A parsed event page and where it came from.
public struct DevEventLoad: Sendable {
    public var page: DevEventPage
    /// The page's address as given (https://, http:// on loopback, or file://).
    public var source: URL
    public var origin: FetchOrigin

    public init(page: DevEventPage, source: URL, origin: FetchOrigin) {
        self.page = page
        self.source = source
        self.origin = origin
    }
}
