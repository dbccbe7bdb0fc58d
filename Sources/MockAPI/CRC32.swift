/// CRC-32 (IEEE, as gzip uses it).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return ~crc
    }

    /// The checksum of `count` zero bytes, remembered per count (a gzip bomb asks again and again).
    static func ofZeros(count: Int) -> UInt32 {
        if let known = zeroChecksums.withLock({ $0[count] }) { return known }
        var crc: UInt32 = 0xFFFF_FFFF
        for _ in 0..<count {
            crc = table[Int(crc & 0xFF)] ^ (crc >> 8)
        }
        let result = ~crc
        zeroChecksums.withLock { $0[count] = result }
        return result
    }

    private static let zeroChecksums = LockedValue<[Int: UInt32]>([:])
}
