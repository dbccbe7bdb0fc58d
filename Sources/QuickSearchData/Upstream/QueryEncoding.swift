/// Percent-encoding of query names and values, byte by byte over the UTF-8 of the text: each
/// byte outside the set kept becomes `%XX` (upper-case hex), as Foundation's
/// `addingPercentEncoding(withAllowedCharacters:)` writes it, without its `CharacterSet` and
/// `NSString` bridging (a request's query is built on every call). Linear in the text.
enum QueryEncoding {
    /// The bytes a query keeps as they are.
    struct KeptBytes: Sendable {
        private let kept: [Bool]

        init(_ characters: String) {
            var kept = [Bool](repeating: false, count: 128)
            for byte in characters.utf8 where byte < 128 { kept[Int(byte)] = true }
            self.kept = kept
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 128 && kept[Int(byte)]
        }
    }

    /// RFC 3986's unreserved characters: what `encode` keeps.
    static let unreserved = KeptBytes("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// What Foundation's `CharacterSet.urlQueryAllowed` keeps: the unreserved characters, the
    /// sub-delimiters and `:@/?` (a query as a browser writes it).
    static let queryAllowed = KeptBytes(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?"
    )

    /// `text` with every byte but the unreserved ones percent-encoded.
    static func encode(_ text: String) -> String {
        encode(text, keeping: unreserved)
    }

    /// `text` with every byte outside `kept` percent-encoded.
    static func encode(_ text: String, keeping kept: KeptBytes) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if kept.contains(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
