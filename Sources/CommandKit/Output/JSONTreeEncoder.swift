import Foundation

/// An `Encoder` that builds the JSON tree `JSONTextWriter` writes: the kit's own, in place of
/// Foundation's `JSONEncoder`, whose generic path (a dynamic cast per value against every type
/// it treats specially, a reference per container) costs a `--json` listing of 300 results
/// tens of milliseconds. What it writes is what `JSONEncoder` writes with the options
/// `JSONOutput` uses (checked against it in `JSONTreeEncoderTests`): integers and strings as
/// they are, a `Double` or `Float` by its `description` without a trailing `.0` (not-a-number
/// and the infinities refused), a `URL` as its absolute string, a `Date` by `date`; a value
/// that opens no container is `{}`; a key set twice keeps the last value.
///
/// Time and memory are linear in the size of the value.
struct JSONTreeEncoder: Encoder {
    /// Where the encoded value goes.
    let slot: JSONSlot
    let path: JSONCodingPath?
    /// How a date is written.
    let date: (Date) -> String

    var codingPath: [any CodingKey] { path?.keys ?? [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The tree of `value`.
    static func tree<Value: Encodable>(of value: Value, date: @escaping (Date) -> String) throws -> JSONNode {
        let slot = JSONSlot()
        try JSONTreeEncoder(slot: slot, path: nil, date: date).encodeValue(value)
        return slot.node ?? .object(JSONObject())
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(JSONKeyedContainer<Key>(object: slot.object(), encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        JSONUnkeyedContainer(array: slot.array(), encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(encoder: self)
    }

    /// The encoder for a value nested under `key`, writing into a new slot.
    func nested(_ key: any CodingKey) -> JSONTreeEncoder {
        JSONTreeEncoder(slot: JSONSlot(), path: JSONCodingPath(key, parent: path), date: date)
    }

    /// The node of `value`: a date, URL or number as `JSONEncoder` writes it, anything else by
    /// its own `encode(to:)`.
    /// The key is boxed only for a value that is not a scalar (its coding path needs it).
    func node<Value: Encodable>(of value: Value, key: some CodingKey) throws -> JSONNode {
        if let scalar = try scalar(value) { return scalar }
        let child = nested(key)
        // Records that put their fields into the tree themselves.
        if Value.self == JSONRecordList.self { return try (value as! JSONRecordList).tree(in: child) }
        try value.encode(to: child)
        return child.slot.node ?? .object(JSONObject())
    }

    /// Puts `value` in this encoder's own slot.
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        if let scalar = try scalar(value) {
            slot.node = scalar
        } else if Value.self == JSONRecordList.self {
            slot.node = try (value as! JSONRecordList).tree(in: self)
        } else {
            try value.encode(to: self)
        }
    }

    /// The node of a value `JSONEncoder` writes itself rather than asking the value.
    /// Compared by type, not cast: a cast would look through an optional and, for a type it
    /// does not know, through the runtime's tables.
    private func scalar<Value: Encodable>(_ value: Value) throws -> JSONNode? {
        let type = Value.self
        if type == String.self { return .string(value as! String) }
        if type == Date.self { return .string(date(value as! Date)) }
        if type == URL.self { return .string((value as! URL).absoluteString) }
        if type == Int.self { return .integer(value as! Int) }
        if type == Double.self { return try Self.number(value as! Double) }
        if type == Bool.self { return .bool(value as! Bool) }
        // An optional of those, as `Optional.encode(to:)` would give it, without an encoder of its own.
        if type == String?.self { return (value as! String?).map(JSONNode.string) ?? .null }
        if type == Int?.self { return (value as! Int?).map(JSONNode.integer) ?? .null }
        if type == Date?.self { return (value as! Date?).map { .string(date($0)) } ?? .null }
        if type == Double?.self { return try (value as! Double?).map(Self.number) ?? .null }
        if type == Bool?.self { return (value as! Bool?).map(JSONNode.bool) ?? .null }
        if type == URL?.self { return (value as! URL?).map { .string($0.absoluteString) } ?? .null }
        // A list of texts (an item's sources, an event's tags), without an unkeyed container.
        if type == [String].self {
            let array = JSONArray()
            array.elements = (value as! [String]).map(JSONNode.string)
            return .array(array)
        }
        return nil
    }

    /// A finite floating-point number as `JSONEncoder` writes it.
    static func number<Number: BinaryFloatingPoint & CustomStringConvertible>(_ value: Number) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: [], debugDescription: "\(value) has no JSON form")
            )
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }
}

/// A coding path kept as a chain, so that building it costs nothing until someone asks.
final class JSONCodingPath {
    let key: any CodingKey
    let parent: JSONCodingPath?

    init(_ key: any CodingKey, parent: JSONCodingPath?) {
        self.key = key
        self.parent = parent
    }

    var keys: [any CodingKey] { (parent?.keys ?? []) + [key] }
}

/// An array index as a coding key.
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONObject
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { object.set(key.stringValue, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(key.stringValue, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(key.stringValue, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        object.set(key.stringValue, try JSONTreeEncoder.number(value))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        object.set(key.stringValue, try JSONTreeEncoder.number(value))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { object.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        object.set(key.stringValue, .number(value.description))
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        object.set(key.stringValue, .number(value.description))
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        object.set(key.stringValue, .number(value.description))
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        object.set(key.stringValue, .number(value.description))
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        object.set(key.stringValue, .number(value.description))
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        object.set(key.stringValue, .number(value.description))
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        object.set(key.stringValue, .number(value.description))
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        object.set(key.stringValue, .number(value.description))
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        object.set(key.stringValue, .number(value.description))
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(key.stringValue, try encoder.node(of: value, key: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        object.set(key.stringValue, .object(nested))
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(object: nested, encoder: encoder.nested(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        object.set(key.stringValue, .array(nested))
        return JSONUnkeyedContainer(array: nested, encoder: encoder.nested(key))
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: "super")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key.stringValue)
    }

    /// An encoder whose value lands under `name` (`{}` until it encodes one).
    private func superEncoder(named name: String) -> any Encoder {
        let slot = JSONSlot()
        object.set(name, .deferred(slot))
        return JSONTreeEncoder(slot: slot, path: encoder.path, date: encoder.date)
    }
}

private struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let array: JSONArray
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { array.elements.count }

    mutating func encodeNil() throws { array.elements.append(.null) }
    mutating func encode(_ value: Bool) throws { array.elements.append(.bool(value)) }
    mutating func encode(_ value: String) throws { array.elements.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.elements.append(try JSONTreeEncoder.number(value)) }
    mutating func encode(_ value: Float) throws { array.elements.append(try JSONTreeEncoder.number(value)) }
    mutating func encode(_ value: Int) throws { array.elements.append(.integer(value)) }
    mutating func encode(_ value: Int8) throws { array.elements.append(.number(value.description)) }
    mutating func encode(_ value: Int16) throws { array.elements.append(.number(value.description)) }
    mutating func encode(_ value: Int32) throws { array.elements.append(.number(value.description)) }
    mutating func encode(_ value: Int64) throws { array.elements.append(.number(value.description)) }
    mutating func encode(_ value: UInt) throws { array.elements.append(.number(value.description)) }
    mutating func encode(_ value: UInt8) throws { array.elements.append(.number(value.description)) }
    mutating func encode(_ value: UInt16) throws { array.elements.append(.number(value.description)) }
    mutating func encode(_ value: UInt32) throws { array.elements.append(.number(value.description)) }
    mutating func encode(_ value: UInt64) throws { array.elements.append(.number(value.description)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        array.elements.append(try encoder.node(of: value, key: JSONIndexKey(count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<
        NestedKey
    > {
        let nested = JSONObject()
        let key = JSONIndexKey(count)
        array.elements.append(.object(nested))
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(object: nested, encoder: encoder.nested(key)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        let key = JSONIndexKey(count)
        array.elements.append(.array(nested))
        return JSONUnkeyedContainer(array: nested, encoder: encoder.nested(key))
    }

    mutating func superEncoder() -> any Encoder {
        let slot = JSONSlot()
        array.elements.append(.deferred(slot))
        return JSONTreeEncoder(slot: slot, path: encoder.path, date: encoder.date)
    }
}

private struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func put(_ node: JSONNode) { encoder.slot.node = node }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(try JSONTreeEncoder.number(value)) }
    mutating func encode(_ value: Float) throws { put(try JSONTreeEncoder.number(value)) }
    mutating func encode(_ value: Int) throws { put(.integer(value)) }
    mutating func encode(_ value: Int8) throws { put(.number(value.description)) }
    mutating func encode(_ value: Int16) throws { put(.number(value.description)) }
    mutating func encode(_ value: Int32) throws { put(.number(value.description)) }
    mutating func encode(_ value: Int64) throws { put(.number(value.description)) }
    mutating func encode(_ value: UInt) throws { put(.number(value.description)) }
    mutating func encode(_ value: UInt8) throws { put(.number(value.description)) }
    mutating func encode(_ value: UInt16) throws { put(.number(value.description)) }
    mutating func encode(_ value: UInt32) throws { put(.number(value.description)) }
    mutating func encode(_ value: UInt64) throws { put(.number(value.description)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}
