import Foundation

/// The public data portal's answer forms (api-facts.md §5), shared by every portal route (KMA
/// and AirKorea): the `serviceKey` check, the gateway's key errors, and the service envelope
/// `{"response":{"header":{"resultCode","resultMsg"},"body":{...}}}` in JSON or XML.
enum PortalResponses {
    static let jsonContentType = "application/json;charset=UTF-8"
    static let xmlContentType = "text/xml;charset=UTF-8"

    /// A service-level result code and its message.
    struct Result: Equatable {
        var code: String
        var message: String

        static let normal = Result(code: "00", message: "NORMAL_SERVICE")
        static let applicationError = Result(code: "01", message: "APPLICATION_ERROR")
        static let noData = Result(code: "03", message: "NO_DATA")
        static let httpError = Result(code: "04", message: "HTTP_ERROR")
        static let serviceTimeout = Result(code: "05", message: "SERVICETIME_OUT")
        static let invalidParameter = Result(code: "10", message: "INVALID_REQUEST_PARAMETER_ERROR")
        static let missingParameter = Result(code: "11", message: "NO_MANDATORY_REQUEST_PARAMETERS_ERROR")
        static let requestLimitExceeded = Result(code: "22", message: "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR")
        static let keyNotRegistered = Result(code: "30", message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR")
    }

    /// Whether `request` carries `key` as its `serviceKey`. The parser has percent-decoded the
    /// query once, as the portal does, so a key sent encoded once matches and one sent raw
    /// (`+` read as a space) or encoded twice does not.
    static func hasServiceKey(_ request: HTTPRequest, _ key: String) -> Bool {
        request.queryValue("serviceKey") == key
    }

    /// The gateway's classic error: XML with HTTP 200, whatever `dataType`/`returnType` says.
    static func gatewayXML(_ result: Result, status: Int = 200) -> HTTPResponse {
        let text = "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>"
            + "<returnAuthMsg>\(result.message)</returnAuthMsg><returnReasonCode>\(result.code)</returnReasonCode>"
            + "</cmmMsgHeader></OpenAPI_ServiceResponse>"
        return HTTPResponse(status: status, headers: [MockNameValue(name: "Content-Type", value: xmlContentType)],
                            body: Array(text.utf8))
    }

    /// The gateway's newer error form: JSON with an HTTP error status.
    static func gatewayJSON(_ result: Result, status: Int, authMessage: String) -> HTTPResponse {
        let body = JSONValue.object([("OpenAPI_ServiceResponse", .object([("cmmMsgHeader", .object([
            ("errMsg", .string(result.message)),
            ("returnAuthMsg", .string(authMessage)),
            ("returnReasonCode", .string(result.code)),
        ]))]))])
        return .json(status: status, body.render(.plain), contentType: jsonContentType)
    }

    /// The answer to a request without the configured key: the classic XML form.
    static let unregisteredKey = gatewayXML(.keyNotRegistered)

    /// Whether `request` asked for JSON by `parameter` (`dataType` at KMA, `returnType` at
    /// AirKorea, case-insensitive); the portal answers XML otherwise.
    static func wantsJSON(_ request: HTTPRequest, parameter: String) -> Bool {
        request.queryValue(parameter)?.uppercased() == "JSON"
    }

    /// A service answer: `result` in the header and, when given, `body` (members in order).
    /// `headerFirst` follows the upstream's key order (KMA: header first; AirKorea: body first).
    static func envelope(_ result: Result, body: [(key: String, value: JSONValue)]?, json: Bool,
                         headerFirst: Bool = true) -> HTTPResponse {
        let header: (key: String, value: JSONValue) = ("header", .object([
            ("resultCode", .string(result.code)), ("resultMsg", .string(result.message)),
        ]))
        var members = [header]
        if let body {
            let part: (key: String, value: JSONValue) = ("body", .object(body))
            members = headerFirst ? [header, part] : [part, header]
        }
        let response = JSONValue.object([("response", .object(members))])
        guard json else {
            let text = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>" + xml(response)
            return HTTPResponse(status: 200, headers: [MockNameValue(name: "Content-Type", value: xmlContentType)],
                                body: Array(text.utf8))
        }
        return .json(status: 200, response.render(.plain), contentType: jsonContentType)
    }

    /// The XML the portal writes for the same tree: an element per member; an array repeats
    /// the element of the key holding it (`<items><item>…</item><item>…</item></items>`).
    private static func xml(_ value: JSONValue) -> String {
        guard case .object(let members) = value else { return "" }
        return members.map { element($0.key, $0.value) }.joined()
    }

    private static func element(_ name: String, _ value: JSONValue) -> String {
        switch value {
        case .string(let text): "<\(name)>\(escaped(text))</\(name)>"
        case .integer(let number): "<\(name)>\(number)</\(name)>"
        case .number(let literal): "<\(name)>\(literal)</\(name)>"
        case .null: "<\(name)></\(name)>"
        case .boolean(let flag): "<\(name)>\(flag)</\(name)>"
        case .array(let elements): elements.map { element(name, $0) }.joined()
        case .object: "<\(name)>\(xml(value))</\(name)>"
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The answer to a fault's HTTP status: the gateway's XML error with that status (a key
    /// error for 401 and 403 in the newer JSON form, the request limit for 429).
    static func forStatus(_ status: Int) -> HTTPResponse {
        switch status {
        case 401, 403: gatewayJSON(.keyNotRegistered, status: status, authMessage: "등록되지 않은 서비스키")
        case 429: gatewayXML(.requestLimitExceeded, status: 429)
        case 504: gatewayXML(.serviceTimeout, status: 504)
        default: gatewayXML(.httpError, status: status)
        }
    }

    /// A body of the envelope's shape with the wrong types.
    static let wrongTypesBody =
        #"{"response":{"header":{"resultCode":0,"resultMsg":[]},"body":{"items":"none","pageNo":"1","totalCount":{}}}}"#
}

extension PortalResponses {
    /// `pageNo` (default 1) and `numOfRows` (default 10, the portal's), or nil when either is
    /// not a positive number (up to 100,000).
    static func paging(_ request: HTTPRequest) -> (pageNo: Int, numOfRows: Int)? {
        guard let pageNo = positive(request.queryValue("pageNo"), default: 1),
              let numOfRows = positive(request.queryValue("numOfRows"), default: 10) else { return nil }
        return (pageNo, numOfRows)
    }

    /// The rows of page `pageNo` of `numOfRows`; nil for a page past the last.
    static func page<Row>(_ rows: [Row], pageNo: Int, numOfRows: Int) -> ArraySlice<Row>? {
        let (first, overflow) = (pageNo - 1).multipliedReportingOverflow(by: numOfRows)
        guard !overflow, first < rows.count else { return nil }
        return rows[first..<min(rows.count, first + numOfRows)]
    }

    private static func positive(_ text: String?, default fallback: Int) -> Int? {
        guard let text else { return fallback }
        guard let value = Int(text), (1...100_000).contains(value) else { return nil }
        return value
    }
}
