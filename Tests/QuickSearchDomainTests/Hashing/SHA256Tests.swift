import QuickSearchDomain
import Testing

@Suite("SHA-256 against the FIPS 180-4 / NIST test vectors")
struct SHA256Tests {
    @Test(
        "Known digests, across the one- and two-block padding boundaries",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "The quick brown fox jumps over the lazy dog",
                "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"
            ),
        ]
    )
    func vectors(input: String, expected: String) {
        #expect(Self.hexDigest(Array(input.utf8)) == expected)
    }

    @Test("A million 'a's (many blocks)")
    func millionA() {
        #expect(
            Self.hexDigest([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        )
    }

    /// The digest of `bytes` as 64 lowercase hexadecimal digits, to compare with the published vectors.
    private static func hexDigest(_ bytes: [UInt8]) -> String {
        SHA256.hex(SHA256.digest(bytes))
    }
}

@Suite("SHA-256 fed piece by piece")
struct SHA256HasherTests {
    @Test("Any split of the input gives the one-shot digest", arguments: [0, 1, 55, 56, 63, 64, 65, 127, 128, 1000])
    func splits(length: Int) {
        let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let expected = SHA256.hex(SHA256.digest(message))
        for pieceSize in [1, 3, 63, 64, 65, 500] {
            var hasher = SHA256.Hasher()
            var start = 0
            while start < message.count {
                let end = min(message.count, start + pieceSize)
                hasher.update(message[start..<end])
                start = end
            }
            #expect(SHA256.hex(hasher.finalize()) == expected, "piece size \(pieceSize)")
        }
    }

    @Test("Bytes without contiguous storage give the same digest as the same bytes in an array")
    func nonContiguousBytes() {
        let message = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 1) }
        var hasher = SHA256.Hasher()
        hasher.update((0..<1000).lazy.map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 1) })
        #expect(SHA256.hex(hasher.finalize()) == SHA256.hex(SHA256.digest(message)))
    }

    @Test("The NIST 'abc' vector through the hasher")
    func abc() {
        var hasher = SHA256.Hasher()
        hasher.update(Array("ab".utf8))
        hasher.update(Array("c".utf8))
        #expect(SHA256.hex(hasher.finalize()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
