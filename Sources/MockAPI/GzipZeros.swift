/// A gzip member that inflates to a given number of zero bytes, built without a compressor:
/// one fixed-Huffman deflate block holding a literal 0 and then length-258, distance-1 copies.
/// Eight copies take exactly 13 bytes, so the middle of the stream is one 13-byte unit
/// repeated: 300 MiB of zeros cost about 2 MB on the wire and no CPU to produce.
enum GzipZeros {
    /// The body for `inflatedBytes` (at least 1) zero bytes.
    static func body(inflatedBytes: Int) -> StreamedBody {
        let count = max(1, inflatedBytes)
        let copies = (count - 1) / 258
        let trailingLiterals = (count - 1) % 258
        var head = BitWriter()
        head.bytes = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        head.write(1, bits: 1)
        head.write(1, bits: 2)
        head.writeLiteralZero()
        let leading = min(copies, 1)
        for _ in 0..<leading { head.writeCopy() }
        let units = (copies - leading) / 8
        var unit = BitWriter()
        for _ in 0..<(units > 0 ? 8 : 0) { unit.writeCopy() }
        var tail = units > 0 ? BitWriter() : head
        for _ in 0..<((copies - leading) % 8) { tail.writeCopy() }
        for _ in 0..<trailingLiterals { tail.writeLiteralZero() }
        tail.writeHuffman(0, length: 7)
        tail.flush()
        tail.bytes += littleEndian(CRC32.ofZeros(count: count))
        tail.bytes += littleEndian(UInt32(truncatingIfNeeded: count))
        guard units > 0 else { return StreamedBody(prefix: tail.bytes, unit: [], repeats: 0, suffix: []) }
        return StreamedBody(prefix: head.bytes, unit: unit.bytes, repeats: units, suffix: tail.bytes)
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// Packs deflate's bit stream: fields least significant bit first, Huffman codes most
    /// significant bit first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var pending: UInt32 = 0
        private var pendingCount = 0

        mutating func write(_ value: UInt32, bits: Int) {
            for bit in 0..<bits {
                pending |= ((value >> UInt32(bit)) & 1) << UInt32(pendingCount)
                pendingCount += 1
                if pendingCount == 8 {
                    bytes.append(UInt8(pending))
                    pending = 0
                    pendingCount = 0
                }
            }
        }

        mutating func writeHuffman(_ code: UInt32, length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) {
                write((code >> UInt32(bit)) & 1, bits: 1)
            }
        }

        /// Literal 0 (fixed code 0x30, 8 bits).
        mutating func writeLiteralZero() {
            writeHuffman(0x30, length: 8)
        }

        /// Length 258 (symbol 285: 8 bits 0xC5) at distance 1 (code 0: 5 bits).
        mutating func writeCopy() {
            writeHuffman(0xC5, length: 8)
            writeHuffman(0, length: 5)
        }

        /// Pads the last byte with zero bits.
        mutating func flush() {
            if pendingCount > 0 {
                bytes.append(UInt8(pending))
                pending = 0
                pendingCount = 0
            }
        }
    }
}
