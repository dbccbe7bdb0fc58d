/// Writes a `JSONNode` as `JSONEncoder` does with sorted keys and unescaped slashes: keys in
/// the order of their UTF-8 bytes; pretty-printed with two spaces an indent and `" : "` after a
/// key, an empty container as `[\n\n]` or `{\n\n}` (indented); strings with `"`, `\` and the
/// controls below U+0020 escaped (`\b`, `\f`, `\n`, `\r`, `\t`, else `\u00xx`). DEL and the C1
/// controls (U+007F–U+009F, e.g. the 8-bit CSI U+009B) are escaped as `\u00xx` too: they would
/// reach a terminal raw, and inside a string the escape means the same text.
///
/// Time is linear in the output, plus sorting each object's keys (an object with the keys of
/// one of the last few objects at its depth, as a list of records and the objects inside them
/// have, reuses its order).
struct JSONTextWriter {
    let pretty: Bool
    /// The text written and not yet handed to `flush`.
    private(set) var bytes: [UInt8] = []
    /// Takes the text so far between two elements of a list once it reaches `pieceSize`, so
    /// that a long list is never held whole; nil keeps the whole text in `bytes`.
    private let flush: (([UInt8]) -> Void)?
    /// The size of the pieces handed to `flush` (a piece ends after an element: it may be longer).
    static let pieceSize = 64 * 1024
    /// By depth, the keys of the last objects sorted there, the latest first: a record's nested
    /// objects sit between two records, so one memory for the whole text would miss at every
    /// object, and a record's nested objects of several kinds (an hour's amounts and its wind)
    /// take turns at one depth.
    private var sortedKeys: [[SortedKeys]] = []
    /// The key sets kept for each depth.
    static let keptKeySets = 4

    /// An object's keys, their order, and each written as a key is (quoted, escaped, with what
    /// follows it).
    private struct SortedKeys {
        var keys: [String] = []
        var order: [Int] = []
        var written: [[UInt8]] = []
    }

    init(pretty: Bool, flush: (([UInt8]) -> Void)? = nil) {
        self.pretty = pretty
        self.flush = flush
    }

    mutating func write(_ node: JSONNode, level: Int = 0) {
        switch node {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .integer(let value): writeInteger(value)
        case .number(let text): append(text)
        case .string(let text): writeString(text)
        case .object(let object): writeObject(object, level: level)
        case .array(let array): writeArray(count: array.elements.count, level: level) { array.elements[$0] }
        case .deferred(let slot): write(slot.node ?? .object(JSONObject()), level: level)
        case .records(let records): writeArray(count: records.count, level: level) { .object(records.object($0)) }
        }
    }

    /// Ends the text with a newline.
    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// An array of `count` elements, each asked of `element` when it is written.
    private mutating func writeArray(count: Int, level: Int, element: (Int) -> JSONNode) {
        bytes.append(UInt8(ascii: "["))
        if pretty { bytes.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            if index > 0 { separate(level: level + 1) } else if pretty { indent(level + 1) }
            write(element(index), level: level + 1)
            if let flush, bytes.count >= Self.pieceSize {
                flush(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        close(UInt8(ascii: "]"), level: level)
    }

    private mutating func writeObject(_ object: JSONObject, level: Int) {
        let members = object.members
        bytes.append(UInt8(ascii: "{"))
        if pretty { bytes.append(UInt8(ascii: "\n")) }
        var first = true
        let (order, writtenKeys) = sortedOrder(of: members, level: level)
        for (position, index) in order.enumerated() {
            // Of equal keys (adjacent once sorted, in the order set), the last one set wins.
            if position + 1 < order.count, members[order[position + 1]].key == members[index].key { continue }
            if first { if pretty { indent(level + 1) } } else { separate(level: level + 1) }
            first = false
            bytes.append(contentsOf: writtenKeys[index])
            write(members[index].node, level: level + 1)
        }
        close(UInt8(ascii: "}"), level: level)
    }

    /// The members' indices ordered by key (UTF-8 bytes), equal keys in the order set, and each
    /// member's key as written (by member index), for an object at `level`.
    private mutating func sortedOrder(
        of members: [(key: String, node: JSONNode)],
        level: Int
    ) -> (order: [Int], keys: [[UInt8]]) {
        if level < sortedKeys.count {
            let kept = sortedKeys[level]
            if let index = kept.firstIndex(where: { Self.same(members, $0.keys) }) {
                if index > 0 { sortedKeys[level].insert(sortedKeys[level].remove(at: index), at: 0) }
                return (kept[index].order, kept[index].written)
            }
        } else {
            sortedKeys.append(contentsOf: repeatElement([], count: level + 1 - sortedKeys.count))
        }
        let keys = members.map { Array($0.key.utf8) }
        let order = keys.indices.sorted { left, right in
            keys[left] == keys[right] ? left < right : keys[left].lexicographicallyPrecedes(keys[right])
        }
        let written = members.map { member in
            var key = JSONTextWriter(pretty: pretty)
            key.writeString(member.key)
            key.append(pretty ? " : " : ":")
            return key.bytes
        }
        if sortedKeys[level].count == Self.keptKeySets { sortedKeys[level].removeLast() }
        sortedKeys[level].insert(SortedKeys(keys: members.map(\.key), order: order, written: written), at: 0)
        return (order, written)
    }

    /// Whether the members' keys are `keys`, in that order.
    private static func same(_ members: [(key: String, node: JSONNode)], _ keys: [String]) -> Bool {
        members.count == keys.count && zip(members, keys).allSatisfy { $0.key == $1 }
    }

    /// A comma between two elements, and the next one's line and indent when pretty.
    private mutating func separate(level: Int) {
        bytes.append(UInt8(ascii: ","))
        if pretty {
            bytes.append(UInt8(ascii: "\n"))
            indent(level)
        }
    }

    /// The end of a container: on a line of its own at `level` when pretty.
    private mutating func close(_ bracket: UInt8, level: Int) {
        if pretty {
            bytes.append(UInt8(ascii: "\n"))
            indent(level)
        }
        bytes.append(bracket)
    }

    /// Spaces for the indents, copied a run at a time.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private mutating func indent(_ level: Int) {
        var left = 2 * level
        while left > 0 {
            let run = min(left, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run])) }
            left -= run
        }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// The decimal digits of `value`, with a minus sign when negative, as `String(value)` has them.
    private mutating func writeInteger(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.appendDigits(of: value.magnitude)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// For each byte, whether it is copied as it is: above the controls and not `"`, `\`, DEL
    /// or the lead byte of U+0080–U+00BF (one look-up a byte instead of five comparisons).
    private static let plainBytes: [Bool] = (0...255).map { byte in
        byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2
    }

    /// `text` quoted, with what must be escaped escaped; runs of other bytes are copied whole.
    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            Self.plainBytes.withUnsafeBufferPointer { plain in
                writeEscaping(utf8, plain: plain)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The body of `writeString`: `utf8` with what must be escaped escaped.
    private mutating func writeEscaping(_ utf8: UnsafeBufferPointer<UInt8>, plain: UnsafeBufferPointer<Bool>) {
        var copied = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if plain[Int(byte)] {
                index += 1
                continue
            }
            var width = 1
            let escape: [UInt8]?
            switch byte {
            case UInt8(ascii: "\""): escape = Array("\\\"".utf8)
            case UInt8(ascii: "\\"): escape = Array("\\\\".utf8)
            case 0x08: escape = Array("\\b".utf8)
            case 0x0C: escape = Array("\\f".utf8)
            case 0x0A: escape = Array("\\n".utf8)
            case 0x0D: escape = Array("\\r".utf8)
            case 0x09: escape = Array("\\t".utf8)
            case 0x00..<0x20, 0x7F: escape = Self.unicodeEscape(byte)
            case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
                // U+0080–U+009F, two bytes in UTF-8.
                escape = Self.unicodeEscape(utf8[index + 1])
                width = 2
            default: escape = nil
            }
            if let escape {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
                bytes.append(contentsOf: escape)
                copied = index + width
            }
            index += width
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<utf8.count]))
    }

    /// `\\u00xx` for a code point below U+0100.
    private static func unicodeEscape(_ value: UInt8) -> [UInt8] {
        Array("\\u00".utf8) + [hexDigits[Int(value >> 4)], hexDigits[Int(value & 0x0F)]]
    }
}
