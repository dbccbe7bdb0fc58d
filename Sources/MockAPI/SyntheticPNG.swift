import Foundation

/// A real PNG made without a compressor, for the mock's images (`MediaRoute`): an 8-bit
/// palette image whose zlib stream holds stored (uncompressed) deflate blocks, so the only
/// arithmetic is CRC-32 (each chunk) and Adler-32 (the zlib stream). Every decoder reads it.
///
/// The picture is diagonal stripes in 16 colours; the colours, the stripes and the shape all
/// derive from a key, and the key itself is written into a private ancillary chunk (`qsPd`,
/// which decoders skip), so two keys never give the same bytes and one key always gives the
/// same. The chunk is padded with zeros to make the file exactly the size asked for.
struct SyntheticPNG {
    /// The longest side drawn; a larger size is padding.
    static let maximumSide = 512
    /// Colours in the palette.
    static let paletteSize = 16
    /// The largest stored deflate block.
    static let maximumBlock = 65535

    let key: String
    let width: Int
    let height: Int
    /// The file's length in bytes: the size asked for, or the smallest possible when that is less.
    let byteCount: Int
    private let seed: UInt64

    /// The image of `key` whose file is `size` bytes long (or, below the smallest file with this
    /// key, that smallest: a 1×1 image, about 140 bytes and the key's length).
    init(key: String, size: Int) {
        self.key = key
        seed = FNV1a.hash(key)
        let fixed = Self.fixedBytes(keyBytes: key.utf8.count)
        let blocks = max(1, size / Self.maximumBlock + 1)
        let budget = size - fixed - 6 - 5 * blocks
        if budget < 2 {
            (width, height) = (1, 1)
        } else {
            // The aspect ratio, 1:2 to 2:1, from the key.
            let ratio = pow(4, Double(seed >> 11 & 0xFFFF) / 65536) / 2
            let side = Int((Double(budget) * ratio).squareRoot())
            width = min(Self.maximumSide, max(1, min(side, budget - 1)))
            height = min(Self.maximumSide, max(1, budget / (width + 1)))
        }
        let natural = fixed + Self.zlibLength(rawBytes: height * (width + 1))
        byteCount = max(size, natural)
    }

    /// The dimensions `init(key:size:)` gives, without making the file.
    static func dimensions(key: String, size: Int) -> (width: Int, height: Int) {
        let image = SyntheticPNG(key: key, size: size)
        return (image.width, image.height)
    }

    /// The file. Linear in its size.
    var bytes: [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(byteCount)
        // Width, height, bit depth 8, colour type 3 (palette), deflate, adaptive filters, no interlace.
        appendChunk(
            "IHDR",
            Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, 3, 0, 0, 0],
            to: &file
        )
        appendChunk("PLTE", palette, to: &file)
        let raw = pixels
        let idat = zlibStored(raw)
        let padding = byteCount - Self.fixedBytes(keyBytes: key.utf8.count) - idat.count
        appendChunk("qsPd", Array(key.utf8) + [UInt8](repeating: 0, count: max(0, padding)), to: &file)
        appendChunk("IDAT", idat, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// Signature, IHDR, PLTE, `qsPd` with the key, the chunk framing of IDAT, and IEND:
    /// everything but the zlib stream and the padding.
    private static func fixedBytes(keyBytes: Int) -> Int {
        8 + (12 + 13) + (12 + 3 * paletteSize) + (12 + keyBytes) + 12 + 12
    }

    /// The zlib stream's length for `rawBytes` of scanlines: its header, the bytes, 5 per
    /// stored block, and the checksum.
    private static func zlibLength(rawBytes: Int) -> Int {
        2 + rawBytes + 5 * max(1, (rawBytes + maximumBlock - 1) / maximumBlock) + 4
    }

    /// 16 colours from one end to the other of a ramp between two colours of the key.
    private var palette: [UInt8] {
        let from = (0..<3).map { Int(seed >> (8 * UInt64($0)) & 0xFF) }
        let to = (0..<3).map { Int(seed >> (8 * UInt64($0) + 24) & 0xFF) }
        var colours: [UInt8] = []
        for index in 0..<Self.paletteSize {
            for channel in 0..<3 {
                let value = from[channel] + (to[channel] - from[channel]) * index / (Self.paletteSize - 1)
                colours.append(UInt8(value))
            }
        }
        return colours
    }

    /// The scanlines: a filter byte (0, none) then one palette index per pixel, in stripes whose
    /// slope, width and phase come from the key.
    private var pixels: [UInt8] {
        let across = Int(seed >> 48 & 3) + 1
        let down = Int(seed >> 50 & 3) + 1
        let shift = Int(seed >> 52 & 3) + 1
        let phase = Int(seed >> 56 & 15)
        var raw = [UInt8](repeating: 0, count: height * (width + 1))
        var offset = 0
        for row in 0..<height {
            offset += 1
            for column in 0..<width {
                raw[offset] = UInt8(((column * across + row * down) >> shift + phase) & (Self.paletteSize - 1))
                offset += 1
            }
        }
        return raw
    }

    /// A zlib stream of `raw` in stored deflate blocks: header, blocks (each: final bit, type 00,
    /// then LEN and its complement, little-endian), Adler-32.
    private func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(raw.count, start + Self.maximumBlock)
            let length = UInt16(end - start)
            stream.append(end == raw.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += raw[start..<end]
            start = end
        } while start < raw.count
        return stream + Self.bigEndian(Adler32.checksum(raw))
    }

    /// Length, type, data and the CRC-32 of type and data.
    private func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += Self.bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        file += Self.bigEndian(CRC32.checksum(data, continuing: CRC32.checksum(typeBytes)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
