import QuickSearchDomain

extension CurlHTTPClient {
    /// Sends `request` with its body going to `sink` as it arrives (the response's `body` is
    /// empty), within the same per-host bound, deadline and cancellation as `send`. Redirects
    /// may go to http or https; with `addressPolicy`, every connection's resolved address is
    /// checked before its socket is opened (`TransferRefusal.address` when refused). The URL
    /// is not held to `URLPolicy` (plain http to any host is allowed): the caller checks it.
    func stream(
        _ request: HTTPRequest,
        into sink: any ResponseBodySink,
        addressPolicy: DownloadAddressPolicy?
    ) async throws -> HTTPResponse {
        let hostKey = Self.hostKey(request.url)
        let options = TransferOptions(bodySink: sink, addressPolicy: addressPolicy, redirectProtocols: "http,https")
        return try await limiter.holdingSlot(for: hostKey) {
            try await perform(try Self.withinDeadline(request), hostKey: hostKey, options: options)
        }
    }
}
