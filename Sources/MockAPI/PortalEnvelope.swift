import Foundation

/// A public-data-portal service (api-facts.md §4, §6): where its answers differ from the
/// portal's common envelope.
enum PortalService {
    /// AirKorea: `returnType=json`, `NORMAL_CODE`, body before header and a bare `items` array.
    case airKorea
    /// KMA: `dataType=JSON`, `NORMAL_SERVICE`, header first, `items.item` and `dataType` in the body.
    case kma

    /// The query parameter asking for JSON (case-insensitive); the portal answers XML otherwise.
    var formatParameter: String {
        switch self {
        case .airKorea: "returnType"
        case .kma: "dataType"
        }
    }

    /// The `resultMsg` of a normal answer.
    var normalMessage: String {
        switch self {
        case .airKorea: "NORMAL_CODE"
        case .kma: "NORMAL_SERVICE"
        }
    }

    /// Whether `request` asked for JSON.
    func wantsJSON(_ request: HTTPRequest) -> Bool {
        request.queryValue(formatParameter)?.uppercased() == "JSON"
    }
}

/// A service-level result code (api-facts.md §5) and the `resultMsg` it is sent with; thrown by
/// a route whose request earns one instead of rows (`PortalRowsRoute`).
struct PortalResult: Error, Equatable {
    var code: String
    var message: String

    /// `code` with its usual message (`UNKNOWN_ERROR` for a code §5 does not list).
    init(code: String) {
        self.code = code
        message = Self.messages[code] ?? "UNKNOWN_ERROR"
    }

    /// `code` with `message` in place of its usual one.
    init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    static let noData = PortalResult(code: "03")
    static let invalidParameter = PortalResult(code: "10")
    static let missingParameter = PortalResult(code: "11")
    static let requestLimitExceeded = PortalResult(code: "22")
    static let keyNotRegistered = PortalResult(code: "30")

    private static let messages: [String: String] = [
        "01": "APPLICATION_ERROR",
        "02": "DB_ERROR",
        "03": "NO_DATA",
        "04": "HTTP_ERROR",
        "05": "SERVICETIME_OUT",
        "10": "INVALID_REQUEST_PARAMETER_ERROR",
        "11": "NO_MANDATORY_REQUEST_PARAMETERS_ERROR",
        "12": "NO_OPENAPI_SERVICE_ERROR",
        "20": "SERVICE_ACCESS_DENIED_ERROR",
        "21": "TEMPORARILY_DISABLE_THE_SERVICEKEY_ERROR",
        "22": "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR",
        "30": "SERVICE_KEY_IS_NOT_REGISTERED_ERROR",
        "31": "DEADLINE_HAS_EXPIRED_ERROR",
        "32": "UNREGISTERED_IP_ERROR",
        "33": "UNSIGNED_CALL_ERROR",
        "99": "UNKNOWN_ERROR",
    ]
}

/// `pageNo` (default 1) and `numOfRows` (default 10, the portal's) of a request.
struct PortalPaging {
    var pageNo: Int
    var numOfRows: Int

    /// The request's paging; nil when either parameter is not a number from 1 to 100,000.
    init?(_ request: HTTPRequest) {
        guard let pageNo = Self.positive(request.queryValue("pageNo"), default: 1),
            let numOfRows = Self.positive(request.queryValue("numOfRows"), default: 10)
        else { return nil }
        self.pageNo = pageNo
        self.numOfRows = numOfRows
    }

    /// This page of `rows`; nil for a page past the last.
    func page<Row>(of rows: [Row]) -> ArraySlice<Row>? {
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

/// The public data portal's service envelope, `{"response":{"header":{…},"body":{…}}}`, in
/// JSON or in the portal's XML: a page of items, or a result-code error with no body (HTTP 200
/// either way, api-facts.md §5).
enum PortalEnvelope {
    static let jsonContentType = "application/json;charset=UTF-8"
    static let xmlContentType = "text/xml;charset=UTF-8"

    /// A result-code error: `{"response":{"header":{"resultCode":…,"resultMsg":…}}}`, or the same
    /// in XML; with HTTP 200, as the portal sends them, unless `status` says otherwise.
    static func error(_ result: PortalResult, json: Bool = true, status: Int = 200) -> HTTPResponse {
        let header: [Member] = [("resultCode", .string(result.code)), ("resultMsg", .string(result.message))]
        var response = json ? jsonResponse(envelope(header: header)) : xmlResponse(envelope(header: header))
        response.status = status
        return response
    }

    /// Page `paging` of `service`'s answer, `items` being that page's items out of `totalCount`.
    /// The JSON follows the service's layout; the XML is the portal's for both: header, then
    /// `dataType` (KMA), `<items><item>…</item></items>`, `numOfRows`, `pageNo`, `totalCount`.
    static func page(
        _ items: ArraySlice<JSONValue>,
        paging: PortalPaging,
        totalCount: Int,
        service: PortalService,
        json: Bool
    ) -> HTTPResponse {
        let code: Member = ("resultCode", .string("00"))
        let message: Member = ("resultMsg", .string(service.normalMessage))
        let wrapped: Member = ("items", .object([("item", .array(Array(items)))]))
        let dataType: [Member] = service == .kma ? [("dataType", .string(json ? "JSON" : "XML"))] : []
        let pageNo: Member = ("pageNo", .integer(paging.pageNo))
        let numOfRows: Member = ("numOfRows", .integer(paging.numOfRows))
        let total: Member = ("totalCount", .integer(totalCount))
        guard json else {
            let body = dataType + [wrapped, numOfRows, pageNo, total]
            return xmlResponse(envelope(header: [code, message], body: body))
        }
        switch service {
        case .airKorea:
            let body: [Member] = [total, ("items", .array(Array(items))), pageNo, numOfRows]
            return jsonResponse(envelope(header: [message, code], body: body, bodyFirst: true))
        case .kma:
            let body = dataType + [wrapped, pageNo, numOfRows, total]
            return jsonResponse(envelope(header: [code, message], body: body))
        }
    }

    /// A member of a JSON object (an XML element).
    private typealias Member = (key: String, value: JSONValue)

    /// `{"response":{"header":{…},"body":{…}}}`, the body first when `bodyFirst` (AirKorea's
    /// JSON), without a body when it has no members (an error).
    private static func envelope(header: [Member], body: [Member] = [], bodyFirst: Bool = false) -> JSONValue {
        let parts: [Member] = [("header", .object(header))] + (body.isEmpty ? [] : [("body", .object(body))])
        return .object([("response", .object(bodyFirst ? parts.reversed() : parts))])
    }

    private static func jsonResponse(_ tree: JSONValue) -> HTTPResponse {
        .json(status: 200, tree, style: .plain, contentType: jsonContentType)
    }

    private static func xmlResponse(_ tree: JSONValue) -> HTTPResponse {
        let text = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + xml(tree)
        return HTTPResponse(
            status: 200,
            headers: [MockNameValue(name: "Content-Type", value: xmlContentType)],
            body: Array(text.utf8)
        )
    }

    /// The XML the portal writes for a tree: an element per member; an array repeats the
    /// element of the key holding it (`"item":[a,b]` → `<item>a</item><item>b</item>`).
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
}
