import Foundation
import QuickSearchDomain

/// What the public data portal's answers mean, read before the JSON is decoded: its gateway's
/// XML key errors (HTTP 200 even when JSON was asked for), its HTTP 403 JSON key error, a
/// plain-text 401, HTTP statuses, and `resultCode` errors inside HTTP 200 JSON answers
/// (api-facts.md §5). Each becomes one `SourceFailure` line in our own words, saying which
/// form it came in; the upstream's text is never repeated and the key never appears.
public enum PortalErrorReading {
    /// How many leading bytes of an XML answer are scanned for its codes.
    static let scannedXMLBytes = 16 * 1024

    /// The envelope of a normal answer; a thrown `SourceFailure` for every error form.
    public static func envelope<Item: Decodable>(
        _ type: Item.Type,
        from response: HTTPResponse,
        source: String
    ) throws -> PortalEnvelope<Item> {
        let body = response.body
        if body.first(where: { !Self.isSpace($0) }) == UInt8(ascii: "<") {
            try readMarkup(response, source: source)
        }
        guard response.status == 200 else {
            try readStatus(response, source: source)
        }
        let envelope: PortalEnvelope<Item>
        do {
            envelope = try JSONBody.decode(PortalEnvelope<Item>.self, from: body, source: source)
        } catch let failure as SourceFailure {
            // An error answer with a body of an unexpected shape still says what went wrong.
            if let code = JSONBody.decodeIfPossible(ResultHeader.self, from: body)?.code, code != "00" {
                throw resultFailure(code: code, form: "result code", source: source)
            }
            throw failure
        }
        guard envelope.resultCode == "00" else {
            throw resultFailure(code: envelope.resultCode, form: "result code", source: source)
        }
        return envelope
    }

    /// A body starting with `<`: the gateway's XML error, an XML answer where JSON was asked
    /// for, or a web page.
    private static func readMarkup(_ response: HTTPResponse, source: String) throws -> Never {
        let text = String(decoding: response.body.prefix(scannedXMLBytes), as: UTF8.self)
        if let code = element("returnReasonCode", in: text) {
            throw resultFailure(code: code, form: "XML gateway code", source: source)
        }
        if let message = element("returnAuthMsg", in: text) {
            let code =
                message.contains("SERVICE_KEY_IS_NOT_REGISTERED")
                ? "30"
                : message.contains("LIMITED_NUMBER_OF_SERVICE_REQUESTS") ? "22" : "99"
            throw resultFailure(code: code, form: "XML gateway code", source: source)
        }
        if let code = element("resultCode", in: text), code != "00" {
            throw resultFailure(code: code, form: "XML result code", source: source)
        }
        guard response.status == 200 else {
            try readStatus(response, source: source)
        }
        throw SourceFailure(
            .invalidResponse,
            "\(source): the portal sent XML or a web page where JSON was asked for; try again later, or report it if it persists"
        )
    }

    /// An answer whose status is not 200.
    private static func readStatus(_ response: HTTPResponse, source: String) throws -> Never {
        let status = response.status
        switch status {
        case 401:
            throw SourceFailure(
                .authentication,
                "\(source): the portal refused the service key (HTTP 401 Unauthorized); check DATA_GO_KR_SERVICE_KEY (a new key takes up to an hour to become active)"
            )
        case 403:
            let code = JSONBody.decodeIfPossible(GatewayError.self, from: response.body)?.code ?? "20"
            throw resultFailure(code: code, form: "HTTP 403 with code", source: source)
        case 429:
            throw SourceFailure(.rateLimited, "\(source): the portal limits requests (HTTP 429); try again later")
        case 300...399:
            throw SourceFailure(
                .badRequest,
                "\(source): the portal answered with a redirect (HTTP \(status)), which is never followed with keys; check QSEARCH_DATA_GO_KR_URL or your proxy"
            )
        case 500...599:
            throw SourceFailure(.unavailable, "\(source): the portal failed (HTTP \(status)); try again later")
        default:
            throw SourceFailure(
                .badRequest,
                "\(source): the portal rejected the request (HTTP \(status)); check QSEARCH_DATA_GO_KR_URL, or report it if it persists"
            )
        }
    }

    /// The failure a portal code (`resultCode` or the gateway's `returnReasonCode`) stands for,
    /// naming the form it came in (`result code`, `XML gateway code`).
    public static func resultFailure(code rawCode: String, form: String, source: String) -> SourceFailure {
        let code = rawCode.trimmingSpaces()
        guard (1...4).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return SourceFailure(
                .invalidResponse,
                "\(source): the portal's answer has an unreadable \(form); try again later, or report it if it persists"
            )
        }
        let origin = "\(form) \(code)"
        switch code {
        case "30":
            return SourceFailure(
                .authentication,
                "\(source): the service key is not registered (\(origin)); check DATA_GO_KR_SERVICE_KEY: a newly issued key takes up to an hour to become active"
            )
        case "31":
            return SourceFailure(
                .authentication,
                "\(source): the service key's period of use has ended (\(origin)); extend the application on data.go.kr"
            )
        case "32":
            return SourceFailure(
                .authentication,
                "\(source): this computer's IP address is not registered for the service key (\(origin)); register it on data.go.kr"
            )
        case "20":
            return SourceFailure(
                .authentication,
                "\(source): access denied: the service key is not approved for this API (\(origin)); apply for it on data.go.kr"
            )
        case "21":
            return SourceFailure(
                .authentication,
                "\(source): the service key is temporarily disabled (\(origin)); check its status on data.go.kr"
            )
        case "33":
            return SourceFailure(
                .authentication,
                "\(source): the call was not signed (\(origin)); check DATA_GO_KR_SERVICE_KEY"
            )
        case "22":
            return SourceFailure(
                .rateLimited,
                "\(source): the daily request quota is exceeded (\(origin)): development keys get 500 calls a day per operation; try again tomorrow"
            )
        case "03":
            return SourceFailure(
                .noData,
                "\(source): no data published for this request yet (\(origin)); try again later"
            )
        case "05":
            return SourceFailure(.unavailable, "\(source): the portal's service timed out (\(origin)); try again later")
        case "01", "02", "04", "99":
            return SourceFailure(.unavailable, "\(source): the portal's service failed (\(origin)); try again later")
        case "10", "11", "12":
            return SourceFailure(
                .badRequest,
                "\(source): the portal rejected the request's parameters (\(origin)); check QSEARCH_DATA_GO_KR_URL, or report it if it persists"
            )
        default:
            return SourceFailure(
                .unavailable,
                "\(source): the portal answered with an unknown error (\(origin)); try again later"
            )
        }
    }

    /// The trimmed text of the first `<name>…</name>` in `text`, at most 64 characters; nil
    /// when there is none.
    static func element(_ name: String, in text: String) -> String? {
        guard let open = text.range(of: "<\(name)>"),
            let close = text.range(of: "</\(name)>", range: open.upperBound..<text.endIndex)
        else { return nil }
        let value = text[open.upperBound..<close.lowerBound].trimmingSpacesAndNewlines()
        return value.count <= 64 ? value : nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }

    /// The header of a JSON answer alone: `{"response":{"header":{"resultCode":"03"}}}`.
    private struct ResultHeader: Decodable {
        var code: String?

        private enum Keys: String, CodingKey { case response, header, resultCode }

        init(from decoder: any Decoder) throws {
            let header = try decoder.container(keyedBy: Keys.self)
                .nestedContainer(keyedBy: Keys.self, forKey: .response)
                .nestedContainer(keyedBy: Keys.self, forKey: .header)
            code = try header.decodeIfPresent(PortalText.self, forKey: .resultCode)?.text
        }
    }

    /// The gateway's JSON key error: `{"OpenAPI_ServiceResponse":{"cmmMsgHeader":{"returnReasonCode":"30"}}}`.
    private struct GatewayError: Decodable {
        var code: String?

        private enum Keys: String, CodingKey {
            case cmmMsgHeader, returnReasonCode
            case serviceResponse = "OpenAPI_ServiceResponse"
        }

        init(from decoder: any Decoder) throws {
            let header = try decoder.container(keyedBy: Keys.self)
                .nestedContainer(keyedBy: Keys.self, forKey: .serviceResponse)
                .nestedContainer(keyedBy: Keys.self, forKey: .cmmMsgHeader)
            code = try header.decodeIfPresent(PortalText.self, forKey: .returnReasonCode)?.text
        }
    }
}
