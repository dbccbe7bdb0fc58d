import Foundation

/// A JSON document checked and indexed in one pass: every value becomes a node of a flat list
/// (its kind, where its bytes are, where the value after it starts), so that a reader finds a
/// member by skipping whole values and turns into Swift values only the strings and numbers it
/// asks for. Built by `JSONTape.parse`; read by `TapeDecoder`.
///
/// The grammar is RFC 8259's, strictly: UTF-8 (a leading byte-order mark allowed), no trailing
/// commas, no control characters or invalid UTF-8 in strings, escapes only of the eight kinds JSON
/// has, numbers only in JSON's form, at most `maximumDepth` levels of nesting. A document outside
/// it is not read here at all (`parse` returns nil), and `JSONBody` leaves it to `JSONDecoder`,
/// which reads some such documents and refuses others.
struct JSONTape {
    /// The kind of one value.
    enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
    }

    /// One value. For a string, `start..<end` are the bytes between its quotes; for a number, its
    /// text. A container's `count` is its elements (an object's: its members, each a key node
    /// followed by its value's nodes); a key's is `signature(of:)` its bytes. `next` is the index
    /// of the node after the value's own.
    struct Node {
        var kind: Kind
        /// A string holding a backslash escape; a number written as a whole number (no fraction,
        /// no exponent).
        var flag: Bool
        var start: Int32
        var end: Int32
        var next: Int32
        var count: Int32

        /// A string's node: its text at `start..<end`, a key's signature in `count`.
        static func string(_ start: Int, _ end: Int, escaped: Bool, next: Int, count: Int32 = 0) -> Node {
            Node(kind: .string, flag: escaped, start: Int32(start), end: Int32(end), next: Int32(next), count: count)
        }
    }

    /// The deepest nesting read here (`JSONDecoder` refuses 512 levels and more).
    static let maximumDepth = 500

    let bytes: [UInt8]
    private(set) var nodes: [Node] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The document in `bytes`, or nil when it is not strict JSON. Linear in `bytes`.
    static func parse(_ bytes: [UInt8]) -> JSONTape? {
        guard bytes.count < Int32.max else { return nil }
        var tape = JSONTape(bytes: bytes)
        let escapedKeys: [Int]? = bytes.withUnsafeBufferPointer { text in
            var parser = Parser(text: text)
            return parser.parse(into: &tape.nodes) ? parser.escapedKeys : nil
        }
        guard let escapedKeys else { return nil }
        // JSONDecoder reads every key of an object it opens: one escape that is not a whole
        // character fails the document there, so such a document is left to it.
        guard escapedKeys.allSatisfy({ tape.string(at: $0) != nil }) else { return nil }
        return tape
    }

    /// The index of the value of the first member of the object at `object` whose key is
    /// `key`, and whether another member has that key too; nil when none has it. Linear in the
    /// object's members.
    func member(_ key: String, in object: Int) -> (value: Int, isRepeated: Bool)? {
        var key = key
        return key.withUTF8 { keyBytes in
            let signature = Self.signature(of: keyBytes)
            var found: Int?
            var index = object + 1
            for _ in 0..<Int(nodes[object].count) {
                let value = index + 1
                if keyMatches(index, keyBytes, signature: signature, escapedText: nil) {
                    if let found { return (found, true) }
                    found = value
                }
                index = Int(nodes[value].next)
            }
            return found.map { ($0, false) }
        }
    }

    /// The value of the one member of the object at `object` named `key`; nil when `object` is
    /// not an object, or when no member or more than one has that name.
    func onlyMember(_ key: String, in object: Int) -> Int? {
        guard nodes[object].kind == .object, let (value, isRepeated) = member(key, in: object), !isRepeated
        else { return nil }
        return value
    }

    /// Whether the node at `node` is a string without escapes whose bytes are `text`'s.
    func isPlainString(_ node: Int, equalTo text: [UInt8]) -> Bool {
        let entry = nodes[node]
        return entry.kind == .string && !entry.flag && hasBytes(node, text)
    }

    /// Whether the bytes of the string or number node at `node` (a string's as written) are `text`.
    func hasBytes(_ node: Int, _ text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { bytesEqual($0, nodes[node]) }
    }

    /// `body` over the bytes of the string or number node at `node` (a string's between its
    /// quotes, escapes as written).
    func withBytes<Result>(of node: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let entry = nodes[node]
        return bytes.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[Int(entry.start)..<Int(entry.end)]))
        }
    }

    /// Distinct member names looked up together (a portal row's fields), their bytes and
    /// signatures worked out once for every object they are looked up in.
    struct KeySet {
        fileprivate let bytes: [[UInt8]]
        fileprivate let signatures: [Int32]

        init(_ names: [String]) {
            bytes = names.map { Array($0.utf8) }
            signatures = bytes.map { key in key.withUnsafeBufferPointer { JSONTape.signature(of: $0) } }
        }
    }

    /// For each of `keys`, the index of the value of the first member with that name (-1 when
    /// none has it), and whether some name is had by two members: what `member(_:in:)` finds,
    /// the object's members walked once (a portal row is read for nine names of its dozen
    /// members). Linear in the members times the keys at worst; about linear in the members when
    /// the rows list them in one order.
    func members(_ keys: KeySet, in object: Int) -> (values: [Int], isRepeated: Bool) {
        let count = keys.bytes.count
        var values = [Int](repeating: -1, count: count)
        var isRepeated = false
        var index = object + 1
        // The names are distinct, so a member is at most one of them; rows list their members in
        // one order, so the name after the last one found is tried first.
        var guess = 0
        for _ in 0..<Int(nodes[object].count) {
            let value = index + 1
            let entry = nodes[index]
            let escapedText = entry.flag ? string(at: index) : nil
            for offset in 0..<count {
                let position = guess + offset < count ? guess + offset : guess + offset - count
                // Most names are passed over by their signatures alone.
                guard entry.flag || entry.count == keys.signatures[position] else { continue }
                let matches = keys.bytes[position].withUnsafeBufferPointer {
                    keyMatches(index, $0, signature: keys.signatures[position], escapedText: escapedText)
                }
                guard matches else { continue }
                if values[position] >= 0 { isRepeated = true } else { values[position] = value }
                guess = position + 1 < count ? position + 1 : 0
                break
            }
            index = Int(nodes[value].next)
        }
        return (values, isRepeated)
    }

    /// Whether the key node at `index` is `key`: an escaped key compared by its text
    /// (`escapedText`, computed here when nil), another by its bytes when its signature is the key's.
    private func keyMatches(
        _ index: Int,
        _ key: UnsafeBufferPointer<UInt8>,
        signature: Int32,
        escapedText: String?
    ) -> Bool {
        let entry = nodes[index]
        guard entry.flag else { return entry.count == signature && bytesEqual(key, entry) }
        return (escapedText ?? string(at: index)) == String(decoding: key, as: UTF8.self)
    }

    /// A key's bytes, folded into 31 bits (FNV-1a), to pass over other keys with one comparison.
    fileprivate static func signature(of bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        signature(of: bytes, from: 0, to: bytes.count)
    }

    /// `signature(of:)` the bytes of `text` from `start` to `end`.
    fileprivate static func signature(of text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int32 {
        var hash: UInt32 = 2_166_136_261
        var index = start
        while index < end {
            hash = (hash ^ UInt32(text[index])) &* 16_777_619
            index += 1
        }
        return Int32(bitPattern: hash & 0x7FFF_FFFF)
    }

    /// Whether the string node `entry` holds exactly `key`'s bytes.
    private func bytesEqual(_ key: UnsafeBufferPointer<UInt8>, _ entry: Node) -> Bool {
        let start = Int(entry.start)
        let length = Int(entry.end) - start
        guard length == key.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            length == 0 || memcmp(all.baseAddress! + start, key.baseAddress!, length) == 0
        }
    }

    /// The indices of the elements of the array at `array`, in order.
    func elements(of array: Int) -> [Int] {
        var indices: [Int] = []
        indices.reserveCapacity(Int(nodes[array].count))
        var index = array + 1
        for _ in 0..<Int(nodes[array].count) {
            indices.append(index)
            index = Int(nodes[index].next)
        }
        return indices
    }

    /// The text of the string node at `node`; nil for an escape that is not a whole character
    /// (a lone surrogate), which this reader leaves to `JSONDecoder`.
    func string(at node: Int) -> String? {
        let entry = nodes[node]
        let start = Int(entry.start)
        let end = Int(entry.end)
        guard entry.flag else {
            return bytes.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "u"):
                var value = hex4(at: index)
                index += 4
                if (0xD800...0xDBFF).contains(value) {
                    guard index + 6 <= end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    else { return nil }
                    let low = hex4(at: index + 2)
                    guard (0xDC00...0xDFFF).contains(low) else { return nil }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                guard let scalar = Unicode.Scalar(value) else { return nil }
                output.append(contentsOf: UTF8.encode(scalar)!)
            default:
                output.append(JSONEscape.byte(for: escape))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The value of the number node at `node` when it is written as a whole number that `Int`
    /// holds; nil for a larger one.
    func integer(at node: Int) -> Int? {
        let entry = nodes[node]
        var index = Int(entry.start)
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        while index < Int(entry.end) {
            let digit = Int(bytes[index] - UInt8(ascii: "0"))
            let (shifted, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowPlus) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowTimes, !overflowPlus else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// The text of the number node at `node`.
    func numberText(at node: Int) -> String {
        let entry = nodes[node]
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(entry.start)..<Int(entry.end)]), as: UTF8.self)
        }
    }

    /// The four hex digits at `index` (checked by the parser) as a number.
    private func hex4(at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            value = value << 4 + UInt32(Parser.hexValue(byte)!)
        }
        return value
    }
}

extension JSONTape {
    /// The index of the quote that ends the string whose text begins at `start` in `text`,
    /// and whether that text holds an escape; nil when it is not a JSON string's text (a
    /// control, an escape JSON has not, a sequence that is not strict UTF-8) or has no end.
    /// Runs of plain ASCII are passed over eight bytes at a time. Linear in the text.
    static func stringEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, escaped: Bool)? {
        let raw = UnsafeRawBufferPointer(text)
        var index = start
        var escaped = false
        while true {
            // Eight bytes at a time up to the first that is not plain: the lowest marked byte
            // of a word is one (a mark above a marked byte may be false, one below never is).
            while index + 8 <= text.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let marks = otherThanPlainMarks(word)
                guard marks == 0 else {
                    index += marks.trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
            guard index < text.count else { return nil }
            switch text[index] {
            case UInt8(ascii: "\""):
                return (index, escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                guard index + 1 < text.count else { return nil }
                switch text[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard index + 6 <= text.count,
                        text[(index + 2)..<(index + 6)].allSatisfy({ Parser.hexValue($0) != nil })
                    else { return nil }
                    index += 6
                default:
                    return nil
                }
            case 0x00..<0x20:
                return nil
            case 0x20..<0x80:
                index += 1
            default:
                guard let length = scalarLength(in: text, at: index) else { return nil }
                index += length
            }
        }
    }

    /// The length of the UTF-8 sequence of two to four bytes at `index`, strictly (no overlong
    /// forms, no surrogates, nothing above U+10FFFF); nil when it is not one.
    private static func scalarLength(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch text[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            highest = 0x9F
        case 0xF0:
            length = 4
            lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            highest = 0x8F
        default: return nil
        }
        guard index + length <= text.count, (lowest...highest).contains(text[index + 1]) else { return nil }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(text[index + offset]) {
            return nil
        }
        return length
    }

    /// The high bit of each byte of `word` (the first byte in memory the lowest) that is a
    /// control (below 0x20), a quote, a backslash or not ASCII. Each test sets a byte's high bit
    /// where that byte matches, and may set it too in a byte above one that matches, never where
    /// none does: a word without such a byte has no mark, and the lowest mark is the first such byte.
    static func otherThanPlainMarks(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        // A byte below 0x20 borrows; one at 0x80 or above has its high bit set already.
        let controls = word &- (ones &* 0x20)
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        return (controls | zeroQuote | zeroBackslash | word) & highs
    }
}

extension JSONTape {
    /// The one pass over the bytes: an explicit stack of open containers, no recursion. It reads
    /// the bytes through a buffer pointer and counts a container's elements on the stack (the
    /// node gets its count when the container closes), so a value costs one append to `nodes`.
    fileprivate struct Parser {
        let text: UnsafeBufferPointer<UInt8>
        var index = 0
        /// The key nodes holding an escape.
        private(set) var escapedKeys: [Int] = []

        /// An open container: its node, whether it is an object, its elements so far.
        private struct Open {
            let node: Int
            let isObject: Bool
            var count: Int32
        }

        init(text: UnsafeBufferPointer<UInt8>) {
            self.text = text
        }

        mutating func parse(into nodes: inout [Node]) -> Bool {
            if text.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            var open: [Open] = []
            // A value takes two bytes at least; one in six is about what answers hold.
            nodes.reserveCapacity(text.count / 6)
            while true {
                // A value starts here (a key, when the container on top is an object, is read
                // with its colon before its value).
                skipSpace()
                guard index < text.count else { return false }
                let node = nodes.count
                switch text[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isObject = text[index] == UInt8(ascii: "{")
                    guard open.count < JSONTape.maximumDepth else { return false }
                    nodes.append(
                        Node(
                            kind: isObject ? .object : .array,
                            flag: false,
                            start: Int32(index),
                            end: 0,
                            next: 0,
                            count: 0
                        )
                    )
                    index += 1
                    skipSpace()
                    guard index < text.count else { return false }
                    if text[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        index += 1
                        nodes[node].next = Int32(nodes.count)
                        break
                    }
                    open.append(Open(node: node, isObject: isObject, count: 0))
                    if isObject {
                        guard readKey(into: &nodes) else { return false }
                    }
                    continue
                case UInt8(ascii: "\""):
                    guard readString(into: &nodes) else { return false }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard readNumber(into: &nodes) else { return false }
                case UInt8(ascii: "t"):
                    guard readLiteral("true", .true, into: &nodes) else { return false }
                case UInt8(ascii: "f"):
                    guard readLiteral("false", .false, into: &nodes) else { return false }
                case UInt8(ascii: "n"):
                    guard readLiteral("null", .null, into: &nodes) else { return false }
                default:
                    return false
                }
                // A value ended: a comma, the end of the containers it closes, or the document's end.
                while true {
                    skipSpace()
                    guard !open.isEmpty else { return index == text.count }
                    guard index < text.count else { return false }
                    let top = open.count - 1
                    open[top].count += 1
                    let isObject = open[top].isObject
                    let byte = text[index]
                    index += 1
                    if byte == UInt8(ascii: ",") {
                        if isObject {
                            skipSpace()
                            guard readKey(into: &nodes) else { return false }
                        }
                        break
                    }
                    guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
                    let closed = open.removeLast()
                    nodes[closed.node].count = closed.count
                    nodes[closed.node].next = Int32(nodes.count)
                }
            }
        }

        /// A member's key, its signature, and its colon.
        private mutating func readKey(into nodes: inout [Node]) -> Bool {
            guard index < text.count, text[index] == UInt8(ascii: "\""),
                let (start, end, escaped) = stringBounds()
            else { return false }
            let key = nodes.count
            if escaped { escapedKeys.append(key) }
            let signature = JSONTape.signature(of: text, from: start, to: end)
            nodes.append(.string(start, end, escaped: escaped, next: key + 1, count: signature))
            skipSpace()
            guard index < text.count, text[index] == UInt8(ascii: ":") else { return false }
            index += 1
            return true
        }

        private mutating func skipSpace() {
            while index < text.count {
                switch text[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        private mutating func readLiteral(_ word: StaticString, _ kind: Kind, into nodes: inout [Node]) -> Bool {
            let length = word.utf8CodeUnitCount
            guard index + length <= text.count else { return false }
            let matches = word.withUTF8Buffer { $0.elementsEqual(text[index..<(index + length)]) }
            guard matches else { return false }
            let node = nodes.count
            nodes.append(
                Node(
                    kind: kind,
                    flag: false,
                    start: Int32(index),
                    end: Int32(index + length),
                    next: Int32(node + 1),
                    count: 0
                )
            )
            index += length
            return true
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        private mutating func readNumber(into nodes: inout [Node]) -> Bool {
            let start = index
            if text[index] == UInt8(ascii: "-") { index += 1 }
            guard index < text.count else { return false }
            if text[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                guard skipDigits() else { return false }
            }
            var isWhole = true
            if index < text.count, text[index] == UInt8(ascii: ".") {
                index += 1
                isWhole = false
                guard skipDigits() else { return false }
            }
            if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                isWhole = false
                if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard skipDigits() else { return false }
            }
            let node = nodes.count
            nodes.append(
                Node(
                    kind: .number,
                    flag: isWhole,
                    start: Int32(start),
                    end: Int32(index),
                    next: Int32(node + 1),
                    count: 0
                )
            )
            return true
        }

        /// One or more digits.
        private mutating func skipDigits() -> Bool {
            let start = index
            while index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) { index += 1 }
            return index > start
        }

        /// A string value from its opening quote: valid UTF-8, no control characters, JSON's escapes.
        private mutating func readString(into nodes: inout [Node]) -> Bool {
            guard let (start, end, escaped) = stringBounds() else { return false }
            nodes.append(.string(start, end, escaped: escaped, next: nodes.count + 1))
            return true
        }

        /// The text of the string whose opening quote is at `index` (passed, with its closing
        /// quote), and whether it holds an escape; nil when it is no JSON string.
        private mutating func stringBounds() -> (start: Int, end: Int, escaped: Bool)? {
            let start = index + 1
            guard let (end, escaped) = JSONTape.stringEnd(in: text, from: start) else { return nil }
            index = end + 1
            return (start, end, escaped)
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }
}
