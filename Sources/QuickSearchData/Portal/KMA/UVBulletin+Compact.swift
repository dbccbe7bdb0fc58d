import Foundation
import QuickSearchDomain

/// A UV bulletin as the cache keeps it read: its issue time, every index (slot, value, whether
/// it is a night one), then the slots left out and the empty ones. Kept until the next
/// bulletin; `weather` and `brief` read it back from this form instead of decoding it again.
extension UVBulletin: CompactStorable {
    public static var compactLayout: String { "uv-bulletin-1" }

    public func write(to writer: inout CompactWriter) {
        writer.write(issuedAt)
        writer.write(UInt64(indices.count))
        for index in indices {
            writer.write(index.time)
            writer.write(index.value)
            writer.write(index.isNight)
        }
        for slots in [unpublishedSlots, emptySlots] {
            writer.write(UInt64(slots.count))
            for slot in slots { writer.write(slot) }
        }
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        func slots() throws(CompactReader.Malformed) -> [Date] {
            var slots: [Date] = []
            for _ in 0..<(try reader.readCount()) { slots.append(try reader.readDate()) }
            return slots
        }
        let issuedAt = try reader.readDate()
        var indices: [UVIndex] = []
        for _ in 0..<(try reader.readCount()) {
            let index = UVIndex(
                time: try reader.readDate(),
                value: try reader.readInt(),
                isNight: try reader.readBool()
            )
            indices.append(try CompactReader.known(index))
        }
        self.init(issuedAt: issuedAt, indices: indices, unpublishedSlots: try slots(), emptySlots: try slots())
    }
}
