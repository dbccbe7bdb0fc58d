import Foundation

/// The one JSON style of every command: sorted keys, no `\/` escaping, ISO 8601 times in
/// Korea Standard Time (`2018-12-16T09:40:08+09:00`).
enum JSONOutput {
    /// A whole document, pretty-printed, ending with a newline.
    static func document<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = makeEncoder()
        encoder.outputFormatting.insert(.prettyPrinted)
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    /// One JSON Lines record, ending with a newline.
    static func line<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try makeEncoder().encode(value), as: UTF8.self) + "\n"
    }

    /// The ISO 8601 form used for every time in JSON output.
    static func timestamp(_ date: Date) -> String {
        date.formatted(iso8601)
    }

    private static let iso8601 = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: TimeZone(identifier: "Asia/Seoul") ?? .gmt)

    private static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(timestamp(date))
        }
        return encoder
    }
}
