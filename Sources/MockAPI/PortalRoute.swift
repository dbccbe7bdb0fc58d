/// A route of the public data portal (AirKorea, KMA, UV): its error format, its paging and its
/// key check are the portal's, so a route says only which service it belongs to and how it
/// answers a request whose key was accepted.
protocol PortalRoute: MockRoute {
    /// The only `serviceKey` accepted, after one percent-decoding (`MockKey.dataGoKrServiceKey`'s value).
    var serviceKey: String { get }
    /// The service the route belongs to: which parameter asks for JSON.
    var service: PortalService { get }
    /// The operation's path, the only one the route answers.
    var path: String { get }
    /// The answer to a request whose key was accepted, as JSON or XML as `json` says.
    func answer(to request: HTTPRequest, json: Bool) -> HTTPResponse
}

extension PortalRoute {
    var format: UpstreamFormat { .portal }
    var upstream: MockUpstream? { .dataGoKr }

    func handles(_ path: String) -> Bool {
        path == self.path
    }

    /// The `pageNo` parameter.
    func pageNumber(of request: HTTPRequest) -> Int? {
        PortalPaging(request)?.pageNo
    }

    /// Page `paging` of the route's answer, `rows` being all of it, in its service's envelope.
    func page(of rows: [JSONValue], _ paging: PortalPaging, json: Bool) -> HTTPResponse {
        PortalEnvelope.page(
            paging.page(of: rows) ?? [],
            paging: paging,
            totalCount: rows.count,
            service: service,
            json: json
        )
    }

    /// The classic XML key error for a wrong or missing key; otherwise the route's answer.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard PortalGateway.accepts(request, key: serviceKey) else { return PortalGateway.unregisteredKey }
        return answer(to: request, json: service.wantsJSON(request))
    }
}

/// A portal route whose answer is rows, paged as the request asks (`pageNo`, `numOfRows`): a
/// paging it cannot read is `10`, checked before anything else, as the portal does.
protocol PortalRowsRoute: PortalRoute {
    /// Every row of the answer to a request whose key and paging were accepted; the result the
    /// portal answers instead (a missing or unreadable parameter, no data) is thrown.
    func rows(for request: HTTPRequest) throws(PortalResult) -> [JSONValue]
}

extension PortalRowsRoute {
    func answer(to request: HTTPRequest, json: Bool) -> HTTPResponse {
        guard let paging = PortalPaging(request) else { return PortalEnvelope.error(.invalidParameter, json: json) }
        do {
            return page(of: try rows(for: request), paging, json: json)
        } catch {
            return PortalEnvelope.error(error, json: json)
        }
    }
}
