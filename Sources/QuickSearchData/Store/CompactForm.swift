import Foundation
import QuickSearchDomain

/// A value the response cache keeps in a compact binary form beside the answer it was read
/// from, so that a repeated request reads the value back instead of decoding the answer again
/// (for a media page: no JSON, no markup or entity clean-up, no redaction of the whole body).
///
/// The form is only ever read back by the build that wrote it (`CompactForm.layout` carries the
/// version), and anything that does not read cleanly is no form: the answer is decoded instead.
public protocol CompactStorable: Sendable {
    /// Names the layout written by `write(to:)`; change it whenever the layout changes.
    static var compactLayout: String { get }
    /// Appends the value.
    func write(to writer: inout CompactWriter)
    /// Reads a value written by `write(to:)`.
    init(from reader: inout CompactReader) throws(CompactReader.Malformed)
}

/// How a call's output is kept and read back in compact form (see `RequestTarget.compactForm`).
public struct CompactForm<Output: Sendable>: Sendable {
    /// The layout and the build that writes it, as stored beside the form.
    let layout: String
    let write: @Sendable (Output) -> Data
    let read: @Sendable (Data) -> Output?
}

extension CompactForm where Output: CompactStorable {
    /// The form this build writes and reads. (Known from the type, not found by a cast: a first
    /// cast to a protocol scans every conformance in the program.)
    static var standard: CompactForm {
        CompactForm(
            layout: "\(Output.compactLayout) \(QuickSearchVersion.current)",
            write: { value in
                var writer = CompactWriter()
                value.write(to: &writer)
                return Data(writer.bytes)
            },
            read: { data in
                var reader = CompactReader(data)
                guard let value = try? Output(from: &reader), reader.isAtEnd else { return nil }
                return value
            }
        )
    }
}

/// Appends values in the compact form: integers as LEB128 varints (zig-zag for signed ones),
/// strings as their UTF-8 length and bytes, dates as their 64 bits. Linear in what it writes.
public struct CompactWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    public mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63))
    }

    public mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    public mutating func write(_ value: String) {
        write(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    public mutating func write(_ value: Date) {
        write(value.timeIntervalSince1970.bitPattern)
    }

    public mutating func write(_ value: Double) {
        write(value.bitPattern)
    }

    /// A case by its position among the type's cases (a form is read back only by the build
    /// that wrote it, so the order cannot change between the two).
    public mutating func write<Value: CaseIterable & Equatable>(case value: Value) {
        var position: UInt64 = 0
        for candidate in Value.allCases {
            if candidate == value { break }
            position += 1
        }
        write(position)
    }

    public mutating func write(_ value: Double?) {
        write(value != nil)
        if let value { write(value) }
    }

    /// A list: its count, then each element as `writeElement` writes it.
    public mutating func write<Element>(list: [Element], each writeElement: (inout CompactWriter, Element) -> Void) {
        write(UInt64(list.count))
        for element in list { writeElement(&self, element) }
    }

    public mutating func write(_ values: [String]) {
        write(list: values) { $0.write($1) }
    }

    /// Nil as `false`; a value as `true` and the value (so for the other optionals).
    public mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    public mutating func write(_ value: Int?) {
        write(value != nil)
        if let value { write(value) }
    }

    public mutating func write(_ value: Date?) {
        write(value != nil)
        if let value { write(value) }
    }
}

/// Reads the compact form `CompactWriter` writes, checking every length against what is left
/// and every string for UTF-8. Linear in what it reads.
public struct CompactReader: Sendable {
    /// The form ends early or holds a value no writer writes.
    public struct Malformed: Error, Sendable {}

    private let bytes: [UInt8]
    private var position = 0

    public init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { position == bytes.count }

    public mutating func readUInt64() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    public mutating func readInt() throws(Malformed) -> Int {
        let raw = try readUInt64()
        return Int(Int64(bitPattern: raw >> 1 ^ (0 &- (raw & 1))))
    }

    public mutating func readBool() throws(Malformed) -> Bool {
        guard position < bytes.count, bytes[position] <= 1 else { throw Malformed() }
        defer { position += 1 }
        return bytes[position] == 1
    }

    public mutating func readString() throws(Malformed) -> String {
        let count = try readUInt64()
        guard count <= UInt64(bytes.count - position) else { throw Malformed() }
        let end = position + Int(count)
        defer { position = end }
        // Decoding repairs an invalid sequence with U+FFFD, so the text is the bytes exactly when
        // they were valid UTF-8: checked by comparing them, several times cheaper than the
        // standard library's generic `String(validating:as:)` (a cached search reads 3,600 texts).
        let text: String? = bytes.withUnsafeBufferPointer { buffer in
            let stored = UnsafeBufferPointer(rebasing: buffer[position..<end])
            var decoded = String(decoding: stored, as: UTF8.self)
            let isSame = decoded.withUTF8 { text in
                text.count == stored.count
                    && (stored.isEmpty || memcmp(text.baseAddress!, stored.baseAddress!, stored.count) == 0)
            }
            return isSame ? decoded : nil
        }
        guard let text else { throw Malformed() }
        return text
    }

    public mutating func readDate() throws(Malformed) -> Date {
        let seconds = Double(bitPattern: try readUInt64())
        guard seconds.isFinite else { throw Malformed() }
        return Date(timeIntervalSince1970: seconds)
    }

    public mutating func readDouble() throws(Malformed) -> Double {
        Double(bitPattern: try readUInt64())
    }

    /// A case written by `write(case:)`; malformed when no case is at that position.
    public mutating func readCase<Value: CaseIterable>(_ type: Value.Type) throws(Malformed) -> Value {
        let position = try readUInt64()
        guard position < UInt64(Value.allCases.count) else { throw Malformed() }
        return Value.allCases[Value.allCases.index(Value.allCases.startIndex, offsetBy: Int(position))]
    }

    public mutating func readOptionalDouble() throws(Malformed) -> Double? {
        try readBool() ? try readDouble() : nil
    }

    /// A list written by `write(list:each:)`, each element read by `readElement`.
    public mutating func readList<Element>(
        _ readElement: (inout CompactReader) throws(Malformed) -> Element
    ) throws(Malformed) -> [Element] {
        let count = try readCount()
        var list: [Element] = []
        list.reserveCapacity(count)
        for _ in 0..<count { list.append(try readElement(&self)) }
        return list
    }

    public mutating func readStrings() throws(Malformed) -> [String] {
        try readList { reader throws(Malformed) in try reader.readString() }
    }

    /// `value`, read back by a failable initialiser; malformed when it is nil (a name or a value
    /// that is none of ours).
    public static func known<Value>(_ value: Value?) throws(Malformed) -> Value {
        guard let value else { throw Malformed() }
        return value
    }

    /// A count of elements still to come, each at least one byte long.
    public mutating func readCount() throws(Malformed) -> Int {
        let count = try readUInt64()
        guard count <= UInt64(bytes.count - position) else { throw Malformed() }
        return Int(count)
    }

    /// An optional written by `CompactWriter` (so for the other optionals).
    public mutating func readOptionalString() throws(Malformed) -> String? {
        try readBool() ? try readString() : nil
    }

    public mutating func readOptionalInt() throws(Malformed) -> Int? {
        try readBool() ? try readInt() : nil
    }

    public mutating func readOptionalDate() throws(Malformed) -> Date? {
        try readBool() ? try readDate() : nil
    }
}
