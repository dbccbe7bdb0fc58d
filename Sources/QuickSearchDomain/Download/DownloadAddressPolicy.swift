/// Where a download may connect: the internet always; a non-internet address only when the
/// search upstream that listed the media lives in that same scope. A search answered from
/// this machine (the mock, a local mirror) may name images on this machine; a search from the
/// internet may never make the tool fetch from the user's intranet, router or cloud metadata.
public struct DownloadAddressPolicy: Sendable, Hashable {
    /// The scope of the search upstream's address.
    public let sourceScope: NetworkAddressScope

    public init(sourceScope: NetworkAddressScope) {
        self.sourceScope = sourceScope
    }

    /// Whether a connection to an address in `scope` is allowed.
    public func permits(_ scope: NetworkAddressScope) -> Bool {
        scope == .global || (scope == sourceScope && scope != .reserved)
    }
}
