/// The public data portal's error answers (api-facts.md §5), shared by every portal route:
/// `resultCode` errors inside an HTTP 200 JSON envelope, the gateway's classic XML key errors
/// (HTTP 200 even when JSON was asked for), its newer HTTP 403 JSON key error, and a plain-text 401.
enum PortalError {
    /// The service-level result codes and the `resultMsg` each is sent with.
    static let resultMessages: [String: String] = [
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

    static let jsonContentType = "application/json;charset=UTF-8"
    static let xmlContentType = "text/xml;charset=UTF-8"

    /// HTTP 200 with the normal envelope's header only: `{"response":{"header":{"resultCode":…}}}`.
    /// `message` replaces the code's usual `resultMsg`.
    static func resultCode(_ code: String, status: Int = 200, message: String? = nil) -> HTTPResponse {
        let body = JSONValue.object([
            ("response", .object([
                ("header", .object([
                    ("resultCode", .string(code)),
                    ("resultMsg", .string(message ?? resultMessages[code] ?? "UNKNOWN_ERROR")),
                ])),
            ])),
        ])
        return .json(status: status, body.render(.plain), contentType: jsonContentType)
    }

    /// The gateway's classic key error: XML with HTTP 200, whatever `returnType` asked for.
    static func gatewayXML(reasonCode: String) -> HTTPResponse {
        let message = resultMessages[reasonCode] ?? "UNKNOWN_ERROR"
        let body = "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>"
            + "<returnAuthMsg>\(message)</returnAuthMsg><returnReasonCode>\(reasonCode)</returnReasonCode>"
            + "</cmmMsgHeader></OpenAPI_ServiceResponse>"
        return HTTPResponse(status: 200, headers: [MockNameValue(name: "Content-Type", value: xmlContentType)],
                            body: Array(body.utf8))
    }

    /// The gateway's newer key error: HTTP 403 JSON.
    static let keyForbidden: HTTPResponse = {
        let body = JSONValue.object([
            ("OpenAPI_ServiceResponse", .object([
                ("cmmMsgHeader", .object([
                    ("errMsg", .string("SERVICE_KEY_IS_NOT_REGISTERED_ERROR")),
                    ("returnAuthMsg", .string("등록되지 않은 서비스키")),
                    ("returnReasonCode", .string("30")),
                ])),
            ])),
        ])
        return .json(status: 403, body.render(.plain), contentType: jsonContentType)
    }()

    /// A plain-text `Unauthorized` with HTTP 401, as reported from the gateway.
    static let unauthorized = HTTPResponse(
        status: 401, headers: [MockNameValue(name: "Content-Type", value: "text/plain;charset=UTF-8")],
        body: Array("Unauthorized".utf8)
    )

    /// The portal's answer to an HTTP error status: its key errors for 401 and 403, a web
    /// server's error page for the rest.
    static func forStatus(_ status: Int) -> HTTPResponse {
        switch status {
        case 401: unauthorized
        case 403: keyForbidden
        default: .htmlError(status: status)
        }
    }
}
