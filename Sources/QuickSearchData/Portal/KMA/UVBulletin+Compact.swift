import Foundation
import QuickSearchDomain

/// A UV bulletin as the cache keeps it read: its issue time, every index (slot, value, whether
/// it is a night one), then the slots left out and the empty ones. Kept until the next
/// bulletin; `weather` and `brief` read it back from this form instead of decoding it again.
extension UVBulletin: CompactStorable {
    public static var compactLayout: String { "uv-bulletin-1" }

    public func write(to writer: inout CompactWriter) {
        writer.write(issuedAt)
        writer.write(list: indices) { writer, index in
            writer.write(index.time)
            writer.write(index.value)
            writer.write(index.isNight)
        }
        for slots in [unpublishedSlots, emptySlots] {
            writer.write(list: slots) { $0.write($1) }
        }
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        func slots() throws(CompactReader.Malformed) -> [Date] {
            try reader.readList { reader throws(CompactReader.Malformed) in try reader.readDate() }
        }
        let issuedAt = try reader.readDate()
        let indices = try reader.readList { reader throws(CompactReader.Malformed) in
            try CompactReader.known(
                UVIndex(time: try reader.readDate(), value: try reader.readInt(), isNight: try reader.readBool())
            )
        }
        self.init(issuedAt: issuedAt, indices: indices, unpublishedSlots: try slots(), emptySlots: try slots())
    }
}
