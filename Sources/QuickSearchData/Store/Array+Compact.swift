/// A list of values that have a compact form, as the cache keeps it: the count, then every
/// value's form. The layout is the element's, as a list. Linear in the values.
extension Array: CompactStorable where Element: CompactStorable {
    public static var compactLayout: String { Element.compactLayout + "-list" }

    public func write(to writer: inout CompactWriter) {
        writer.write(list: self) { $1.write(to: &$0) }
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        self = try reader.readList { reader throws(CompactReader.Malformed) in try Element(from: &reader) }
    }
}
