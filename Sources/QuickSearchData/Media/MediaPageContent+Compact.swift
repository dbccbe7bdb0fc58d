import Foundation
import QuickSearchDomain

/// A media page as the cache keeps it read: every item field in declaration order, then the
/// end flag and the total. A repeated search reads 300 items back in a fraction of what
/// decoding their pages' JSON and cleaning their titles again costs.
extension MediaPageContent: CompactStorable {
    public static let compactLayout = "media-page-1"

    public func write(to writer: inout CompactWriter) {
        writer.write(UInt64(items.count))
        for item in items {
            writer.write(item.source.rawValue)
            writer.write(item.sources.map(\.rawValue))
            writer.write(item.kind.rawValue)
            writer.write(item.title)
            writer.write(item.url)
            writer.write(item.thumbnailURL)
            writer.write(item.width)
            writer.write(item.height)
            writer.write(item.datetime)
            writer.write(item.siteName)
            writer.write(item.documentURL)
            writer.write(item.duration)
            writer.write(item.author)
            writer.write(item.rank)
        }
        writer.write(isEnd)
        writer.write(total)
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        let count = try reader.readCount()
        var items: [MediaItem] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            let source = MediaSourceID(rawValue: try reader.readString())
            let sources = try reader.readStrings().map(MediaSourceID.init(rawValue:))
            var item = MediaItem(
                source: source,
                kind: try Self.kind(try reader.readString()),
                title: try reader.readString(),
                url: try reader.readString(),
                thumbnailURL: try reader.readOptionalString(),
                width: try reader.readOptionalInt(),
                height: try reader.readOptionalInt(),
                datetime: try reader.readOptionalDate(),
                siteName: try reader.readOptionalString(),
                documentURL: try reader.readOptionalString(),
                duration: try reader.readOptionalInt(),
                author: try reader.readOptionalString(),
                rank: try reader.readInt()
            )
            item.sources = sources
            items.append(item)
        }
        self.init(items: items, isEnd: try reader.readBool(), total: try reader.readOptionalInt())
    }

    private static func kind(_ name: String) throws(CompactReader.Malformed) -> MediaKind {
        guard let kind = MediaKind(rawValue: name) else { throw CompactReader.Malformed() }
        return kind
    }
}
