@testable import MockAPI

/// A PNG file read the long way, for checking the mock's images: the signature, every chunk's
/// CRC-32, IHDR, and the zlib stream of the IDAT chunks inflated, which the mock writes as
/// stored deflate blocks only (so no decompressor is needed), with its Adler-32 checked.
struct PNGStructure {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    let width: Int
    let height: Int
    /// The chunk types in order.
    let chunks: [String]
    /// The inflated image data: each scanline's filter byte and pixels.
    let scanlines: [UInt8]

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Malformed(description: "no PNG signature")
        }
        var offset = 8
        var chunks: [String] = []
        var header: [UInt8] = []
        var stream: [UInt8] = []
        while offset + 12 <= bytes.count {
            let length = Int(Self.bigEndian(bytes, at: offset))
            guard offset + 12 + length <= bytes.count else { throw Malformed(description: "chunk past the end") }
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            guard CRC32.checksum(type + data) == Self.bigEndian(bytes, at: offset + 8 + length) else {
                throw Malformed(description: "bad CRC in \(String(decoding: type, as: UTF8.self))")
            }
            let name = String(decoding: type, as: UTF8.self)
            chunks.append(name)
            if name == "IHDR" { header = data }
            if name == "IDAT" { stream += data }
            offset += 12 + length
        }
        guard offset == bytes.count, chunks.first == "IHDR", chunks.last == "IEND", header.count == 13 else {
            throw Malformed(description: "chunks \(chunks), \(bytes.count - offset) bytes left")
        }
        width = Int(Self.bigEndian(header, at: 0))
        height = Int(Self.bigEndian(header, at: 4))
        guard header[8] == 8, header[9] == 3, chunks.contains("PLTE") else {
            throw Malformed(description: "not an 8-bit palette image")
        }
        scanlines = try Self.inflateStored(stream)
        self.chunks = chunks
    }

    /// The data of a zlib stream of stored deflate blocks, its Adler-32 checked.
    private static func inflateStored(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
            throw Malformed(description: "no zlib header")
        }
        var offset = 2
        var data: [UInt8] = []
        var final = false
        while !final {
            guard offset + 5 <= stream.count, stream[offset] & 0b110 == 0 else {
                throw Malformed(description: "not a stored block at \(offset)")
            }
            final = stream[offset] & 1 == 1
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
            guard length ^ complement == 0xFFFF, offset + 5 + length <= stream.count else {
                throw Malformed(description: "bad stored block length at \(offset)")
            }
            data += stream[(offset + 5)..<(offset + 5 + length)]
            offset += 5 + length
        }
        guard offset + 4 == stream.count, bigEndian(stream, at: offset) == Adler32.checksum(data) else {
            throw Malformed(description: "bad Adler-32 or trailing bytes")
        }
        return data
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }
}
