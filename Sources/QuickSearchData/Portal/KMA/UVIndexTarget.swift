import Foundation
import QuickSearchDomain

/// `LivingWthrIdxServiceV4/getUVIdxV4` for one region and bulletin: the bulletin's slots,
/// cached until the next bulletin is published.
public struct UVIndexTarget: PortalRequestTarget {
    public typealias Output = UVBulletin

    /// The 10-digit administrative region code (`areaNo`).
    public let regionCode: String
    /// The bulletin asked for (06 or 18 h, Korea time).
    public let bulletin: Date
    /// When the request is made (the client's clock), for the cache expiry of its answer.
    public let requestedAt: Date

    public var answerName: String { "kma-uv" }
    public var path: String { "/1360000/LivingWthrIdxServiceV4/getUVIdxV4" }
    /// The longest a bulletin can stay fresh; each answer names its own expiry.
    public var cacheLifetime: Duration? { .seconds(12 * 3600) }

    public var queryItems: [(name: String, value: String)] {
        [
            ("pageNo", "1"),
            ("numOfRows", "10"),
            ("dataType", "JSON"),
            ("areaNo", regionCode),
            ("time", UVBulletinSchedule.timeParameter(bulletin)),
        ]
    }

    /// The first item for the region and bulletin asked (`areaNo` and `date` exactly; items
    /// for another are ignored); none is `noData`.
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<UVBulletin> {
        let items = envelope.items.prefix(10)
        let asked = items.lazy.filter { $0.areaNo == regionCode }.compactMap(\.bulletin)
            .first { $0.issuedAt == bulletin }
        guard let found = asked else {
            let reason =
                items.contains { $0.bulletin != nil }
                ? "the answer has no bulletin for region \(regionCode) at \(UVBulletinSchedule.timeParameter(bulletin)) (its bulletins are for another region or time)"
                : "no readable UV bulletin for region \(regionCode)"
            throw SourceFailure(.noData, "\(answerName): \(reason); try again later")
        }
        var expiry = UVBulletinSchedule.nextPublication(after: requestedAt)
        if self.bulletin != UVBulletinSchedule.latest(at: requestedAt) {
            expiry = min(expiry, requestedAt.addingTimeInterval(KMAForecastTarget.fallbackLifetime))
        }
        return Decoded(found, isCacheable: true, expiresAt: expiry)
    }

    /// One bulletin: `areaNo`, `date` and the slots `h0`…`h75` (other fields are ignored).
    public struct Item: Decodable, Sendable {
        let areaNo: String?
        let bulletin: UVBulletin?

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            var slots: [String: String] = [:]
            for offset in UVBulletin.slotHours {
                let key = Key(stringValue: "h\(offset)")
                if let text = try container.decodeIfPresent(PortalText.self, forKey: key)?.text, text.utf8.count <= 8 {
                    slots[key.stringValue] = text
                }
            }
            let date = try container.decodeIfPresent(PortalText.self, forKey: Key(stringValue: "date"))?.text
            bulletin = date.flatMap { UVBulletin(kmaDate: $0, slots: slots) }
            areaNo = try container.decodeIfPresent(PortalText.self, forKey: Key(stringValue: "areaNo"))?.text
                .flatMap(UVRegionCode.valid)
        }
    }
}
