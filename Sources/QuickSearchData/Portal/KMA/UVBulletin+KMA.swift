import Foundation
import QuickSearchDomain

extension UVBulletin {
    /// The slots of a `getUVIdxV4` bulletin: `h0`, `h3`, …, `h75`, hours after its `date`.
    static let slotHours = stride(from: 0, through: 75, by: 3)

    /// Reads a bulletin from its `date` (`yyyyMMddHH`, Korea time) and its slots by field name
    /// (`h0`…); nil when `date` is malformed. Empty slots (night, or not yet published) and
    /// values that are not whole numbers in 0…20 (in `NumberText`'s form) are left out, the
    /// times of both kept apart. Other fields are ignored.
    init?(kmaDate date: String, slots: [String: String]) {
        guard date.utf8.count == 10,
            let issuedAt = KMADateTime.instant(date: String(date.prefix(8)), time: String(date.suffix(2)) + "00")
        else { return nil }
        var indices: [UVIndex] = []
        var unpublished: [Date] = []
        var empty: [Date] = []
        for offset in Self.slotHours {
            guard let text = slots["h\(offset)"] else { continue }
            let time = issuedAt.addingTimeInterval(TimeInterval(offset * 3600))
            guard !text.trimmingSpaces().isEmpty else {
                empty.append(time)
                continue
            }
            guard let value = NumberText.decimal(text).flatMap({ Int(exactly: $0) }),
                let index = UVIndex(time: time, value: value)
            else {
                unpublished.append(time)
                continue
            }
            indices.append(index)
        }
        self.init(issuedAt: issuedAt, indices: indices, unpublishedSlots: unpublished, emptySlots: empty)
    }
}
