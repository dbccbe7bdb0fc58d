import Foundation

/// A list of texts kept in one column (a search's sources, result links and pages): a JSON
/// array of strings.
enum StoredStringList {
    /// `strings` as a JSON array (`["naver","kakao"]`): `"`, `\` and the controls below U+0020
    /// escaped, every other character as it is. Linear in the texts' UTF-8 bytes; Foundation's
    /// `JSONEncoder` cost a search's history row 3.7M instructions for its 300 links.
    static func encode(_ strings: [String]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(2 + strings.reduce(0) { $0 + $1.utf8.count + 3 })
        for (index, string) in strings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            var string = string
            string.withUTF8 { utf8 in
                // Runs of bytes that need no escape are copied whole.
                var copied = 0
                for (offset, byte) in utf8.enumerated()
                where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<offset]))
                    if byte < 0x20 {
                        bytes.append(contentsOf: [
                            UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                        ])
                        bytes.append(hexDigits[Int(byte >> 4)])
                        bytes.append(hexDigits[Int(byte & 0x0F)])
                    } else {
                        bytes.append(UInt8(ascii: "\\"))
                        bytes.append(byte)
                    }
                    copied = offset + 1
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
            }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The texts of a JSON array of strings; an unreadable value reads as an empty list.
    static func decode(_ json: Data) -> [String] {
        (try? JSONDecoder().decode([String].self, from: json)) ?? []
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
