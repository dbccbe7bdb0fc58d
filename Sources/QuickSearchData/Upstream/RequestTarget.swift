import Foundation

/// One upstream operation as a value: where it goes, what it sends, and how its answer reads.
///
/// In the manner of Moya's `TargetType`, but `Sendable` and typed. Credentials are not part of
/// the target: `UpstreamClient` adds them after the cache key is made, so keys never reach it.
public protocol RequestTarget: Sendable {
    associatedtype Output: Sendable

    var upstream: Upstream { get }
    /// The name messages about this target's answers start with (`kakao-image`). Default: the
    /// upstream's name.
    var answerName: String { get }
    /// Path below the base URL, starting with `/`.
    var path: String { get }
    var method: String { get }
    var queryItems: [(name: String, value: String)] { get }
    /// How long a successful answer may be served from the cache; nil: never cached.
    var cacheLifetime: Duration? { get }
    /// The longest answer accepted, in decoded bytes: a longer one fails with
    /// `HTTPError.tooLarge` and is never cached. Default: the upstream's limit.
    var maximumBodySize: Int { get }
    /// Whether other requests wait on this answer (the nearest stations before their readings,
    /// a point's region code before its UV index): waiting for a connection to a busy host, a
    /// look-up goes before the rest, so that a chain is not held behind its leaves. Default:
    /// false.
    var isLookup: Bool { get }

    /// How the output is kept in compact form beside a cached answer, so that a repeat reads it
    /// back instead of decoding the answer again. Default: the standard form when `Output` is
    /// `CompactStorable`, else none.
    static var compactForm: CompactForm<Output>? { get }

    /// Reads a response of any status: a value and whether the answer may be kept for
    /// `cacheLifetime`, or a thrown `SourceFailure` saying what the upstream's error means
    /// (anything else it throws reaches callers as an unreadable answer).
    func decode(_ response: HTTPResponse) throws -> Decoded<Output>
}

extension RequestTarget {
    public var answerName: String { upstream.name }
    public var method: String { "GET" }
    public var cacheLifetime: Duration? { nil }
    public var maximumBodySize: Int { upstream.limits.maximumBodySize }
    public var isLookup: Bool { false }
    public static var compactForm: CompactForm<Output>? { nil }
}

extension RequestTarget where Output: CompactStorable {
    public static var compactForm: CompactForm<Output>? { .standard }
}

/// A target whose upstream is the same for every request, so that whatever makes such targets
/// (a media source) takes its upstream from the target type and cannot disagree with it.
public protocol FixedUpstreamTarget: RequestTarget {
    static var fixedUpstream: Upstream { get }
}

extension FixedUpstreamTarget {
    public var upstream: Upstream { Self.fixedUpstream }
}
