/// The 64-bit FNV-1a hash: small, stable across runs and platforms (unlike `Hasher`).
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// Hashes a sequence of bytes, continuing from `seed`.
    static func hash<Bytes: Sequence>(_ bytes: Bytes, seed: UInt64 = offsetBasis) -> UInt64
    where Bytes.Element == UInt8 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// Hashes the UTF-8 bytes of a string.
    static func hash(_ text: String, seed: UInt64 = offsetBasis) -> UInt64 {
        hash(text.utf8, seed: seed)
    }

    /// Hashes a list of integers (each as 8 little-endian bytes), for deriving per-item values.
    static func hash(_ numbers: UInt64...) -> UInt64 {
        var hash = offsetBasis
        for number in numbers {
            var remaining = number
            for _ in 0..<8 {
                hash ^= remaining & 0xff
                hash = hash &* prime
                remaining >>= 8
            }
        }
        return hash
    }
}
