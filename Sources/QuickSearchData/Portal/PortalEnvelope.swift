import Foundation
import QuickSearchDomain

/// The envelope of every public-data-portal JSON answer:
/// `{"response":{"header":{"resultCode","resultMsg"},"body":{"items",…,"totalCount"}}}`.
///
/// `items` is a bare array in AirKorea's answers and `{"item": [...]}` in KMA's (a single
/// object where one item is meant, `""` where there are none); all are read. Error answers
/// have no body: their items are empty.
public struct PortalEnvelope<Item: Decodable>: Decodable {
    /// `00` for a normal answer; the service-level error code otherwise (api-facts.md §5).
    public var resultCode: String
    public var resultMessage: String?
    public var items: [Item]
    /// How many items the query has over all pages, when the answer says.
    public var totalCount: Int?

    public init(from decoder: any Decoder) throws {
        typealias RootKeys = PortalEnvelopeKeys.Root
        typealias ResponseKeys = PortalEnvelopeKeys.Response
        typealias HeaderKeys = PortalEnvelopeKeys.Header
        let response = try decoder.container(keyedBy: RootKeys.self).nestedContainer(
            keyedBy: ResponseKeys.self,
            forKey: .response
        )
        let header = try response.nestedContainer(keyedBy: HeaderKeys.self, forKey: .header)
        resultCode = try header.decode(PortalText.self, forKey: .resultCode).text ?? ""
        resultMessage = try header.decodeIfPresent(PortalText.self, forKey: .resultMsg)?.text
        guard response.contains(.body), !(try response.decodeNil(forKey: .body)) else {
            items = []
            totalCount = nil
            return
        }
        let body = try response.nestedContainer(keyedBy: PortalEnvelopeKeys.Body.self, forKey: .body)
        totalCount = try body.decodeIfPresent(FlexibleInt.self, forKey: .totalCount)?.count
        items = try Self.items(in: body)
    }

    /// The items in any of their shapes; a wrong item keeps its coding path in the error.
    private static func items(in body: KeyedDecodingContainer<PortalEnvelopeKeys.Body>) throws -> [Item] {
        guard body.contains(.items), !(try body.decodeNil(forKey: .items)) else { return [] }
        if (try? body.decode([Skipped].self, forKey: .items)) != nil {
            return try body.decode([Item].self, forKey: .items)
        }
        if let text = try? body.decode(String.self, forKey: .items), text.trimmingSpaces().isEmpty {
            return []
        }
        let wrapper = try body.nestedContainer(keyedBy: PortalEnvelopeKeys.Items.self, forKey: .items)
        guard wrapper.contains(.item), !(try wrapper.decodeNil(forKey: .item)) else { return [] }
        if (try? wrapper.decode([Skipped].self, forKey: .item)) != nil {
            return try wrapper.decode([Item].self, forKey: .item)
        }
        return [try wrapper.decode(Item.self, forKey: .item)]
    }

}

/// The member names of `PortalEnvelope`. Apart from the generic type (as `Skipped` is), so that
/// each container type is made once per run, not once per kind of item: the Swift runtime's
/// first look-up of a new container type's conformance scans every conformance in the program.
private enum PortalEnvelopeKeys {
    enum Root: String, CodingKey { case response }
    enum Response: String, CodingKey { case header, body }
    enum Header: String, CodingKey { case resultCode, resultMsg }
    enum Body: String, CodingKey { case items, totalCount }
    enum Items: String, CodingKey { case item }
}

/// Any JSON value, read for its shape only.
private struct Skipped: Decodable {
    init(from decoder: any Decoder) {}
}

/// A scalar the portal writes as a string, but sometimes as a number (AirKorea's `tm`) or null:
/// the text of a string, the shortest form of a finite number, nil for null or anything else.
public struct PortalText: Decodable, Sendable, Hashable {
    public let text: String?

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let number = try? container.decode(Double.self) {
            text = Self.text(number)
        } else {
            text = nil
        }
    }

    /// The text of a number member: a finite number as `String(Double)` writes it.
    static func text(_ number: Double) -> String? {
        number.isFinite ? numberText(number) : nil
    }

    /// `String(number)`: a whole number below 10^15 in magnitude (a grid index, a count, most
    /// readings) is written by its digits and `.0`, as `String(Double)` writes it, without the
    /// shortest-digits search a fraction needs.
    static func numberText(_ number: Double) -> String {
        guard number.magnitude < 1e15, let whole = Int(exactly: number), whole != 0 || number.sign == .plus
        else { return String(number) }
        return String(whole) + ".0"
    }
}
