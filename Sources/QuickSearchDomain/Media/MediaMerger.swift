import Foundation

/// Merges ranked per-source streams into one list: deterministic, without duplicates.
public enum MediaMerger {
    /// Merges `streams` (in source registration order) and keeps the first `limit` items.
    ///
    /// - accuracy: round-robin by rank, sources in the given order.
    /// - recency: newest first; an undated item is placed by rank against its neighbours, so each
    ///   source's own order is always kept.
    /// - The same media URL from several sources is one item whose `sources` lists each of them,
    ///   including sources whose copy lies beyond the limit (so `sources` never depends on it).
    public static func merge(_ streams: [[MediaItem]], order: MediaSortOrder, limit: Int) -> [MediaItem] {
        var heads = Array(repeating: 0, count: streams.count)
        var merged: [MediaItem] = []
        var positionByKey: [String: Int] = [:]
        while merged.count < limit {
            guard let next = nextStream(streams, heads: heads, order: order) else { break }
            let item = streams[next][heads[next]]
            heads[next] += 1
            let key = deduplicationKey(item.url)
            if let existing = positionByKey[key] {
                if !merged[existing].sources.contains(item.source) {
                    merged[existing].sources.append(item.source)
                }
                continue
            }
            positionByKey[key] = merged.count
            merged.append(item)
        }
        for (stream, head) in zip(streams, heads) {
            for item in stream[head...] {
                guard let existing = positionByKey[deduplicationKey(item.url)],
                    !merged[existing].sources.contains(item.source)
                else { continue }
                merged[existing].sources.append(item.source)
            }
        }
        return merged
    }

    /// The URL form two sources' copies of one media file share: scheme and host case folded,
    /// surrounding white space and a trailing slash removed.
    ///
    /// An ASCII URL (as links nearly always are) is read byte by byte, which gives the same key
    /// at a fraction of the cost; any other goes through Foundation's Unicode-aware trimming.
    public static func deduplicationKey(_ url: String) -> String {
        asciiDeduplicationKey(url) ?? unicodeDeduplicationKey(url)
    }

    /// `deduplicationKey` of any URL, through Foundation.
    static func unicodeDeduplicationKey(_ url: String) -> String {
        var text = url.trimmingSpacesAndNewlines()
        if text.hasSuffix("/") { text.removeLast() }
        guard let schemeEnd = text.range(of: "://") else { return text }
        let afterScheme = text[schemeEnd.upperBound...]
        let hostEnd = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? afterScheme.endIndex
        let scheme = text[..<schemeEnd.lowerBound].lowercased()
        let host = afterScheme[..<hostEnd].lowercased()
        return "\(scheme)://\(host)\(afterScheme[hostEnd...])"
    }

    /// `deduplicationKey` of an all-ASCII URL, by bytes; nil for any other. In ASCII, white
    /// space and newlines are U+0009–U+000D and the space, and every character is one byte.
    static func asciiDeduplicationKey(_ url: String) -> String? {
        var url = url
        return url.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
            var start = 0
            var end = bytes.count
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            if end > start, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            let text = bytes[start..<end]
            guard let schemeEnd = firstSchemeSeparator(in: text) else { return String(decoding: text, as: UTF8.self) }
            let hostStart = schemeEnd + 3
            let hostEnd =
                text[hostStart...].firstIndex {
                    $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
                }
                ?? end
            var key = [UInt8]()
            key.reserveCapacity(text.count)
            for byte in text[start..<hostEnd] {
                key.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            }
            key.append(contentsOf: text[hostEnd...])
            return String(decoding: key, as: UTF8.self)
        }
    }

    /// Where the first `://` in `text` starts.
    private static func firstSchemeSeparator(in text: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var index = text.startIndex
        while index + 2 < text.endIndex {
            if text[index] == UInt8(ascii: ":"), text[index + 1] == UInt8(ascii: "/"),
                text[index + 2] == UInt8(ascii: "/")
            {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func nextStream(_ streams: [[MediaItem]], heads: [Int], order: MediaSortOrder) -> Int? {
        var best: Int?
        for index in streams.indices where heads[index] < streams[index].count {
            guard let current = best else {
                best = index
                continue
            }
            let candidate = streams[index][heads[index]]
            let leader = streams[current][heads[current]]
            if precedes(candidate, leader, order: order) {
                best = index
            }
        }
        return best
    }

    /// Whether `candidate` (from a later source) goes before `leader` (from an earlier one).
    private static func precedes(_ candidate: MediaItem, _ leader: MediaItem, order: MediaSortOrder) -> Bool {
        if order == .recency, let candidateDate = candidate.datetime, let leaderDate = leader.datetime,
            candidateDate != leaderDate
        {
            return candidateDate > leaderDate
        }
        return candidate.rank < leader.rank
    }
}

/// How merged results are ordered.
public enum MediaSortOrder: String, Sendable, Codable, CaseIterable {
    /// Each source's own relevance order, sources interleaved by rank.
    case accuracy
    /// Newest first by item date; undated items keep their place by rank.
    case recency
}
