/// How many events carry a tag, for the `tags` command.
public struct DevEventTagCount: Sendable, Codable, Hashable {
    /// The tag as first written.
    public var tag: String
    /// How many events carry it.
    public var count: Int

    /// A tag and its count.
    public init(tag: String, count: Int) {
        self.tag = tag
        self.count = count
    }
}
