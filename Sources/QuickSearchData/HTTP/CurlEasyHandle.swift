import CCurlShim
import Foundation
import QuickSearchDomain

/// One libcurl easy handle. Reusing it for the same host reuses its open connection.
///
/// Used by one thread at a time: `CurlHandlePool` and the transfer loop (`CurlMultiDriver`) each
/// hand it out exclusively.
final class CurlEasyHandle: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    init() throws {
        try CurlGlobal.ensureInitialised()
        guard let handle = qs_curl_easy_init() else {
            throw HTTPError(
                .other,
                "libcurl could not create a transfer handle, usually for lack of memory; close other programs and try again"
            )
        }
        self.handle = handle
    }

    deinit {
        qs_curl_easy_cleanup(handle)
    }

    /// The handle as libcurl's multi interface takes it (`CurlMultiDriver`).
    var pointer: UnsafeMutableRawPointer { handle }

    /// Performs the request on the calling thread, blocking until it completes, fails, or
    /// `cancellation` is set (then it throws `CancellationError`). With `options.bodySink`, the
    /// body goes there as it arrives and the response's `body` is empty.
    func perform(
        _ request: HTTPRequest,
        userAgent: String,
        cancellation: TransferCancellation,
        options: TransferOptions = TransferOptions()
    ) throws -> HTTPResponse {
        let transfer = try prepare(request, userAgent: userAgent, cancellation: cancellation, options: options)
        let code = qs_curl_easy_perform(handle)
        return try finish(transfer, code: code)
    }

    /// Sets the handle up for the request, to be run by `qs_curl_easy_perform` or a multi handle,
    /// then read by `finish`. The returned transfer must outlive the run: its callbacks write there.
    func prepare(
        _ request: HTTPRequest,
        userAgent: String,
        cancellation: TransferCancellation,
        options: TransferOptions
    ) throws -> CurlTransfer {
        qs_curl_easy_reset(handle)
        let isHead = request.method.uppercased() == "HEAD"
        let transfer = CurlTransfer(
            request: request,
            accumulator: ResponseAccumulator(
                limit: request.maximumBodySize,
                checksAnnouncedLength: !isHead,
                cancellation: cancellation,
                options: options
            )
        )
        let context = Unmanaged.passUnretained(transfer.accumulator).toOpaque()
        for header in request.headers {
            try transfer.appendHeader("\(header.name): \(header.value)")
        }
        // Ask for no "Expect: 100-continue" delay; the list lives as long as the transfer.
        try transfer.appendHeader("Expect:")

        try set(CURLOPT_URL, "CURLOPT_URL", request.url.absoluteString)
        try set(CURLOPT_CUSTOMREQUEST, "CURLOPT_CUSTOMREQUEST", request.method.uppercased())
        if isHead {
            try set(CURLOPT_NOBODY, "CURLOPT_NOBODY", 1)
        }
        try check(qs_curl_set_slist(handle, CURLOPT_HTTPHEADER, transfer.headerList), "CURLOPT_HTTPHEADER")
        try set(CURLOPT_USERAGENT, "CURLOPT_USERAGENT", userAgent)
        try set(CURLOPT_ACCEPT_ENCODING, "CURLOPT_ACCEPT_ENCODING", "")
        try set(CURLOPT_NOSIGNAL, "CURLOPT_NOSIGNAL", 1)
        try set(CURLOPT_CONNECTTIMEOUT_MS, "CURLOPT_CONNECTTIMEOUT_MS", request.timeouts.connect.wholeMilliseconds)
        try set(CURLOPT_TIMEOUT_MS, "CURLOPT_TIMEOUT_MS", request.timeouts.total.wholeMilliseconds)
        try set(CURLOPT_FOLLOWLOCATION, "CURLOPT_FOLLOWLOCATION", request.followsRedirects ? 1 : 0)
        try set(CURLOPT_MAXREDIRS, "CURLOPT_MAXREDIRS", 5)
        try set(CURLOPT_PROTOCOLS_STR, "CURLOPT_PROTOCOLS_STR", "http,https")
        try set(CURLOPT_REDIR_PROTOCOLS_STR, "CURLOPT_REDIR_PROTOCOLS_STR", options.redirectProtocols)
        if let host = request.url.host, URLPolicy.isLoopback(host) {
            try set(CURLOPT_NOPROXY, "CURLOPT_NOPROXY", "*")
        }
        try check(
            qs_curl_set_data_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
                guard let data, let context else { return 0 }
                let accumulator = Unmanaged<ResponseAccumulator>.fromOpaque(context).takeUnretainedValue()
                let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
                // Any other count than the one offered makes libcurl abort with CURLE_WRITE_ERROR.
                return accumulator.appendBody(bytes) ? size * count : 0
            },
            "CURLOPT_WRITEFUNCTION"
        )
        try check(qs_curl_set_pointer(handle, CURLOPT_WRITEDATA, context), "CURLOPT_WRITEDATA")
        try check(
            qs_curl_set_data_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
                guard let data, let context else { return 0 }
                let accumulator = Unmanaged<ResponseAccumulator>.fromOpaque(context).takeUnretainedValue()
                let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
                return accumulator.addHeaderLine(String(decoding: bytes, as: UTF8.self)) ? size * count : 0
            },
            "CURLOPT_HEADERFUNCTION"
        )
        try check(qs_curl_set_pointer(handle, CURLOPT_HEADERDATA, context), "CURLOPT_HEADERDATA")
        // Called at least once a second while the transfer waits: the prompt way out on cancel.
        try check(
            qs_curl_set_progress_callback(handle) { context, _, _, _, _ in
                guard let context else { return 0 }
                let accumulator = Unmanaged<ResponseAccumulator>.fromOpaque(context).takeUnretainedValue()
                return accumulator.cancellation.isCancelled ? 1 : 0
            },
            "CURLOPT_XFERINFOFUNCTION"
        )
        try check(qs_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context), "CURLOPT_XFERINFODATA")
        try set(CURLOPT_NOPROGRESS, "CURLOPT_NOPROGRESS", 0)
        if options.addressPolicy != nil {
            // Every connection (the first and each redirect's) is checked at its resolved
            // address, before the socket exists: a refused address never sees a packet.
            try check(
                qs_curl_set_opensocket_callback(handle) { context, _, address in
                    guard let context, let address else { return -1 }
                    let accumulator = Unmanaged<ResponseAccumulator>.fromOpaque(context).takeUnretainedValue()
                    var bytes = [UInt8](repeating: 0, count: 16)
                    let count = Int(qs_curl_sockaddr_bytes(address, &bytes))
                    guard accumulator.permitsConnection(to: Array(bytes.prefix(count))) else { return -1 }
                    return qs_curl_open_socket(address)
                },
                "CURLOPT_OPENSOCKETFUNCTION"
            )
            try check(qs_curl_set_pointer(handle, CURLOPT_OPENSOCKETDATA, context), "CURLOPT_OPENSOCKETDATA")
        }
        return transfer
    }

    /// The response of a transfer `prepare` set up on this handle, once libcurl ended it with
    /// `code`; or why it failed.
    func finish(_ transfer: CurlTransfer, code: CURLcode) throws -> HTTPResponse {
        let request = transfer.request
        let accumulator = transfer.accumulator
        let options = accumulator.options
        if accumulator.cancellation.isCancelled {
            throw CancellationError()
        }
        if let refused = accumulator.refusedScope {
            throw TransferRefusal.address(refused)
        }
        if let failure = options.bodySink?.failure {
            throw failure
        }
        if accumulator.exceededLimit {
            throw HTTPError.tooLarge(host: request.url.host ?? "the server", limit: request.maximumBodySize)
        }
        if accumulator.exceededHeaderLimit {
            let host = request.url.host ?? "the server"
            throw HTTPError(
                .tooLarge,
                "\(host) sent headers larger than \(HTTPError.byteCount(ResponseAccumulator.headerLimit)), which were not read; check that the address is the service's own, or try again later"
            )
        }
        guard code == CURLE_OK else {
            throw CurlEasyHandle.error(for: code, request: request)
        }
        var status = 0
        try check(qs_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status), "CURLINFO_RESPONSE_CODE")
        return HTTPResponse(status: status, headers: accumulator.headers, body: accumulator.body)
    }

    private func set(_ option: CURLoption, _ name: String, _ value: Int) throws {
        try check(qs_curl_set_long(handle, option, value), name)
    }

    private func set(_ option: CURLoption, _ name: String, _ value: String) throws {
        try check(qs_curl_set_string(handle, option, value), name)
    }

    /// Throws when libcurl refused an option: a transfer without it could break a promise
    /// (a timeout, a protocol limit), so it is never attempted.
    private func check(_ code: CURLcode, _ name: String) throws {
        guard code == CURLE_OK else {
            let detail = String(cString: qs_curl_easy_strerror(code)).lowercased()
            throw HTTPError(.other, "libcurl refused \(name) (\(detail)); the request was not sent")
        }
    }

    private static func error(for code: CURLcode, request: HTTPRequest) -> HTTPError {
        let host = request.url.host ?? "the server"
        let detail = String(cString: qs_curl_easy_strerror(code)).lowercased()
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return HTTPError(.timedOut, "\(host) did not answer in time (\(detail))")
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY,
            CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_GOT_NOTHING:
            return HTTPError(.connectionFailed, "could not reach \(host) (\(detail))")
        case CURLE_PARTIAL_FILE:
            return HTTPError(.truncated, "\(host) closed the connection before the whole answer arrived")
        case CURLE_TOO_MANY_REDIRECTS:
            return HTTPError(.tooManyRedirects, "\(host) redirected too many times")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE:
            return HTTPError(.tls, "secure connection to \(host) failed (\(detail))")
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return HTTPError(.invalidURL, "cannot fetch \(request.redactedURL) (\(detail))")
        default:
            return HTTPError(.other, "request to \(host) failed (\(detail))")
        }
    }
}

/// One transfer set up on a `CurlEasyHandle`: the request, what libcurl's callbacks collect, and
/// the request's header list, which libcurl reads until the transfer ends.
final class CurlTransfer {
    let request: HTTPRequest
    fileprivate let accumulator: ResponseAccumulator
    fileprivate private(set) var headerList: UnsafeMutablePointer<curl_slist>?

    fileprivate init(request: HTTPRequest, accumulator: ResponseAccumulator) {
        self.request = request
        self.accumulator = accumulator
    }

    deinit {
        qs_curl_slist_free_all(headerList)
    }

    /// Whether the task waiting for the transfer was cancelled.
    var isCancelled: Bool { accumulator.cancellation.isCancelled }

    fileprivate func appendHeader(_ line: String) throws {
        guard let extended = qs_curl_slist_append(headerList, line) else {
            throw HTTPError(
                .other,
                "libcurl could not add a request header (out of memory); the request was not sent"
            )
        }
        headerList = extended
    }
}

/// Collects one transfer's status, headers and body from libcurl's callbacks, refusing a body
/// longer than `limit` and header lines (over all responses of the transfer) past `headerLimit`.
private final class ResponseAccumulator {
    /// 256 KiB: real APIs send a few KiB; older libcurl bounds each line but not their number.
    static let headerLimit = 256 << 10

    var body = Data()
    var headers: [String: String] = [:]
    /// The status of the latest response head read.
    private(set) var status = 0
    let limit: Int
    /// Whether a `Content-Length` past the limit is refused before the body (not for HEAD, whose
    /// length describes a body that never comes).
    let checksAnnouncedLength: Bool
    let cancellation: TransferCancellation
    /// Set when the body (or its announced length) went past `limit`.
    private(set) var exceededLimit = false
    private var headerBytes = 0
    /// Set when the header lines went past `headerLimit`.
    private(set) var exceededHeaderLimit = false

    /// Where the body goes instead of `body` (`bodySink`), if anywhere, and which addresses
    /// connections may go to (`addressPolicy`).
    let options: TransferOptions
    /// The scope of the address a connection was refused to, if one was.
    private(set) var refusedScope: NetworkAddressScope?
    private var received = 0
    private var sinkStarted = false

    init(
        limit: Int,
        checksAnnouncedLength: Bool,
        cancellation: TransferCancellation,
        options: TransferOptions
    ) {
        self.limit = limit
        self.checksAnnouncedLength = checksAnnouncedLength
        self.cancellation = cancellation
        self.options = options
    }

    /// Adds decoded body bytes; false (abort) when they would pass the limit or the sink
    /// refuses them.
    func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count <= limit - received else {
            exceededLimit = true
            return false
        }
        received += bytes.count
        guard let sink = options.bodySink else {
            body.append(contentsOf: bytes)
            return true
        }
        if !sinkStarted {
            sinkStarted = true
            guard sink.begin(status: status, headers: headers) else { return false }
        }
        return sink.write(bytes)
    }

    /// Whether a connection to the address with these raw bytes (4 or 16) is allowed; records
    /// the refusal otherwise.
    func permitsConnection(to address: [UInt8]) -> Bool {
        guard let addressPolicy = options.addressPolicy else { return true }
        let scope: NetworkAddressScope =
            switch address.count {
            case 4: NetworkAddressScope(ipv4: address)
            case 16: NetworkAddressScope(ipv6: address)
            default: .reserved
            }
        guard addressPolicy.permits(scope) else {
            refusedScope = scope
            return false
        }
        return true
    }

    /// Reads one header line; false (abort) when its `Content-Length` is past the limit.
    func addHeaderLine(_ line: String) -> Bool {
        headerBytes += line.utf8.count
        guard headerBytes <= Self.headerLimit else {
            exceededHeaderLimit = true
            return false
        }
        if line.hasPrefix("HTTP/") {
            headers.removeAll()
            body.removeAll()
            received = 0
            let fields = line.split(separator: " ", maxSplits: 2)
            status = fields.count >= 2 ? Int(fields[1]).flatMap { (100...999).contains($0) ? $0 : nil } ?? 0 : 0
            return true
        }
        guard let colon = line.firstIndex(of: ":") else { return true }
        let name = line[..<colon].trimmingSpaces().lowercased()
        let value = line[line.index(after: colon)...].trimmingSpacesAndNewlines()
        headers[name] = value
        if checksAnnouncedLength, name == "content-length", !value.isEmpty, value.allSatisfy(\.isASCII),
            value.allSatisfy(\.isNumber),
            Int(value).map({ $0 > limit }) ?? true
        {
            exceededLimit = true
            return false
        }
        return true
    }
}

/// libcurl is loaded, and `curl_global_init` run, once before any handle is made.
enum CurlGlobal {
    private static let initialisation: Result<Void, HTTPError> = {
        if let reason = qs_curl_unavailable() { return .failure(unavailable(String(cString: reason))) }
        let code = qs_curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        guard code == CURLE_OK else {
            let detail = String(cString: qs_curl_easy_strerror(code)).lowercased()
            return .failure(
                HTTPError(.other, "libcurl could not be initialised (\(detail)); check the libcurl and TLS libraries")
            )
        }
        return .success(())
    }()

    /// Throws when libcurl could not be loaded or could not set itself up (for instance, its TLS
    /// library failed to load).
    static func ensureInitialised() throws {
        try initialisation.get()
    }

    /// The failure of a machine without libcurl, given the loader's `reason`.
    static func unavailable(_ reason: String) -> HTTPError {
        HTTPError(
            .transportUnavailable,
            "libcurl, which makes every request, could not be loaded (\(reason)); install it (Debian: apt install libcurl4)"
        )
    }
}
