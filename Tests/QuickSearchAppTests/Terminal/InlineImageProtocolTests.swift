import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp
@testable import QuickSearchData

@Suite("--preview byte streams: kitty graphics protocol and iTerm2 inline images, as specified")
struct InlineImageProtocolTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG-signed image of `count` bytes with varied filler (every base64 digit occurs).
    static func png(_ count: Int) -> Thumbnail {
        let filler = (0..<(count - pngSignature.count)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        return Thumbnail(format: .png, bytes: Data(pngSignature + filler))
    }

    /// The sequences of a kitty stream: each `ESC _ G keys ; payload ESC \`.
    static func kittyCommands(_ stream: String) throws -> [(keys: String, payload: String)] {
        let body = stream.components(separatedBy: "\u{1B}\\")
        #expect(body.last == "", "the stream ends with ST")
        return try body.dropLast().map { command in
            #expect(command.hasPrefix("\u{1B}_G"))
            let inner = command.dropFirst(3)
            let parts = inner.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            try #require(parts.count == 2)
            return (String(parts[0]), String(parts[1]))
        }
    }

    @Test("kitty: 4096-byte base64 chunks, m=1 on all but the last, keys only on the first, payload intact")
    func kittyChunking() throws {
        let image = Self.png(10_000)
        let stream = try #require(InlineImageProtocol.kitty.sequence(for: image, columns: 20))
        let commands = try Self.kittyCommands(stream)
        let base64Length = (10_000 + 2) / 3 * 4
        #expect(commands.count == (base64Length + 4095) / 4096)
        #expect(commands.map(\.keys) == ["a=T,f=100,c=20,q=2,m=1", "m=1", "m=1", "m=0"])
        #expect(commands.dropLast().allSatisfy { $0.payload.utf8.count == 4096 })
        #expect(commands.last?.payload.utf8.count == base64Length - 3 * 4096)
        let joined = commands.map(\.payload).joined()
        #expect(Data(base64Encoded: joined) == image.bytes)
        #expect(!stream.unicodeScalars.contains { $0 == "\u{07}" })
    }

    @Test("kitty: an image of one chunk is one command with m=0; exactly 4096 base64 bytes is still one")
    func kittySingleChunk() throws {
        let small = try Self.kittyCommands(
            try #require(InlineImageProtocol.kitty.sequence(for: Self.png(100), columns: 8))
        )
        #expect(small.map(\.keys) == ["a=T,f=100,c=8,q=2,m=0"])
        let exact = try Self.kittyCommands(
            try #require(InlineImageProtocol.kitty.sequence(for: Self.png(3072), columns: 8))
        )
        #expect(exact.count == 1)
        #expect(exact.first?.payload.utf8.count == 4096)
    }

    @Test("kitty takes PNG only; iTerm2 shows every accepted format", arguments: ImageFormat.allCases)
    func formats(format: ImageFormat) {
        let image = Thumbnail(format: format, bytes: Data(repeating: 0x41, count: 30))
        #expect((InlineImageProtocol.kitty.sequence(for: image, columns: 10) != nil) == (format == .png))
        #expect(InlineImageProtocol.iTerm.sequence(for: image, columns: 10) != nil)
    }

    @Test("iTerm2: OSC 1337 File= with inline=1, the byte size and width in cells, base64 after ':', ended by BEL")
    func iTerm() throws {
        let image = Thumbnail(
            format: .jpeg,
            bytes: Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0xFB, count: 5000))
        )
        let stream = try #require(InlineImageProtocol.iTerm.sequence(for: image, columns: 24))
        let prefix = "\u{1B}]1337;File=inline=1;size=5004;width=24;preserveAspectRatio=1:"
        #expect(stream.hasPrefix(prefix))
        #expect(stream.hasSuffix("\u{07}"))
        let payload = String(stream.dropFirst(prefix.count).dropLast())
        #expect(Data(base64Encoded: payload) == image.bytes)
        #expect(!payload.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test(
        "Detection from KITTY_WINDOW_ID, TERM and TERM_PROGRAM; nothing elsewhere",
        arguments: [
            (["KITTY_WINDOW_ID": "1"], "kitty"),
            (["TERM": "xterm-kitty"], "kitty"),
            (["TERM": "xterm-ghostty"], "kitty"),
            (["TERM_PROGRAM": "iTerm.app"], "iTerm"),
            (["TERM_PROGRAM": "WezTerm", "TERM": "xterm-256color"], "iTerm"),
            (["TERM": "xterm-256color"], "none"),
            (["TERM_PROGRAM": "Apple_Terminal"], "none"),
            (["KITTY_WINDOW_ID": " "], "none"),
        ]
    )
    func detection(variables: [String: String], expected: String) {
        #expect(InlineImageProtocol.detect(Environment(variables))?.rawValue ?? "none" == expected)
    }
}
