/// Rows of a portal answer as the cache keeps them read, when a row has a compact form: the
/// count left out, then the rows as a list (`Array`'s form). The layout is the row's.
/// Linear in the rows.
extension PortalRows: CompactStorable where Row: CompactStorable {
    public static var compactLayout: String { Row.compactLayout }

    public func write(to writer: inout CompactWriter) {
        writer.write(leftOut)
        rows.write(to: &writer)
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        let leftOut = try reader.readInt()
        self.init(rows: try [Row](from: &reader), leftOut: leftOut)
    }
}
