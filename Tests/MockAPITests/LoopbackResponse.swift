import Foundation

/// A response read off the wire by `LoopbackConnection`.
struct LoopbackResponse {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    /// The first header with this name (case-insensitive).
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    var text: String {
        String(decoding: body, as: UTF8.self)
    }

    /// The body decoded as `Value` with a plain `JSONDecoder` (types must match exactly).
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: Data(body))
    }
}
