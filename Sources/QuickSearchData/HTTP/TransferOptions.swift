import QuickSearchDomain

/// How a transfer differs from an API call's: where its body goes, which addresses it may
/// connect to, and which protocols its redirects may use.
struct TransferOptions: Sendable {
    /// Receives the body as it arrives instead of the response holding it.
    var bodySink: (any ResponseBodySink)?
    /// Checked against every address libcurl connects to; nil: no check.
    var addressPolicy: DownloadAddressPolicy?
    /// libcurl's `CURLOPT_REDIR_PROTOCOLS_STR`: https only for API calls.
    var redirectProtocols = "https"
}

/// Takes a response body piece by piece on the transfer's thread.
protocol ResponseBodySink: AnyObject, Sendable {
    /// Called once, before the first body bytes of the final response, with its status and
    /// headers (names lower-cased); false aborts the transfer.
    func begin(status: Int, headers: [String: String]) -> Bool
    /// The next decoded body bytes; false aborts the transfer.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool
    /// Why the sink aborted the transfer, thrown by the transfer in place of libcurl's error.
    var failure: DownloadError? { get }
}

/// A connection the transfer's `DownloadAddressPolicy` refused.
enum TransferRefusal: Error {
    case address(NetworkAddressScope)
}
