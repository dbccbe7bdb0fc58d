import Foundation
import QuickSearchDomain

/// Decodes an upstream JSON body, reporting failure as a `SourceFailure` naming the source and,
/// for a body of the wrong shape, where it went wrong (`documents[3].width: expected a number`).
///
/// A body is read by `TapeDecoding` first, which reads what it reads exactly as `JSONDecoder`
/// does, several times faster; a body it leaves (malformed, of another shape, or a case it does
/// not read) is decoded by `JSONDecoder`, whose value or error is then the answer.
enum JSONBody {
    /// The longest coding path shown in a message, in characters.
    static let maximumPathLength = 80

    static func decode<Value: Decodable>(_ type: Value.Type, from body: Data, source: String) throws -> Value {
        if let value = TapeDecoding.decode(type, from: body) { return value }
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw SourceFailure(.invalidResponse, "\(source): \(description(of: error, body: body))")
        } catch {
            throw SourceFailure(.invalidResponse, "\(source): the upstream sent \(malformed(body))")
        }
    }

    /// Decodes an error body if it has that shape; nil otherwise.
    static func decodeIfPossible<Value: Decodable>(_ type: Value.Type, from body: Data) -> Value? {
        TapeDecoding.decode(type, from: body) ?? (try? JSONDecoder().decode(type, from: body))
    }

    private static func malformed(_ body: Data) -> String {
        body.isEmpty ? "an empty answer" : "an answer that is not the expected JSON (malformed or truncated)"
    }

    /// One line built from the coding path and our own words only: the decoder's own
    /// descriptions may quote the upstream's text, which could hold anything.
    private static func description(of error: DecodingError, body: Data) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            return unexpected(at: context.codingPath, "expected \(expectation(for: type))")
        case .valueNotFound(let type, let context):
            return unexpected(at: context.codingPath, "expected \(expectation(for: type)), found null")
        case .keyNotFound(let key, let context):
            return unexpected(at: context.codingPath + [key], "missing")
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return unexpected(at: context.codingPath, "unreadable value")
        default:
            return "the upstream sent \(malformed(body))"
        }
    }

    private static func unexpected(at path: [any CodingKey], _ problem: String) -> String {
        path.isEmpty ? "unexpected answer: \(problem)" : "unexpected answer at \(text(of: path)): \(problem)"
    }

    /// `documents[3].width`, cut to `maximumPathLength`; key names pass through `PlainText`
    /// since a dictionary's keys come from the upstream.
    static func text(of path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + PlainText.excerpt(key.stringValue, limit: 40)
            }
        }
        return PlainText.excerpt(text, limit: maximumPathLength)
    }

    private static func expectation(for type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Bool.Type: return "true or false"
        case is Int.Type, is Double.Type, is Float.Type, is Int64.Type: return "a number"
        case is [Any].Type: return "a list"
        case is [String: Any].Type: return "an object"
        default: return "a value of another type"
        }
    }
}
