import Foundation

/// A JSON record whose top-level fields `--fields` can pick. Its field names are its coding
/// keys, so the list users see and the JSON it writes cannot drift apart.
public protocol FieldSelectable: Encodable, SendableMetatype {
    /// The keys the record encodes its top-level fields with, in the record's order.
    associatedtype FieldKey: CodingKey & CaseIterable
}

extension FieldSelectable {
    /// Every field `--fields` accepts for this record, in its order.
    public static var fieldNames: [String] {
        // A closure, not `\.stringValue`: a key path into a generic type is built at run time,
        // which every command with records would pay on start-up.
        FieldKey.allCases.map { $0.stringValue }
    }
}

/// The fields of one record type, as `--fields` checks and applies them.
///
/// Two are equal when they are the fields of one record type. The names are listed when asked
/// for (by `--fields`, help or a completion), not when a command is declared.
public struct RecordFields: Sendable, Hashable {
    /// The field names, in the record's order.
    public var names: [String] { listNames() }
    /// The coding-key type of the record.
    let keyType: ObjectIdentifier
    private let listNames: @Sendable () -> [String]

    /// The fields of `record`.
    public static func of<Record: FieldSelectable>(_ record: Record.Type) -> RecordFields {
        RecordFields(keyType: ObjectIdentifier(Record.FieldKey.self)) { Record.fieldNames }
    }

    public static func == (lhs: RecordFields, rhs: RecordFields) -> Bool {
        lhs.keyType == rhs.keyType
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keyType)
    }
}

/// `--fields a,b,c`: the top-level fields of one record type to keep in `--json` and
/// `--jsonl` output (every other field of those records is left out; a document's own fields,
/// such as `query`, stay).
public struct FieldSelection: Sendable, Hashable {
    /// The fields kept.
    let names: Set<String>
    /// The coding-key type of the records the selection applies to.
    let keyType: ObjectIdentifier

    /// The declaration of `--fields`, next to `OutputFormat.options`. Its value may be left
    /// out: `--fields` alone lists the fields.
    public static let option = Option<String?>(
        "fields",
        valueName: "a,b,c",
        help: "Keep only these fields of each record (implies --json); --fields alone lists them.",
        example: "title,url"
    ).omittingValueAllowed()

    /// Reads `--fields` for records of type `Record`; nil when it was not given.
    ///
    /// - Throws: `FieldListRequest` for `--fields` without a value; `UsageError` naming the
    ///   available fields for an unknown or empty one.
    public static func parse<Record: FieldSelectable>(
        _ parsed: ParsedCommand,
        for record: Record.Type
    ) throws -> FieldSelection? {
        try parse(parsed, for: .of(record))
    }

    /// Reads `--fields` for records with `fields`; nil when it was not given.
    public static func parse(_ parsed: ParsedCommand, for fields: RecordFields) throws -> FieldSelection? {
        guard let text = try parsed[option] else { return nil }
        let available = fields.names
        if text.isEmpty { throw FieldListRequest(names: available) }
        let requested = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let unknown = requested.filter { !available.contains($0) }
        guard unknown.isEmpty else {
            let named = unknown.map { $0.isEmpty ? "an empty name" : "'\($0)'" }.joined(separator: ", ")
            throw parsed.usageError(
                "unknown field\(unknown.count == 1 ? "" : "s") \(named) for --fields; available: \(available.joined(separator: ", "))"
            )
        }
        return FieldSelection(names: Set(requested), keyType: fields.keyType)
    }
}

/// `--fields` given without a value: the command lists its records' fields instead of running.
public struct FieldListRequest: Error, Sendable {
    public let names: [String]

    /// One field per line.
    public var listing: String { names.map { $0 + "\n" }.joined() }
}
