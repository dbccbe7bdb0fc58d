import Foundation

/// When a portal request is made and how many rows it asks for: the clock its rows are judged
/// by (a row dated after it, beyond a small margin, is not believed) and the rows asked, from
/// one (a probe) to the target's most.
public struct PortalAsk: Sendable, Hashable {
    /// When the request is made.
    public let requestedAt: Date
    /// The rows asked for.
    public let rows: Int

    /// `rows` is brought within `1...most`.
    public init(at requestedAt: Date, rows: Int, most: Int) {
        self.requestedAt = requestedAt
        self.rows = max(1, min(rows, most))
    }
}
