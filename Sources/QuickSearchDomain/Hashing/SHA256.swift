/// SHA-256 (FIPS 180-4) of a byte sequence, in pure Swift: the platform's crypto libraries are
/// not available on every system QuickSearch builds on. Used where a content hash is part of a
/// format (a Content-Security-Policy `'sha256-…'` source, a download's `sha256`), not for secrets.
public enum SHA256 {
    /// The 32-byte digest of `bytes`.
    public static func digest<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var hasher = Hasher()
        hasher.update(Array(bytes))
        return hasher.finalize()
    }

    /// `digest` as 64 lowercase hexadecimal digits.
    public static func hex(_ digest: [UInt8]) -> String {
        digest.map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// SHA-256 over bytes given piece by piece (a download as it arrives), holding at most one
    /// 64-byte block besides the state. O(n) in the bytes added, with no allocation per block.
    public struct Hasher: Sendable {
        private var state = SHA256.initialState
        /// The start of a block not yet complete (fewer than 64 bytes).
        private var pending: [UInt8] = []
        private var length: UInt64 = 0

        public init() {
            pending.reserveCapacity(64)
        }

        /// Adds the next bytes of the message.
        public mutating func update<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            let handled: Void? = bytes.withContiguousStorageIfAvailable { buffer in
                update(UnsafeRawBufferPointer(buffer))
            }
            if handled == nil {
                Array(bytes).withUnsafeBytes { update($0) }
            }
        }

        /// Adds the next bytes of the message, read where they are.
        public mutating func update(_ bytes: UnsafeRawBufferPointer) {
            length &+= UInt64(bytes.count)
            var offset = 0
            if !pending.isEmpty {
                let taken = min(64 - pending.count, bytes.count)
                pending.append(contentsOf: bytes[0..<taken])
                offset = taken
                guard pending.count == 64 else { return }
                pending.withUnsafeBytes { SHA256.compress(&state, $0.baseAddress!) }
                pending.removeAll(keepingCapacity: true)
            }
            if let base = bytes.baseAddress {
                while bytes.count - offset >= 64 {
                    SHA256.compress(&state, base + offset)
                    offset += 64
                }
            }
            pending.append(contentsOf: bytes[offset...])
        }

        /// The 32-byte digest of everything added.
        public func finalize() -> [UInt8] {
            var state = state
            var tail = pending
            let bitLength = length &* 8
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            for shift in stride(from: 56, through: 0, by: -8) {
                tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
            }
            tail.withUnsafeBytes { tail in
                for blockStart in stride(from: 0, to: tail.count, by: 64) {
                    SHA256.compress(&state, tail.baseAddress! + blockStart)
                }
            }
            return state.words.flatMap { word in
                [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
            }
        }
    }

    /// The eight working words between blocks.
    private struct State: Sendable {
        var a, b, c, d, e, f, g, h: UInt32

        var words: [UInt32] { [a, b, c, d, e, f, g, h] }
    }

    /// Runs the compression function over the 64-byte block at `block`.
    private static func compress(_ state: inout State, _ block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            for index in 0..<16 {
                words[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
            for index in 16..<64 {
                let w15 = words[index - 15]
                let w2 = words[index - 2]
                let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
                let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
                words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
            roundConstants.withUnsafeBufferPointer { constants in
                for index in 0..<64 {
                    let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                    let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let temp2 = sum0 &+ majority
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
                }
            }
            state.a &+= a
            state.b &+= b
            state.c &+= c
            state.d &+= d
            state.e &+= e
            state.f &+= f
            state.g &+= g
            state.h &+= h
        }
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    private static let initialState = State(
        a: 0x6a09_e667,
        b: 0xbb67_ae85,
        c: 0x3c6e_f372,
        d: 0xa54f_f53a,
        e: 0x510e_527f,
        f: 0x9b05_688c,
        g: 0x1f83_d9ab,
        h: 0x5be0_cd19
    )

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
