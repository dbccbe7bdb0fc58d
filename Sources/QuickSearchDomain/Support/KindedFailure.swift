/// A failure of one of a set of kinds, with one line for people and the setting that would
/// help: the shape the package's errors share (`SourceFailure`, `HTTPError`, `DownloadError`),
/// each a kind of its own that callers tell failures apart by.
public struct KindedFailure<FailureKind: Hashable & Sendable>: Error, Sendable, Hashable, CustomStringConvertible {
    /// The set of classes failures are told apart by.
    public typealias Kind = FailureKind

    /// The class of failure.
    public var kind: Kind
    /// One line for people: what happened, without secrets, and what to do unless it is
    /// `remedy`'s to say.
    public var message: String
    /// The setting to change, when that is what would help; the application words it.
    public var remedy: Remedy?

    public init(_ kind: Kind, _ message: String, remedy: Remedy? = nil) {
        self.kind = kind
        self.message = message
        self.remedy = remedy
    }

    public var description: String { message }
}

extension KindedFailure: Codable where FailureKind: Codable {}
