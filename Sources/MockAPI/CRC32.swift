/// CRC-32 (IEEE, as gzip uses it).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// The checksum of `bytes`, continuing from the checksum `previous` of what came before
    /// them (0 to start), so a checksum can be taken over pieces. Linear in `bytes`.
    static func checksum<Bytes: Sequence>(_ bytes: Bytes, continuing previous: UInt32 = 0) -> UInt32
    where Bytes.Element == UInt8 {
        var register = ~previous
        for byte in bytes {
            register = table[Int((register ^ UInt32(byte)) & 0xFF)] ^ (register >> 8)
        }
        return ~register
    }

    /// The checksum of `count` zero bytes, in time logarithmic in `count`: feeding one zero
    /// byte is a linear map of the 32-bit register, so feeding `count` of them is that map's
    /// `count`-th power, found by repeated squaring.
    static func ofZeros(count: Int) -> UInt32 {
        var power = (0..<32).map { zeroByte(UInt32(1) << UInt32($0)) }
        var register: UInt32 = 0xFFFF_FFFF
        var left = count
        while left > 0 {
            if left & 1 == 1 { register = apply(power, to: register) }
            power = power.map { apply(power, to: $0) }
            left >>= 1
        }
        return ~register
    }

    /// The register after one zero byte.
    private static func zeroByte(_ register: UInt32) -> UInt32 {
        table[Int(register & 0xFF)] ^ (register >> 8)
    }

    /// A linear map given by the images of the 32 unit vectors, applied to `vector`.
    private static func apply(_ map: [UInt32], to vector: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<32 where (vector >> UInt32(bit)) & 1 == 1 {
            result ^= map[bit]
        }
        return result
    }
}
