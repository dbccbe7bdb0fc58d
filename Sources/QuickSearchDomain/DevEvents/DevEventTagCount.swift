/// How many events carry a tag, for the `tags` command.
public struct DevEventTagCount: Sendable, Codable, Hashable {
    /// The tag as first written.
    public var tag: String
    /// How many events carry it.
    public var count: Int
}

extension DevEventTagCount {
    /// Counts the events carrying each tag (tags compared folded, each event counted once per
    /// tag; a mode tag with a place counts as its mode and its region, see `DevEventTagGroups`),
    /// most used first, then by tag.
    public static func counts(in events: some Sequence<DevEvent>) -> [DevEventTagCount] {
        var counts: [String: DevEventTagCount] = [:]
        var order: [String] = []
        for event in events {
            var seen = Set<String>()
            for tag in event.tags.flatMap(DevEventTagGroups.counted) {
                let key = DevEventTextNormalizer.fold(tag)
                guard seen.insert(key).inserted else { continue }
                if counts[key] == nil {
                    counts[key] = DevEventTagCount(tag: tag, count: 0)
                    order.append(key)
                }
                counts[key]?.count += 1
            }
        }
        return order.compactMap { counts[$0] }.sorted { lhs, rhs in
            lhs.count != rhs.count
                ? lhs.count > rhs.count : DevEventTextNormalizer.fold(lhs.tag) < DevEventTextNormalizer.fold(rhs.tag)
        }
    }
}
