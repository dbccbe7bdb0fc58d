/// The public data portal's gateway, in front of every portal service (api-facts.md §5): the
/// `serviceKey` check and the gateway's own errors, which ignore the format the request asked for.
enum PortalGateway {
    /// Whether `request` carries `key` as its `serviceKey`. The parser has percent-decoded the
    /// query once, as the portal does, so a key sent encoded once matches and one sent raw
    /// (`+` read as a space) or encoded twice does not.
    static func accepts(_ request: HTTPRequest, key: String) -> Bool {
        request.queryValue("serviceKey") == key
    }

    /// The classic error: XML, HTTP 200 unless `status` says otherwise.
    static func xmlError(_ result: PortalResult, status: Int = 200) -> HTTPResponse {
        let text =
            "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>"
            + "<returnAuthMsg>\(result.message)</returnAuthMsg><returnReasonCode>\(result.code)</returnReasonCode>"
            + "</cmmMsgHeader></OpenAPI_ServiceResponse>"
        return HTTPResponse(
            status: status,
            headers: [MockNameValue(name: "Content-Type", value: PortalEnvelope.xmlContentType)],
            body: Array(text.utf8)
        )
    }

    /// The answer to a missing or wrong key: the classic XML error 30 with HTTP 200.
    static let unregisteredKey = xmlError(.keyNotRegistered)

    /// The newer key error: HTTP 403 JSON.
    static let keyForbidden: HTTPResponse = {
        let body = JSONValue.object([
            (
                "OpenAPI_ServiceResponse",
                .object([
                    (
                        "cmmMsgHeader",
                        .object([
                            ("errMsg", .string(PortalResult.keyNotRegistered.message)),
                            ("returnAuthMsg", .string("등록되지 않은 서비스키")),
                            ("returnReasonCode", .string(PortalResult.keyNotRegistered.code)),
                        ])
                    )
                ])
            )
        ])
        return .json(status: 403, body, style: .plain, contentType: PortalEnvelope.jsonContentType)
    }()

    /// A plain-text `Unauthorized` with HTTP 401, as reported from the gateway.
    static let unauthorized = HTTPResponse(
        status: 401,
        headers: [MockNameValue(name: "Content-Type", value: "text/plain;charset=UTF-8")],
        body: Array("Unauthorized".utf8)
    )

    /// The answer to an HTTP error status: the key errors for 401 and 403, the classic XML
    /// `04 HTTP_ERROR` for 500 (the service behind the gateway failed), and a web server's
    /// error page for the rest (the gateway itself unreachable or throttled).
    static func forStatus(_ status: Int) -> HTTPResponse {
        switch status {
        case 401: unauthorized
        case 403: keyForbidden
        case 500: xmlError(PortalResult(code: "04"), status: 500)
        default: .htmlError(status: status)
        }
    }
}

extension MockUpstream {
    /// The public data portal's gateway, in front of AirKorea, KMA and the UV index:
    /// `QSEARCH_DATA_GO_KR_URL` and its one `serviceKey`.
    public static let dataGoKr = MockUpstream(baseURLVariable: "QSEARCH_DATA_GO_KR_URL", keys: [.dataGoKrServiceKey])
}

extension MockKey {
    /// The portal's `serviceKey`, checked after one percent-decoding, as the portal does.
    public static let dataGoKrServiceKey = MockKey(
        variable: "DATA_GO_KR_SERVICE_KEY",
        defaultValue: "mock-data-go-kr-key"
    )
}

extension UpstreamFormat {
    /// The public data portal's (AirKorea, KMA): its gateway's key errors, `resultCode` errors
    /// in HTTP 200; only a daily quota.
    static let portal = UpstreamFormat(
        contentType: PortalEnvelope.jsonContentType,
        wrongTypesBody:
            #"{"response":{"header":"00","body":{"totalCount":"many","items":{"item":"none"},"pageNo":[]}}}"#,
        quota: PortalGateway.xmlError(.requestLimitExceeded),
        status: { PortalGateway.forStatus($0) },
        badRequest: { message in
            PortalEnvelope.error(PortalResult(code: PortalResult.invalidParameter.code, message: message), status: 400)
        }
    )
}
