/// What the byte-level JSON rewriters (`JSONScalarRewriter`, `JSONFieldRewriter`) ask of a JSON
/// text as they walk it: where a string ends and whether it was an object key. Each call looks
/// only at the bytes it passes over, so a walk stays linear.
enum JSONTextScan {
    static let quote = UInt8(ascii: "\"")

    /// The index of the quote closing a string whose contents start at `start` (or the end).
    static func closingQuote(in json: [UInt8], from start: Int) -> Int {
        var index = start
        while index < json.count {
            switch json[index] {
            case UInt8(ascii: "\\"): index += 2
            case quote: return index
            default: index += 1
            }
        }
        return json.count
    }

    /// Whether the string that ended just before `index` is an object key (a `:` follows).
    static func isKey(_ json: [UInt8], after index: Int) -> Bool {
        var next = index
        while next < json.count, [0x20, 0x09, 0x0A, 0x0D].contains(json[next]) { next += 1 }
        return next < json.count && json[next] == UInt8(ascii: ":")
    }
}
