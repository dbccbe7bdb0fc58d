/// Rewrites the numbers and string values of a JSON text in place, byte by byte, without
/// building a tree: how faults turn a normal answer into one with hostile scalars while
/// keeping its shape, key order and escaping.
enum JSONScalarRewriter {
    /// `json` with every number token replaced by `number(token)` and the contents of every
    /// string value (not object keys) replaced by `stringValue(contents)`; contents keep
    /// their escapes, without the quotes.
    static func rewrite(
        _ json: [UInt8],
        number: ([UInt8]) -> [UInt8],
        stringValue: ([UInt8]) -> [UInt8]
    ) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(json.count)
        var index = 0
        while index < json.count {
            let byte = json[index]
            if byte == JSONTextScan.quote {
                let end = JSONTextScan.closingQuote(in: json, from: index + 1)
                let contents = Array(json[(index + 1)..<end])
                output.append(JSONTextScan.quote)
                output += JSONTextScan.isKey(json, after: end + 1) ? contents : stringValue(contents)
                output.append(JSONTextScan.quote)
                index = end + 1
            } else if byte == minus || isDigit(byte) {
                var end = index + 1
                while end < json.count, isNumberByte(json[end]) { end += 1 }
                output += number(Array(json[index..<end]))
                index = end
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    /// Whether `bytes` is a non-empty run of ASCII digits.
    static func isDigits(_ bytes: [UInt8]) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }

    private static let minus = UInt8(ascii: "-")

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        isDigit(byte)
            || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), minus].contains(byte)
    }
}
