/// Rows of a portal answer as the cache keeps them read, when a row has a compact form: the
/// count left out, the row count, then every row's form. The layout is the row's.
/// Linear in the rows.
extension PortalRows: CompactStorable where Row: CompactStorable {
    public static var compactLayout: String { Row.compactLayout }

    public func write(to writer: inout CompactWriter) {
        writer.write(leftOut)
        writer.write(UInt64(rows.count))
        for row in rows { row.write(to: &writer) }
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        let leftOut = try reader.readInt()
        let count = try reader.readCount()
        var rows: [Row] = []
        rows.reserveCapacity(count)
        for _ in 0..<count { rows.append(try Row(from: &reader)) }
        self.init(rows: rows, leftOut: leftOut)
    }
}
