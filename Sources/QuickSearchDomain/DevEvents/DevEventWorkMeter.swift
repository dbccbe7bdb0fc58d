/// Counts the work one page costs, stage by stage, in units that each take constant time: the
/// tests check with it that every stage grows linearly with the page (the count for a page four
/// times as long is at most about four times as high), and `qsbench` prints it per item.
///
/// Reading a page never needs one: every stage takes an optional meter and skips the counting
/// without it.
public final class DevEventWorkMeter {
    /// A stage of reading a page.
    public enum Stage: String, Sendable, CaseIterable {
        /// Bytes of the page looked at while reducing its markup for libxml2 (each a constant
        /// number of times).
        case markup
        /// Nodes of libxml2's tree visited while finding sections, entries and their contents.
        case nodes
        /// Characters looked at and set lookups made by the field rules: tags, hosts, code
        /// spans and their de-duplication.
        case fields
        /// Event identifiers computed, collisions included.
        case identifiers
    }

    /// The units counted so far, by stage.
    public private(set) var counts: [Stage: Int] = [:]

    /// A meter with nothing counted.
    public init() {}

    /// Adds `units` to `stage`.
    public func add(_ units: Int, to stage: Stage) {
        counts[stage, default: 0] += units
    }

    /// The units counted for `stage`.
    public subscript(stage: Stage) -> Int {
        counts[stage] ?? 0
    }

    /// Every unit counted.
    public var total: Int {
        counts.values.reduce(0, +)
    }
}
