import CCurl
import Foundation

/// One libcurl easy handle. Reusing it for the same host reuses its open connection.
///
/// Used by one thread at a time: `CurlHandlePool` hands it out exclusively.
final class CurlEasyHandle: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer
    let hostKey: String

    init?(hostKey: String) {
        CurlGlobal.ensureInitialised()
        guard let handle = curl_easy_init() else { return nil }
        self.handle = handle
        self.hostKey = hostKey
    }

    deinit {
        curl_easy_cleanup(handle)
    }

    /// Performs the request on the calling thread, blocking until it completes.
    func perform(_ request: HTTPRequest, userAgent: String) throws -> HTTPResponse {
        curl_easy_reset(handle)
        let accumulator = ResponseAccumulator()
        let context = Unmanaged.passUnretained(accumulator).toOpaque()
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headerList) }
        for header in request.headers {
            headerList = curl_slist_append(headerList, "\(header.name): \(header.value)")
        }
        // Ask for no "Expect: 100-continue" delay and keep the list alive for the transfer.
        headerList = curl_slist_append(headerList, "Expect:")

        _ = qs_curl_set_string(handle, CURLOPT_URL, request.url.absoluteString)
        _ = qs_curl_set_string(handle, CURLOPT_CUSTOMREQUEST, request.method.uppercased())
        if request.method.uppercased() == "HEAD" {
            _ = qs_curl_set_long(handle, CURLOPT_NOBODY, 1)
        }
        _ = qs_curl_set_slist(handle, CURLOPT_HTTPHEADER, headerList)
        _ = qs_curl_set_string(handle, CURLOPT_USERAGENT, userAgent)
        _ = qs_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        _ = qs_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = qs_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, request.timeouts.connect.milliseconds)
        _ = qs_curl_set_long(handle, CURLOPT_TIMEOUT_MS, request.timeouts.total.milliseconds)
        _ = qs_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, request.followsRedirects ? 1 : 0)
        _ = qs_curl_set_long(handle, CURLOPT_MAXREDIRS, 5)
        _ = qs_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = qs_curl_set_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "https")
        if let host = request.url.host, URLPolicy.isLoopback(host) {
            _ = qs_curl_set_string(handle, CURLOPT_NOPROXY, "*")
        }
        _ = qs_curl_set_data_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let accumulator = Unmanaged<ResponseAccumulator>.fromOpaque(context).takeUnretainedValue()
            accumulator.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
            return size * count
        }
        _ = qs_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = qs_curl_set_data_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let accumulator = Unmanaged<ResponseAccumulator>.fromOpaque(context).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
            accumulator.addHeaderLine(String(decoding: bytes, as: UTF8.self))
            return size * count
        }
        _ = qs_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)

        let code = withExtendedLifetime(accumulator) { curl_easy_perform(handle) }
        guard code == CURLE_OK else {
            throw CurlEasyHandle.error(for: code, request: request)
        }
        var status = 0
        _ = qs_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return HTTPResponse(status: status, headers: accumulator.headers, body: accumulator.body)
    }

    private static func error(for code: CURLcode, request: HTTPRequest) -> HTTPError {
        let host = request.url.host ?? "the server"
        let detail = String(cString: curl_easy_strerror(code)).lowercased()
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

/// Collects one transfer's status, headers and body from libcurl's callbacks.
private final class ResponseAccumulator {
    var body = Data()
    var headers: [String: String] = [:]

    func addHeaderLine(_ line: String) {
        if line.hasPrefix("HTTP/") {
            headers.removeAll()
            body.removeAll()
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        headers[name] = value
    }
}

/// `curl_global_init` must run once before any handle is made.
enum CurlGlobal {
    private static let initialised: Bool = {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
    }()

    static func ensureInitialised() {
        _ = initialised
    }
}

extension Duration {
    /// Whole milliseconds, as libcurl's `_MS` options take them.
    var milliseconds: Int {
        let parts = components
        return Int(parts.seconds) * 1000 + Int(parts.attoseconds / 1_000_000_000_000_000)
    }
}
