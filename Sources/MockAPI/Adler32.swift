/// Adler-32, the checksum that ends a zlib stream (RFC 1950).
enum Adler32 {
    /// The largest prime below 2^16.
    private static let modulus: UInt32 = 65521
    /// Bytes summed before the sums must be reduced to stay within 32 bits (zlib's NMAX).
    private static let run = 5552

    /// The checksum of `bytes`. Linear in their count.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + run)
            for index in start..<end {
                low &+= UInt32(bytes[index])
                high &+= low
            }
            low %= modulus
            high %= modulus
            start = end
        }
        return high << 16 | low
    }
}
