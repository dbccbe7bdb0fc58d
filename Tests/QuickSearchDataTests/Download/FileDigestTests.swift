import Foundation
import Testing

@testable import QuickSearchData

@Suite("File digests: SHA-256 of a file, and the written form read back")
struct FileDigestTests {
    @Test("a file's digest is 64 lowercase hex digits, the form isDigest accepts")
    func digestOfAFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("qs-digest-\(UUID().uuidString)").path
        try Data("abc".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let digest = try #require(FileDigest.sha256(atPath: path))
        #expect(digest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(FileDigest.isDigest(digest))
    }

    @Test(
        "anything else is not a digest",
        arguments: [
            "", String(repeating: "a", count: 63), String(repeating: "a", count: 65),
            "BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD",
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ag",
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f2001５",
        ]
    )
    func notADigest(text: String) {
        #expect(!FileDigest.isDigest(text))
    }
}
