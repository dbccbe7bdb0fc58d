import Foundation

/// A successful public-data-portal answer: one page of flat items, as JSON (`returnType=json`,
/// AirKorea's bare `items` array) or as the portal's default XML.
struct PortalEnvelope {
    /// The page's items; each is an object of scalars.
    var items: [JSONValue]
    var totalCount: Int
    var pageNo: Int
    var numOfRows: Int

    /// Page `pageNo` of `numOfRows` rows out of `all`.
    init(page all: [JSONValue], pageNo: Int, numOfRows: Int) {
        let first = min(all.count, (pageNo - 1) * numOfRows)
        items = Array(all[first..<min(all.count, first + numOfRows)])
        totalCount = all.count
        self.pageNo = pageNo
        self.numOfRows = numOfRows
    }

    /// The answer in the format `returnType` asks for.
    func response(json: Bool) -> HTTPResponse {
        json ? jsonResponse : xmlResponse
    }

    private var jsonResponse: HTTPResponse {
        let body = JSONValue.object([
            ("response", .object([
                ("body", .object([
                    ("totalCount", .integer(totalCount)),
                    ("items", .array(items)),
                    ("pageNo", .integer(pageNo)),
                    ("numOfRows", .integer(numOfRows)),
                ])),
                ("header", .object([("resultMsg", .string("NORMAL_CODE")), ("resultCode", .string("00"))])),
            ])),
        ])
        return .json(status: 200, body.render(.plain), contentType: PortalError.jsonContentType)
    }

    private var xmlResponse: HTTPResponse {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<response><header><resultCode>00</resultCode>"
            + "<resultMsg>NORMAL_CODE</resultMsg></header><body><items>"
        for item in items {
            text += "<item>"
            if case .object(let members) = item {
                for member in members {
                    text += "<\(member.key)>\(Self.xmlText(member.value))</\(member.key)>"
                }
            }
            text += "</item>"
        }
        text += "</items><numOfRows>\(numOfRows)</numOfRows><pageNo>\(pageNo)</pageNo>"
            + "<totalCount>\(totalCount)</totalCount></body></response>"
        return HTTPResponse(status: 200, headers: [MockNameValue(name: "Content-Type", value: PortalError.xmlContentType)],
                            body: Array(text.utf8))
    }

    /// A scalar as XML element text (null is empty).
    private static func xmlText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text):
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        case .integer(let number): String(number)
        case .number(let literal): literal
        case .boolean(let flag): flag ? "true" : "false"
        case .null, .array, .object: ""
        }
    }
}
