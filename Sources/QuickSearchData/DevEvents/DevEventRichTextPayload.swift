import Foundation

/// GitHub may ship the README's HTML only inside a JSON payload (`"richText":"<article…>"`,
/// with `<` often written `\u003c`). This finds every such string in the raw page bytes and
/// decodes it from JSON, so the article can be parsed when the DOM lacks it.
///
/// The scan itself holds the page's bytes once plus the fragment being decoded: fragments are
/// decoded one at a time as they are asked for, each grows only as far as its own text (a
/// decoded string is never longer than 1.5 times its JSON form), and each libxml2 document is
/// freed before the next fragment is parsed. Which fragments are parsed at all, and how many,
/// is `LibXMLDevEventPageParser`'s bound (`maximumFragmentsParsed`, `mayHoldSections`). What
/// this does not bound is libxml2's tree of the page itself: tags written literally in the
/// page (not inside a `<script>`) cost about 500 bytes of nodes each, which the 16 MiB page
/// limit caps.
enum DevEventRichTextPayload {
    /// The decoded HTML of every `"richText"` string value in `data` that holds a tag, in order.
    static func htmlFragments(in data: Data) -> Fragments {
        Fragments(bytes: [UInt8](data))
    }

    /// True when `fragment` holds an `<h2` tag (any case), without which it holds no month section.
    static func mayHoldSections(_ fragment: [UInt8]) -> Bool {
        guard fragment.count >= 3 else { return false }
        for index in 0...(fragment.count - 3)
        where fragment[index] == UInt8(ascii: "<")
            && fragment[index + 1] | 0x20 == UInt8(ascii: "h") && fragment[index + 2] == UInt8(ascii: "2")
        {
            return true
        }
        return false
    }

    /// The fragments of one page, decoded lazily.
    struct Fragments: Sequence, IteratorProtocol {
        private let bytes: [UInt8]
        private var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func next() -> [UInt8]? {
            let key = Array("\"richText\"".utf8)
            while let found = DevEventRichTextPayload.firstIndex(of: key, in: bytes, from: index) {
                index = found + key.count
                var cursor = DevEventRichTextPayload.skipSpaces(bytes, from: index)
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { continue }
                cursor = DevEventRichTextPayload.skipSpaces(bytes, from: cursor + 1)
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { continue }
                guard let (fragment, end) = DevEventRichTextPayload.decodeJSONString(bytes, from: cursor + 1) else {
                    // A string that never closes runs to the end: no later one can close either.
                    index = bytes.count
                    return nil
                }
                index = end
                if fragment.contains(UInt8(ascii: "<")) { return fragment }
            }
            index = bytes.count
            return nil
        }
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// Decodes a JSON string body starting after its opening quote; returns the UTF-8 bytes and
    /// the index after the closing quote, or nil when the string never closes.
    static func decodeJSONString(_ bytes: [UInt8], from start: Int) -> ([UInt8], Int)? {
        var output: [UInt8] = []
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                return (output, index + 1)
            }
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            guard index + 1 < bytes.count else { return nil }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "u"):
                guard let unit = hexValue(bytes, at: index) else {
                    output.append(contentsOf: Array("\u{FFFD}".utf8))
                    continue
                }
                index += 4
                var scalar = Unicode.Scalar(unit)
                if (0xD800...0xDBFF).contains(unit), index + 5 < bytes.count,
                    bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                    let low = hexValue(bytes, at: index + 2), (0xDC00...0xDFFF).contains(low)
                {
                    scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    index += 6
                }
                output.append(contentsOf: Array(String(Character(scalar ?? "\u{FFFD}")).utf8))
            default:
                output.append(JSONEscape.byte(for: escape))
            }
        }
        return nil
    }

    private static func hexValue(_ bytes: [UInt8], at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<(start + 4)] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value * 16 + UInt32(digit)
        }
        return value
    }
}
