import Foundation

/// The one JSON style of a program: sorted keys, no `\/` escaping, ISO 8601 times in the
/// program's time zone (`2018-12-16T09:40:08+09:00`).
public struct JSONOutput: Sendable {
    /// The zone every time is written in.
    public let timeZone: TimeZone
    private let iso8601: Date.ISO8601FormatStyle

    /// The style writing times in `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        iso8601 = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone)
    }

    /// A whole document, pretty-printed, ending with a newline; with `fields`, its records keep
    /// only those fields.
    public func document<Value: Encodable>(_ value: Value, fields: FieldSelection? = nil) throws -> String {
        let encoder = makeEncoder()
        encoder.outputFormatting.insert(.prettyPrinted)
        return Self.escapingC1Controls(
            String(decoding: try encode(value, fields: fields, with: encoder), as: UTF8.self)
        )
            + "\n"
    }

    /// One JSON Lines record, ending with a newline; with `fields`, only those fields.
    public func line<Value: Encodable>(_ value: Value, fields: FieldSelection? = nil) throws -> String {
        Self.escapingC1Controls(String(decoding: try encode(value, fields: fields, with: makeEncoder()), as: UTF8.self))
            + "\n"
    }

    private func encode<Value: Encodable>(
        _ value: Value,
        fields: FieldSelection?,
        with encoder: JSONEncoder
    ) throws -> Data {
        guard let fields else { return try encoder.encode(value) }
        return try encoder.encode(FieldFilteredValue(value: value, selection: fields))
    }

    /// JSONEncoder escapes only U+0000–U+001F; DEL and the C1 controls (U+0080–U+009F, e.g. the
    /// 8-bit CSI U+009B) would reach a terminal raw. They can only occur inside strings, where
    /// `\u00XX` means the same text.
    public static func escapingC1Controls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return json }
        var output = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                output.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// The ISO 8601 form used for every time in JSON output.
    public func timestamp(_ date: Date) -> String {
        date.formatted(iso8601)
    }

    private func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let iso8601 = iso8601
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(iso8601))
        }
        return encoder
    }
}
