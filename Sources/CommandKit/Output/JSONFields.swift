import Foundation

/// A record that puts its fields into the JSON output itself: one `writeFields` serves both
/// its `encode(to:)` (any encoder, `--fields` and `--jsonl` included) and, inside a
/// `JSONRecordList`, the kit's JSON tree directly, without an `Encoder`. For the records a
/// command prints by the hundred (media items), where a keyed container's boxes cost each
/// field hundreds of instructions.
public protocol JSONFieldsWriting: FieldSelectable {
    /// Puts every field of the record, in any order.
    func writeFields(into fields: inout JSONFields<FieldKey>) throws
}

/// A `JSONFieldsWriting` record whose fields are only texts, whole numbers and lists of texts:
/// it writes them into `JSONPlainFields`, which has nothing else, so writing it into the kit's
/// tree cannot fail, and a `JSONRecordList` of them makes each record's object only when the
/// text reaches it; a long list is never held whole as a tree.
public protocol JSONPlainFieldsWriting: JSONFieldsWriting {
    /// Puts every field of the record, in any order.
    func writeFields(into fields: inout JSONPlainFields<FieldKey>)
}

extension JSONPlainFieldsWriting {
    public func writeFields(into fields: inout JSONFields<FieldKey>) {
        var plain = JSONPlainFields(fields: fields)
        writeFields(into: &plain)
        fields = plain.fields
    }
}

extension JSONFieldsWriting {
    public func encode(to encoder: any Encoder) throws {
        var fields = JSONFields<FieldKey>(container: encoder.container(keyedBy: FieldKey.self))
        do {
            try writeFields(into: &fields)
        } catch {
            // The first error met, as a container that threw at once would have thrown.
            throw fields.failure ?? error
        }
        if let failure = fields.failure { throw failure }
    }
}

/// Where a `JSONPlainFieldsWriting` record puts its fields: `JSONFields`' `put`s, and nothing
/// that could fail in the kit's tree.
public struct JSONPlainFields<Key: CodingKey> {
    @usableFromInline var fields: JSONFields<Key>

    init(fields: JSONFields<Key>) {
        self.fields = fields
    }

    /// A text, or null.
    @inlinable public mutating func put(_ value: String?, for key: Key) {
        fields.put(value, for: key)
    }

    /// A whole number, or null.
    @inlinable public mutating func put(_ value: Int?, for key: Key) {
        fields.put(value, for: key)
    }

    /// A list of texts.
    @inlinable public mutating func put(_ value: [String], for key: Key) {
        fields.put(value, for: key)
    }
}

/// Where a `JSONFieldsWriting` record puts its fields: a keyed container, or an object of the
/// kit's JSON tree. Each value is written as `JSONEncoder` writes it (see `JSONTreeEncoder`).
/// Its methods are inlined into the record's module, so that the tree's way costs a field a
/// call with the key's text, without the runtime's generic look-ups.
public struct JSONFields<Key: CodingKey> {
    /// The record's object in the tree, or nil when writing to `container`.
    @usableFromInline let tree: JSONTreeObject?
    @usableFromInline var container: KeyedEncodingContainer<Key>?
    /// The first error the container gave a `put`, thrown once the record's fields are written
    /// (the tree gives none).
    @usableFromInline var failure: (any Error)?

    init(container: KeyedEncodingContainer<Key>) {
        tree = nil
        self.container = container
    }

    init(tree: JSONTreeObject) {
        self.tree = tree
        container = nil
    }

    /// A text, or null.
    @inlinable public mutating func put(_ value: String?, for key: Key) {
        if let tree { tree.put(value, for: key.stringValue) } else { putInContainer(value, for: key) }
    }

    /// A whole number, or null.
    @inlinable public mutating func put(_ value: Int?, for key: Key) {
        if let tree { tree.put(value, for: key.stringValue) } else { putInContainer(value, for: key) }
    }

    /// A list of texts.
    @inlinable public mutating func put(_ value: [String], for key: Key) {
        if let tree { tree.put(value, for: key.stringValue) } else { putInContainer(value, for: key) }
    }

    /// Any other value, as its own `encode(to:)` writes it.
    @inlinable public mutating func encode<Value: Encodable>(_ value: Value, for key: Key) throws {
        if let tree { try tree.encode(value, for: key) } else { try container?.encode(value, forKey: key) }
    }

    /// `value` in the container; its error kept in `failure`.
    @inlinable mutating func putInContainer<Value: Encodable>(_ value: Value, for key: Key) {
        do {
            try container?.encode(value, forKey: key)
        } catch {
            if failure == nil { failure = error }
        }
    }
}

/// One record's object in the kit's JSON tree, for `JSONFields`.
@usableFromInline final class JSONTreeObject {
    let object = JSONObject()
    /// The list's encoder and the record's index in it, for a value's coding path.
    let list: JSONTreeEncoder
    let index: Int

    init(list: JSONTreeEncoder, index: Int) {
        self.list = list
        self.index = index
    }

    @usableFromInline func put(_ value: String?, for key: String) {
        object.set(key, value.map(JSONNode.string) ?? .null)
    }

    @usableFromInline func put(_ value: Int?, for key: String) {
        object.set(key, value.map(JSONNode.integer) ?? .null)
    }

    @usableFromInline func put(_ value: [String], for key: String) {
        let array = JSONArray()
        array.elements = value.map(JSONNode.string)
        object.set(key, .array(array))
    }

    @usableFromInline func encode<Value: Encodable>(_ value: Value, for key: some CodingKey) throws {
        object.set(key.stringValue, try list.nested(JSONIndexKey(index)).node(of: value, key: key))
    }
}

/// Records written into the kit's JSON tree by their `writeFields`, as an array: what a
/// document holds in place of the records themselves (`[Record]`), printing the same text.
/// Elsewhere (with `--fields`, or any other encoder) it encodes as the array of records.
public struct JSONRecordList: Encodable, Sendable {
    private let writeTree: @Sendable (JSONTreeEncoder) throws -> JSONNode
    private let encodeRecords: @Sendable (any Encoder) throws -> Void

    /// Records whose writing may fail: every record's object is made with the tree, before any
    /// text is written.
    public init<Record: JSONFieldsWriting & Sendable>(_ records: [Record]) {
        writeTree = { encoder in
            let array = JSONArray()
            array.elements.reserveCapacity(records.count)
            for (index, record) in records.enumerated() {
                let tree = JSONTreeObject(list: encoder, index: index)
                var fields = JSONFields<Record.FieldKey>(tree: tree)
                try record.writeFields(into: &fields)
                array.elements.append(.object(tree.object))
            }
            return .array(array)
        }
        encodeRecords = { encoder in try records.encode(to: encoder) }
    }

    /// Records whose writing cannot fail: each record's object is made when the text reaches
    /// it and dropped once written, so the list costs the memory of one record's object.
    public init<Record: JSONPlainFieldsWriting & Sendable>(_ records: [Record]) {
        writeTree = { encoder in
            .records(
                JSONRecordStream(count: records.count) { index in
                    let tree = JSONTreeObject(list: encoder, index: index)
                    var fields = JSONPlainFields(fields: JSONFields<Record.FieldKey>(tree: tree))
                    records[index].writeFields(into: &fields)
                    return tree.object
                }
            )
        }
        encodeRecords = { encoder in try records.encode(to: encoder) }
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeRecords(encoder)
    }

    /// The array's node in `encoder`'s tree.
    func tree(in encoder: JSONTreeEncoder) throws -> JSONNode {
        try writeTree(encoder)
    }
}
