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
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    bytes.append(UInt8(ascii: "\\"))
                    bytes.append(byte)
                case 0x00..<0x20:
                    bytes.append(contentsOf: Array("\\u00".utf8))
                    bytes.append(hexDigits[Int(byte >> 4)])
                    bytes.append(hexDigits[Int(byte & 0x0F)])
                default:
                    bytes.append(byte)
                }
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
