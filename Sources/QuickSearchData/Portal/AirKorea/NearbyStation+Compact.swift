/// A station near a point as the cache keeps it read: its name and distance. A saved place's
/// stations are asked on every `dust`, `weather` and `brief` and kept a day.
extension NearbyStation: CompactStorable {
    public static var compactLayout: String { "nearby-station-1" }

    public func write(to writer: inout CompactWriter) {
        writer.write(name)
        writer.write(distance)
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        self.init(name: try reader.readString(), distance: try reader.readDouble())
    }
}
