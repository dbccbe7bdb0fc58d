import Foundation
import QuickSearchDomain

/// Turns the bytes of a Dev-Event page into a `DevEventPage`.
public protocol DevEventPageParser: Sendable {
    /// The page read from `html`. Never fails: unreadable input gives an empty page, which the
    /// caller treats as "the markup changed" (`DevEventPage.isEmpty`, `requireEvents()`).
    func parse(_ html: Data) -> DevEventPage
}
