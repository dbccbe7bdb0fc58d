/// The width and height an image's own header gives, read from its first bytes: PNG (`IHDR`),
/// GIF (the logical screen), WebP (`VP8 `, `VP8L`, `VP8X`) and JPEG (the first start-of-frame
/// marker, found by walking the segments). One pass over at most the bytes given, never past
/// them; nil when they end first or the header is not one of these.
public struct ImageDimensions: Sendable, Hashable {
    public let width: Int
    public let height: Int
}

extension ImageDimensions {
    /// How many leading bytes a caller should offer: past a JPEG's metadata segments (each at
    /// most 64 KiB) to its frame header in any ordinary file.
    public static let headerBytes = 1 << 20

    /// The dimensions in `bytes`, the start of a file.
    public init?(header bytes: [UInt8]) {
        let found: (Int, Int)?
        switch ImageFormat.sniff(bytes) {
        case .png: found = Self.png(bytes)
        case .gif: found = Self.gif(bytes)
        case .webp: found = Self.webp(bytes)
        case .jpeg: found = Self.jpeg(bytes)
        case nil: found = nil
        }
        guard let (width, height) = found, width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    private static func png(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (bigEndian(bytes, 16, count: 4), bigEndian(bytes, 20, count: 4))
    }

    private static func gif(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 10 else { return nil }
        return (littleEndian(bytes, 6, count: 2), littleEndian(bytes, 8, count: 2))
    }

    private static func webp(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 30 else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            return (littleEndian(bytes, 26, count: 2) & 0x3FFF, littleEndian(bytes, 28, count: 2) & 0x3FFF)
        case "VP8L":
            guard bytes[20] == 0x2F else { return nil }
            let bits = littleEndian(bytes, 21, count: 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian(bytes, 24, count: 3) + 1, littleEndian(bytes, 27, count: 3) + 1)
        default:
            return nil
        }
    }

    /// Walks the segments after SOI: fill bytes, markers without a length (RSTn, TEM), and each
    /// other segment skipped by its length, until a start-of-frame (SOF0–SOF15 but DHT, JPG and
    /// DAC) gives height then width; the start of scan, or the bytes' end, first is nil.
    private static func jpeg(_ bytes: [UInt8]) -> (Int, Int)? {
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2
                continue
            }
            guard marker != 0xD9, marker != 0xDA, index + 3 < bytes.count else { return nil }
            let length = bigEndian(bytes, index + 2, count: 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7, index + 8 < bytes.count else { return nil }
                return (bigEndian(bytes, index + 7, count: 2), bigEndian(bytes, index + 5, count: 2))
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ start: Int, count: Int) -> Int {
        bytes[start..<start + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
