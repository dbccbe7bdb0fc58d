/// A gzip member whose content is `size` zero bytes, made without a compressor: one fixed-Huffman
/// deflate block of a literal zero followed by back-references of 258 bytes at distance 1
/// (13 bits each), so 300 MiB of content costs about 2 MB and a fraction of a second.
enum ZeroGzip {
    static func member(inflatingTo size: Int) -> [UInt8] {
        precondition(size >= 1)
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        bits.writeCode(0x30, length: 8)  // literal 0
        let copies = (size - 1) / 258
        for _ in 0..<copies {
            bits.writeCode(0xC5, length: 8)  // length symbol 285: 258 bytes, no extra bits
            bits.writeCode(0, length: 5)  // distance symbol 0: distance 1
        }
        for _ in 0..<((size - 1) % 258) {
            bits.writeCode(0x30, length: 8)
        }
        bits.writeCode(0, length: 7)  // end of block (symbol 256)
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 255]
        return header + bits.finished + littleEndian(crc32OfZeros(size))
            + littleEndian(UInt32(truncatingIfNeeded: size))
    }

    /// CRC-32 of `count` zero bytes, by raising the "one zero byte" operator on the CRC register
    /// to the `count`-th power (square and multiply over GF(2) matrices).
    static func crc32OfZeros(_ count: Int) -> UInt32 {
        var oneBit = [UInt32](repeating: 0, count: 32)
        oneBit[0] = 0xEDB8_8320
        for row in 1..<32 {
            oneBit[row] = 1 << (row - 1)
        }
        var oneByte = oneBit
        for _ in 0..<3 {
            oneByte = square(oneByte)
        }
        var register: UInt32 = 0xFFFF_FFFF
        var power = oneByte
        var left = count
        while left > 0 {
            if left & 1 == 1 {
                register = times(power, register)
            }
            power = square(power)
            left >>= 1
        }
        return register ^ 0xFFFF_FFFF
    }

    private static func times(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
        var sum: UInt32 = 0
        var rest = vector
        var row = 0
        while rest != 0 {
            if rest & 1 == 1 { sum ^= matrix[row] }
            rest >>= 1
            row += 1
        }
        return sum
    }

    private static func square(_ matrix: [UInt32]) -> [UInt32] {
        matrix.map { times(matrix, $0) }
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// Packs bits least significant first, as deflate does.
    private struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var pending: UInt32 = 0
        private var pendingCount = 0

        mutating func write(_ value: UInt32, count: Int) {
            pending |= value << pendingCount
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                pendingCount -= 8
            }
        }

        /// A Huffman code, which deflate stores most significant bit first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            var reversed: UInt32 = 0
            for bit in 0..<length where code & (1 << bit) != 0 {
                reversed |= 1 << (length - 1 - bit)
            }
            write(reversed, count: length)
        }

        /// The bytes so far, the last one padded with zero bits.
        var finished: [UInt8] {
            pendingCount > 0 ? bytes + [UInt8(truncatingIfNeeded: pending)] : bytes
        }
    }
}
