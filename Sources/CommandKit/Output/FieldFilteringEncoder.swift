import Foundation

/// Encodes a value with `--fields` applied: it passes every call through to the real encoder,
/// except that the keyed container of the selected record type keeps only the selected keys.
/// Dates, URLs, data and decimals go straight to the real encoder, so its strategies apply.
struct FieldFilteredValue<Value: Encodable>: Encodable {
    let value: Value
    let selection: FieldSelection

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: FieldFilteringEncoder(base: encoder, selection: selection))
    }

    /// `value` as the real encoder should see it: wrapped, unless it is a leaf: a primitive
    /// (which encodes itself through a single-value container, so wrapping it would never end)
    /// or a type the encoder treats specially.
    static func wrapped<T: Encodable>(_ value: T, _ selection: FieldSelection) -> any Encodable {
        switch value {
        case is String, is Bool, is Double, is Float, is Int, is Int8, is Int16, is Int32, is Int64,
            is UInt, is UInt8, is UInt16, is UInt32, is UInt64, is Date, is URL, is Data, is Decimal:
            return value
        default:
            return FieldFilteredValue<T>(value: value, selection: selection)
        }
    }
}

private struct FieldFilteringEncoder: Encoder {
    let base: any Encoder
    let selection: FieldSelection

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let kept = ObjectIdentifier(Key.self) == selection.keyType ? selection.names : nil
        return KeyedEncodingContainer(
            FieldFilteringKeyedContainer(base: base.container(keyedBy: type), selection: selection, kept: kept)
        )
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        FieldFilteringUnkeyedContainer(base: base.unkeyedContainer(), selection: selection)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        FieldFilteringSingleValueContainer(base: base.singleValueContainer(), selection: selection)
    }
}

/// A keyed container passing values on (wrapped, so that nested records are filtered too),
/// dropping the keys outside `kept` when it is the selected record's.
private struct FieldFilteringKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var base: KeyedEncodingContainer<Key>
    let selection: FieldSelection
    /// The keys kept; nil keeps every key.
    let kept: Set<String>?

    var codingPath: [any CodingKey] { base.codingPath }

    private func keeps(_ key: Key) -> Bool {
        kept?.contains(key.stringValue) ?? true
    }

    mutating func encodeNil(forKey key: Key) throws {
        if keeps(key) { try base.encodeNil(forKey: key) }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if keeps(key) { try base.encode(FieldFilteredValue<T>.wrapped(value, selection), forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        guard keeps(key) else { return DiscardingEncoder().container(keyedBy: type) }
        return KeyedEncodingContainer(
            FieldFilteringKeyedContainer<NestedKey>(
                base: base.nestedContainer(keyedBy: type, forKey: key),
                selection: selection,
                kept: nil
            )
        )
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        guard keeps(key) else { return DiscardingEncoder().unkeyedContainer() }
        return FieldFilteringUnkeyedContainer(base: base.nestedUnkeyedContainer(forKey: key), selection: selection)
    }

    mutating func superEncoder() -> any Encoder {
        FieldFilteringEncoder(base: base.superEncoder(), selection: selection)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        guard keeps(key) else { return DiscardingEncoder() }
        return FieldFilteringEncoder(base: base.superEncoder(forKey: key), selection: selection)
    }
}

private struct FieldFilteringUnkeyedContainer: UnkeyedEncodingContainer {
    var base: any UnkeyedEncodingContainer
    let selection: FieldSelection

    var codingPath: [any CodingKey] { base.codingPath }
    var count: Int { base.count }

    mutating func encodeNil() throws { try base.encodeNil() }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try base.encode(FieldFilteredValue<T>.wrapped(value, selection))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(
            FieldFilteringKeyedContainer<NestedKey>(
                base: base.nestedContainer(keyedBy: type),
                selection: selection,
                kept: nil
            )
        )
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        FieldFilteringUnkeyedContainer(base: base.nestedUnkeyedContainer(), selection: selection)
    }

    mutating func superEncoder() -> any Encoder {
        FieldFilteringEncoder(base: base.superEncoder(), selection: selection)
    }
}

private struct FieldFilteringSingleValueContainer: SingleValueEncodingContainer {
    var base: any SingleValueEncodingContainer
    let selection: FieldSelection

    var codingPath: [any CodingKey] { base.codingPath }

    mutating func encodeNil() throws { try base.encodeNil() }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try base.encode(FieldFilteredValue<T>.wrapped(value, selection))
    }
}

/// Where the fields left out go: every value is accepted and dropped.
private struct DiscardingEncoder: Encoder, SingleValueEncodingContainer, UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var count: Int { 0 }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(DiscardingKeyedContainer<Key>())
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { self }
    func singleValueContainer() -> any SingleValueEncodingContainer { self }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { self }
}

private struct DiscardingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(DiscardingKeyedContainer<NestedKey>())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { DiscardingEncoder() }
    mutating func superEncoder() -> any Encoder { DiscardingEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { DiscardingEncoder() }
}
