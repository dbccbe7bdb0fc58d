import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// Shared by the portal error fuzzers: every input is read by `PortalErrorReading` under each
// status whose reading depends on the body. A body starting with `<` or any status but 200 is
// never an answer; an answer's result code is `00`; a failure is one plain line in our words
// (no markup repeated), and its kind is the one its code stands for (api-facts.md §5).

private let statuses = [200, 401, 403, 429, 500, 302]

/// Any JSON value, for the envelope's items.
private struct AnyItem: Decodable {
    init(from decoder: any Decoder) {}
}

/// The kind each portal code is read as.
private func expectedKind(_ code: String) -> SourceFailure.Kind {
    switch code {
    case "20", "21", "30", "31", "32", "33": .authentication
    case "22": .rateLimited
    case "03": .noData
    case "10", "11", "12": .badRequest
    default: .unavailable
    }
}

func checkPortalError(_ body: Data) {
    let markup = body.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
    for status in statuses {
        do {
            let envelope = try PortalErrorReading.envelope(
                AnyItem.self,
                from: HTTPResponse(status: status, body: body),
                source: "fuzz"
            )
            require(status == 200, "an answer under HTTP \(status)")
            require(!markup, "markup read as an answer")
            require(envelope.resultCode == "00", "an answer with result code \(envelope.resultCode)")
        } catch let failure as SourceFailure {
            let message = failure.message
            requirePlainLine(message, "failure message", limit: 300)
            require(message.hasPrefix("fuzz: "), "a message not naming its source: \(message)")
            require(!message.contains("<") && !message.contains(">"), "markup repeated: \(message)")
            for form in ["result code ", "XML gateway code ", "XML result code ", "HTTP 403 with code "] {
                guard let range = message.range(of: "(\(form)") else { continue }
                let code = String(message[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
                require(failure.kind == expectedKind(code), "code \(code) read as \(failure.kind): \(message)")
            }
        } catch {
            fatalError("reading failed with something other than a SourceFailure: \(error)")
        }
    }
}
