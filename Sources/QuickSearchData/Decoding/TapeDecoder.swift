import Foundation

/// Reads a `Decodable` value from a `JSONTape`, the same value `JSONDecoder` (default options)
/// reads from the same bytes, at a fraction of its cost: members are found by comparing key
/// bytes, and only the strings and numbers asked for become Swift values.
///
/// It reads only what it reads exactly as `JSONDecoder` does: a case it does not (a member
/// named twice, a number with a fraction or an exponent read as an integer, a `Float`, a number
/// at the edge of `Double`'s range, an escape that is not a whole character, a `Date`, `URL`,
/// `Data` or `Decimal`, a dictionary, a super-decoder) marks the reading as unsure, and a value
/// that failed to decode at all is not explained here: `JSONBody` then decodes the bytes again
/// with `JSONDecoder`, whose value or error (with its coding path) is the answer. So no coding
/// path is kept, and the errors thrown here only steer `try?` inside `init(from:)`, which they
/// steer as `JSONDecoder`'s would: each is thrown only where `JSONDecoder` throws too.
enum TapeDecoding {
    /// `type` read from `body`; nil when this reader leaves the body to `JSONDecoder` (not
    /// strict JSON, a value it failed to read, or an unsure reading). Linear in `body`.
    static func decode<Value: Decodable>(_ type: Value.Type, from body: Data) -> Value? {
        guard let tape = JSONTape.parse([UInt8](body)) else { return nil }
        let reading = TapeReading(tape: tape)
        guard let value = try? reading.decode(Value.self, node: 0), !reading.isUnsure else { return nil }
        return value
    }
}

/// The failure of one read, caught by `try?` or ending the reading.
private struct TapeMismatch: Error {}

extension TapeDecoding {
    /// The object `decoder` reads when it is this reader's, for a type that reads its members
    /// straight from the tape rather than through keyed containers (`PortalRecord`, one per
    /// row of a portal answer); nil for any other decoder. Throws as `container(keyedBy:)`
    /// does when the value is not an object.
    static func object(of decoder: any Decoder) throws -> TapeObject? {
        guard let decoder = decoder as? TapeDecoder else { return nil }
        guard decoder.reading.kind(decoder.node) == .object else { throw TapeMismatch() }
        return TapeObject(reading: decoder.reading, object: decoder.node)
    }
}

/// An object of a tape, read member by member without a `Decoder`.
struct TapeObject {
    fileprivate let reading: TapeReading
    fileprivate let object: Int

    /// For each of the names `keys` gives, the text of its member when that is a string, or
    /// `numberText` of a number `Double` reads; nil when it is missing, null or anything else.
    /// The names are worked out once per reading for `names` (the type they are the fields of).
    /// What the keyed container leaves to `JSONDecoder` is left to it too (the reading is
    /// unsure): a member named twice, a string that is not whole text, a number at the edge of
    /// `Double`'s range. The members are walked once: linear in them times the names.
    func texts(of names: Any.Type, keys: () -> [String], numberText: (Double) -> String?) -> [String?] {
        let keySet = reading.keySet(for: names, keys)
        let (nodes, isRepeated) = reading.tape.members(keySet, in: object)
        if isRepeated { reading.isUnsure = true }
        return nodes.map { node in
            guard node >= 0 else { return nil }
            switch reading.kind(node) {
            case .string: return try? reading.string(node)
            case .number: return (try? reading.double(node)).flatMap(numberText)
            default: return nil
            }
        }
    }
}

/// One reading of a tape: the tape, and whether it met a case left to `JSONDecoder`.
private final class TapeReading {
    let tape: JSONTape
    var isUnsure = false
    /// The key sets of `TapeObject.texts`, by the type whose fields they are.
    private var keySets: [ObjectIdentifier: JSONTape.KeySet] = [:]
    private var lastKeySet: (type: ObjectIdentifier, keys: JSONTape.KeySet)?

    init(tape: JSONTape) {
        self.tape = tape
    }

    func keySet(for names: Any.Type, _ keys: () -> [String]) -> JSONTape.KeySet {
        let type = ObjectIdentifier(names)
        // Rows of one type follow each other: the last key set is asked for again.
        if let last = lastKeySet, last.type == type { return last.keys }
        let keySet = keySets[type] ?? JSONTape.KeySet(keys())
        keySets[type] = keySet
        lastKeySet = (type, keySet)
        return keySet
    }

    func kind(_ node: Int) -> JSONTape.Kind {
        tape.nodes[node].kind
    }

    /// Marks the reading unsure and fails this read.
    func unsure() -> TapeMismatch {
        isUnsure = true
        return TapeMismatch()
    }

    func string(_ node: Int) throws -> String {
        guard kind(node) == .string else { throw TapeMismatch() }
        guard let text = tape.string(at: node) else { throw unsure() }
        return text
    }

    func bool(_ node: Int) throws -> Bool {
        switch kind(node) {
        case .true: return true
        case .false: return false
        default: throw TapeMismatch()
        }
    }

    /// A whole number `Int` holds; a larger one fails, as it does in `JSONDecoder`.
    func int(_ node: Int) throws -> Int {
        guard kind(node) == .number else { throw TapeMismatch() }
        guard tape.nodes[node].flag else { throw unsure() }
        guard let value = tape.integer(at: node) else { throw TapeMismatch() }
        return value
    }

    /// Another integer type: what `Int` holds and the type holds too; anything else is unsure.
    func integer<Integer: FixedWidthInteger>(_ node: Int) throws -> Integer {
        guard kind(node) == .number else { throw TapeMismatch() }
        guard tape.nodes[node].flag, let whole = tape.integer(at: node), let value = Integer(exactly: whole) else {
            throw unsure()
        }
        return value
    }

    /// A number `Double` holds as a normal value or as a zero written as one; a number that
    /// rounds to infinity, to zero or to a subnormal value is unsure.
    func double(_ node: Int) throws -> Double {
        guard kind(node) == .number else { throw TapeMismatch() }
        // A whole number within 2^53 is exactly its `Double` (zero is left to the text: `-0`).
        if tape.nodes[node].flag, let whole = tape.integer(at: node), whole != 0, whole.magnitude <= 1 << 53 {
            return Double(whole)
        }
        let text = tape.numberText(at: node)
        guard let value = Double(text), value.isFinite else { throw unsure() }
        if value.isNormal { return value }
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        guard value == 0, mantissa.allSatisfy({ $0 == "0" || $0 == "-" || $0 == "." }) else { throw unsure() }
        return value
    }

    func decode<Value: Decodable>(_ type: Value.Type, node: Int) throws -> Value {
        if Value.self == String.self { return try string(node) as! Value }
        if Value.self == Int.self { return try int(node) as! Value }
        if Value.self == Double.self { return try double(node) as! Value }
        if Value.self == Bool.self { return try bool(node) as! Value }
        // JSONDecoder reads these types its own way.
        if Value.self == Date.self || Value.self == URL.self || Value.self == Data.self || Value.self == Decimal.self
            || Value.self == Float.self
        {
            throw unsure()
        }
        return try Value(from: TapeDecoder(reading: self, node: node))
    }
}

/// The decoder of one value of the tape.
private struct TapeDecoder: Decoder {
    let reading: TapeReading
    let node: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard reading.kind(node) == .object else { throw TapeMismatch() }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(reading: reading, object: node))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard reading.kind(node) == .array else { throw TapeMismatch() }
        return TapeUnkeyedContainer(reading: reading, array: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TapeSingleValueContainer(reading: reading, node: node)
    }
}

/// An object's members. Each look-up walks the members once (linear in them).
private struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reading: TapeReading
    let object: Int

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        reading.isUnsure = true
        return []
    }

    /// The value of the member `key`; a member named twice is unsure (`JSONDecoder` keeps the first).
    private func value(_ key: Key) -> Int? {
        guard let (value, isRepeated) = reading.tape.member(key.stringValue, in: object) else { return nil }
        if isRepeated { reading.isUnsure = true }
        return value
    }

    private func required(_ key: Key) throws -> Int {
        guard let node = value(key) else { throw TapeMismatch() }
        return node
    }

    /// The member's value, nil when it is missing or null.
    private func present(_ key: Key) -> Int? {
        guard let node = value(key), reading.kind(node) != .null else { return nil }
        return node
    }

    func contains(_ key: Key) -> Bool {
        value(key) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let node = value(key) else { throw reading.unsure() }
        return reading.kind(node) == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reading.bool(required(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try reading.string(required(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reading.double(required(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw reading.unsure() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reading.int(required(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reading.integer(required(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reading.integer(required(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reading.integer(required(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reading.integer(required(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reading.integer(required(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reading.integer(required(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reading.integer(required(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reading.integer(required(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reading.integer(required(key)) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try reading.decode(Value.self, node: required(key))
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try present(key).map(reading.string)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try present(key).map(reading.int)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try present(key).map(reading.double)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try present(key).map(reading.bool)
    }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let node = present(key) else { return nil }
        return try reading.decode(Value.self, node: node)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try TapeDecoder(reading: reading, node: required(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TapeDecoder(reading: reading, node: required(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw reading.unsure() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw reading.unsure() }
}

/// An array's elements, in order.
private struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let reading: TapeReading
    /// The node of the current element.
    private var current: Int
    private let total: Int

    var codingPath: [any CodingKey] { [] }
    private(set) var currentIndex = 0
    var count: Int? { total }
    var isAtEnd: Bool { currentIndex >= total }

    init(reading: TapeReading, array: Int) {
        self.reading = reading
        current = array + 1
        total = Int(reading.tape.nodes[array].count)
    }

    /// The current element's node, or a failure past the end (`JSONDecoder` fails there too).
    private func element() throws -> Int {
        guard !isAtEnd else { throw TapeMismatch() }
        return current
    }

    private mutating func advance() {
        current = Int(reading.tape.nodes[current].next)
        currentIndex += 1
    }

    /// `read` of the current element, then the next one is current.
    private mutating func next<Value>(_ read: (Int) throws -> Value) throws -> Value {
        let value = try read(element())
        advance()
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw reading.unsure() }
        guard reading.kind(current) == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(reading.bool) }
    mutating func decode(_ type: String.Type) throws -> String { try next(reading.string) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(reading.double) }
    mutating func decode(_ type: Float.Type) throws -> Float { throw reading.unsure() }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(reading.int) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(reading.integer) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(reading.integer) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(reading.integer) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(reading.integer) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(reading.integer) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(reading.integer) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(reading.integer) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(reading.integer) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(reading.integer) }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let reading = reading
        return try next { try reading.decode(Value.self, node: $0) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let reading = reading
        return try next { try TapeDecoder(reading: reading, node: $0).container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let reading = reading
        return try next { try TapeDecoder(reading: reading, node: $0).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder { throw reading.unsure() }
}

/// One value on its own.
private struct TapeSingleValueContainer: SingleValueDecodingContainer {
    let reading: TapeReading
    let node: Int

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { reading.kind(node) == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try reading.bool(node) }
    func decode(_ type: String.Type) throws -> String { try reading.string(node) }
    func decode(_ type: Double.Type) throws -> Double { try reading.double(node) }
    func decode(_ type: Float.Type) throws -> Float { throw reading.unsure() }
    func decode(_ type: Int.Type) throws -> Int { try reading.int(node) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reading.integer(node) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reading.integer(node) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reading.integer(node) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reading.integer(node) }
    func decode(_ type: UInt.Type) throws -> UInt { try reading.integer(node) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reading.integer(node) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reading.integer(node) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reading.integer(node) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reading.integer(node) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try reading.decode(Value.self, node: node)
    }
}
