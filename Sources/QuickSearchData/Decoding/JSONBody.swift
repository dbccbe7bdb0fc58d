import Foundation
import QuickSearchDomain

/// Decodes an upstream JSON body, reporting failure as a `SourceFailure` naming the source.
enum JSONBody {
    static func decode<Value: Decodable>(_ type: Value.Type, from body: Data, source: String) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            let reason = body.isEmpty ? "an empty answer" : "an answer that is not the expected JSON (malformed or truncated)"
            throw SourceFailure(.invalidResponse, "\(source): the upstream sent \(reason)")
        }
    }

    /// Decodes an error body if it has that shape; nil otherwise.
    static func decodeIfPossible<Value: Decodable>(_ type: Value.Type, from body: Data) -> Value? {
        try? JSONDecoder().decode(type, from: body)
    }
}
