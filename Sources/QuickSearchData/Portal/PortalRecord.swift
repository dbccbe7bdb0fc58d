import Foundation

/// The fields a portal row is read for: an enum of the upstream's field names.
public protocol PortalField: CodingKey, CaseIterable, Hashable, Sendable where AllCases == [Self] {}

/// One row of a portal answer, read leniently in one way for every portal reader: each of
/// `Field`'s names as text when the row holds a string or a finite number there (`PortalText`),
/// nil when it is absent, null or anything else. Other fields are ignored. Linear in the fields.
public struct PortalRecord<Field: PortalField>: Decodable, Sendable {
    /// The texts in the order of `Field.allCases`.
    private let texts: [String?]

    public init(from decoder: any Decoder) throws {
        // From the JSON tape, each member is read directly: a portal answer has hundreds of rows,
        // and a keyed container's boxes cost each of their fields thousands of instructions.
        if let object = try TapeDecoding.object(of: decoder) {
            let keys = { Field.allCases.map { $0.stringValue } }
            texts = object.texts(of: Field.self, keys: keys, numberText: PortalText.text)
            return
        }
        texts = try Self.texts(in: decoder)
    }

    /// The texts from any other decoder, through a keyed container. Apart, so that a row read
    /// from the tape does not look up the container's generic type (about 300 instructions).
    @inline(never)
    private static func texts(in decoder: any Decoder) throws -> [String?] {
        let container = try decoder.container(keyedBy: Field.self)
        return try Field.allCases.map { try container.decodeIfPresent(PortalText.self, forKey: $0)?.text }
    }

    /// The text of `field`; nil when the row has none.
    public subscript(field: Field) -> String? {
        Field.allCases.firstIndex(of: field).flatMap { texts[$0] }
    }
}
