/// A list of values that have a compact form, as the cache keeps it: the count, then every
/// value's form. The layout is the element's, as a list. Linear in the values.
extension Array: CompactStorable where Element: CompactStorable {
    public static var compactLayout: String { Element.compactLayout + "-list" }

    public func write(to writer: inout CompactWriter) {
        writer.write(UInt64(count))
        for element in self { element.write(to: &writer) }
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        let count = try reader.readCount()
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(try Element(from: &reader)) }
    }
}
