/// Sets one field of a JSON text's objects, byte by byte, without building a tree: how the
/// `field=` fault turns a normal answer into one with a chosen value (`obsrValue` `0x1F`, a
/// `dataTime` in the year 9999) while keeping its shape, key order and escaping. Two passes over
/// the text, linear in its length, and a sort of the k values replaced (k log k).
enum JSONFieldRewriter {
    /// Replaces the scalar value of every member `name` (in an object that also has a member
    /// `condition.key` whose string or number value is `condition.value`, when given) by `text`:
    /// a JSON string of it, or the bare literal when the old value was a number and `text` is one.
    static func rewrite(_ json: [UInt8], _ rewrite: MockFieldRewrite) -> [UInt8] {
        let spans = replacedSpans(in: json, rewrite)
        guard !spans.isEmpty else { return json }
        var output: [UInt8] = []
        output.reserveCapacity(json.count + spans.count * (rewrite.text.utf8.count + 2))
        var index = 0
        for span in spans {
            output += json[index..<span.range.lowerBound]
            output += span.wasNumber && rewrite.isNumberLiteral ? Array(rewrite.text.utf8) : quoted(rewrite.text)
            index = span.range.upperBound
        }
        output += json[index...]
        return output
    }

    /// A value to replace: where it is in the text, and whether it was a number.
    private struct Span {
        var range: Range<Int>
        var wasNumber: Bool
    }

    /// The object or array being read, and for an object what its members said so far.
    private struct Frame {
        var isObject: Bool
        var pendingKey: [UInt8]?
        var target: Span?
        var matches: Bool
    }

    /// The spans of the values to replace, in text order (an object's target is known when the
    /// object closes, so spans are sorted at the end; objects never overlap their members).
    private static func replacedSpans(in json: [UInt8], _ rewrite: MockFieldRewrite) -> [Span] {
        let name = Array(rewrite.name.utf8)
        let conditionKey = rewrite.condition.map { Array($0.key.utf8) }
        let conditionValue = rewrite.condition.map { Array($0.value.utf8) }
        var stack: [Frame] = []
        var spans: [Span] = []
        var index = 0
        /// Records a scalar value at `range` for the member the top object is reading.
        func scalar(_ range: Range<Int>, contents: ArraySlice<UInt8>, isNumber: Bool) {
            guard var top = stack.last, top.isObject, let key = top.pendingKey else { return }
            if key == name { top.target = Span(range: range, wasNumber: isNumber) }
            if let conditionKey, key == conditionKey, contents.elementsEqual(conditionValue ?? []) {
                top.matches = true
            }
            top.pendingKey = nil
            stack[stack.count - 1] = top
        }
        while index < json.count {
            let byte = json[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if var top = stack.last, top.isObject {
                    top.pendingKey = nil
                    stack[stack.count - 1] = top
                }
                stack.append(
                    Frame(
                        isObject: byte == UInt8(ascii: "{"),
                        pendingKey: nil,
                        target: nil,
                        matches: conditionKey == nil
                    )
                )
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let closed = stack.popLast(), closed.matches, let target = closed.target { spans.append(target) }
                index += 1
            case UInt8(ascii: "\""):
                let end = JSONTextScan.closingQuote(in: json, from: index + 1)
                let contents = json[(index + 1)..<min(end, json.count)]
                if JSONTextScan.isKey(json, after: end + 1), var top = stack.last, top.isObject {
                    top.pendingKey = Array(contents)
                    stack[stack.count - 1] = top
                } else {
                    scalar(index..<min(end + 1, json.count), contents: contents, isNumber: false)
                }
                index = end + 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"),
                UInt8(ascii: "n"):
                var end = index + 1
                while end < json.count, isLiteralByte(json[end]) { end += 1 }
                let isNumber = byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                scalar(index..<end, contents: json[index..<end], isNumber: isNumber)
                index = end
            default:
                index += 1
            }
        }
        return spans.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// `text` as a JSON string.
    private static func quoted(_ text: String) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: output += Array("\\u00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16))".utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
        return output
    }

    private static func isLiteralByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "."),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }
}

/// What the `field=` fault sets: the member `name` to `text`, in the objects `condition` picks.
public struct MockFieldRewrite: Sendable, Hashable {
    /// A member an object must have for its field to be set: `where=category=T1H`.
    public struct Condition: Sendable, Hashable {
        public var key: String
        public var value: String
    }

    public var name: String
    public var text: String
    public var condition: Condition?

    /// Whether `text` is a JSON number, written bare where a number was.
    var isNumberLiteral: Bool {
        MockFault.isJSONNumber(text)
    }
}
