import Foundation

/// The one JSON style of a program: sorted keys, no `\/` escaping, ISO 8601 times in the
/// program's time zone (`2018-12-16T09:40:08+09:00`).
public struct JSONOutput: Sendable {
    /// The zone every time is written in: a zone, or a fixed offset from UTC in seconds, which
    /// a program makes without starting Foundation's time-zone machinery (most runs write no time).
    private enum Zone: Sendable {
        case zone(TimeZone)
        case fixedOffset(Int)
    }

    private let zone: Zone

    /// The zone every time is written in.
    public var timeZone: TimeZone {
        switch zone {
        case .zone(let timeZone): timeZone
        case .fixedOffset(let seconds): TimeZone(secondsFromGMT: seconds) ?? .gmt
        }
    }

    /// The style writing times in `timeZone`.
    public init(timeZone: TimeZone) {
        zone = .zone(timeZone)
    }

    /// The style writing times at a fixed offset from UTC (`9 * 3600`: `+09:00`), as
    /// `init(timeZone: TimeZone(secondsFromGMT:))` would.
    public init(fixedOffsetSeconds seconds: Int) {
        zone = .fixedOffset(seconds)
    }

    /// A whole document, pretty-printed, ending with a newline; with `fields`, its records keep
    /// only those fields.
    public func document<Value: Encodable>(_ value: Value, fields: FieldSelection? = nil) throws -> String {
        String(decoding: try documentUTF8(value, fields: fields), as: UTF8.self)
    }

    /// One JSON Lines record, ending with a newline; with `fields`, only those fields.
    public func line<Value: Encodable>(_ value: Value, fields: FieldSelection? = nil) throws -> String {
        String(decoding: try lineUTF8(value, fields: fields), as: UTF8.self)
    }

    /// `document(_:fields:)` in UTF-8, for a sink that takes it as it is.
    func documentUTF8<Value: Encodable>(_ value: Value, fields: FieldSelection? = nil) throws -> [UInt8] {
        try encode(value, fields: fields, pretty: true)
    }

    /// `documentUTF8(_:fields:)` handed to `write` in pieces as it is made (about 64 KB each,
    /// see `JSONTextWriter.pieceSize`), so that a long list of records is never held whole as
    /// text; nothing is handed over when `value` fails to encode.
    func writeDocument<Value: Encodable>(
        _ value: Value,
        fields: FieldSelection? = nil,
        to write: @escaping ([UInt8]) -> Void
    ) throws {
        var writer = JSONTextWriter(pretty: true, flush: write)
        writer.write(try tree(of: value, fields: fields))
        writer.newline()
        write(writer.bytes)
    }

    /// `line(_:fields:)` in UTF-8, for a sink that takes it as it is.
    func lineUTF8<Value: Encodable>(_ value: Value, fields: FieldSelection? = nil) throws -> [UInt8] {
        try encode(value, fields: fields, pretty: false)
    }

    /// The text `JSONEncoder` would write for `value` (see `JSONTreeEncoder`), with DEL and the
    /// C1 controls escaped as well (see `JSONTextWriter`), and a newline.
    private func encode<Value: Encodable>(_ value: Value, fields: FieldSelection?, pretty: Bool) throws -> [UInt8] {
        var writer = JSONTextWriter(pretty: pretty)
        writer.write(try tree(of: value, fields: fields))
        writer.newline()
        return writer.bytes
    }

    /// `value`, with only `fields` in its records when given, as a tree (see `JSONTreeEncoder`).
    private func tree<Value: Encodable>(of value: Value, fields: FieldSelection?) throws -> JSONNode {
        let date = { (date: Date) in timestamp(date) }
        if let fields {
            return try JSONTreeEncoder.tree(of: FieldFilteredValue(value: value, selection: fields), date: date)
        }
        return try JSONTreeEncoder.tree(of: value, date: date)
    }

    /// The ISO 8601 form used for every time in JSON output: `2018-12-16T09:40:08+09:00`
    /// (whole seconds, as `Date.ISO8601FormatStyle` writes it, which is asked only for what the
    /// arithmetic of `ISO8601Timestamp` leaves to it).
    /// The format style, a calendar and a zone, is made only for the times the arithmetic leaves.
    public func timestamp(_ date: Date) -> String {
        let offset: Int
        switch zone {
        case .zone(let timeZone): offset = timeZone.secondsFromGMT(for: date)
        case .fixedOffset(let seconds): offset = seconds
        }
        return ISO8601Timestamp.text(date, offsetSeconds: offset)
            ?? date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone))
    }
}
