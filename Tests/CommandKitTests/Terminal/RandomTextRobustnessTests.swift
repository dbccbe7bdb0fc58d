import Testing

@testable import CommandKit

/// Feeds deterministic pseudo-random text through the terminal utilities: nothing may crash,
/// sanitized text holds no escapes, and fitted text never exceeds its width.
@Suite("Terminal utilities on random text")
struct RandomTextRobustnessTests {
    /// A small linear congruential generator, so runs are repeatable.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    static let pools: [ClosedRange<UInt32>] = [
        0x00...0x7F, 0x80...0xFF, 0x300...0x36F, 0x1100...0x11FF, 0x2000...0x206F,
        0x3000...0x30FF, 0xAC00...0xD7A3, 0xFE00...0xFE0F, 0xFF00...0xFFEF, 0x1F1E6...0x1F1FF,
        0x1F300...0x1F9FF, 0xE0000...0xE007F,
    ]

    static func randomText(_ generator: inout Generator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...40, using: &generator) {
            let pool = pools.randomElement(using: &generator)!
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &generator)) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    @Test func nothingBreaks() {
        var generator = Generator(state: 42)
        let table = TableRenderer(
            columns: [TableColumn(header: "A"), TableColumn(header: "B", minWidth: 4, isFlexible: true)],
            headerSeparator: "─"
        )
        for _ in 0..<2_000 {
            let text = Self.randomText(&generator)
            let line = TextSanitizer.singleLine(text)
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            let width = Int.random(in: -2...30, using: &generator)
            let cut = TextTruncation.truncate(text, toWidth: width)
            #expect(DisplayWidth.of(cut) <= max(0, width))
            for rendered in table.render([[text, line]], width: max(0, width), colorEnabled: false) {
                #expect(DisplayWidth.of(rendered) <= max(0, width))
            }
            _ = table.render([[TableCell(text, style: .red)]], width: max(0, width), colorEnabled: true)
            _ = try? ArgumentParser.parse([text, "--" + text, "-" + text], spec: CommandSpec(name: "x", abstract: ""))
        }
    }

    @Test("plain rows join their cells by a tab exactly as joined(separator:) does")
    func tabJoinedMatchesJoined() {
        var generator = Generator(state: 0x7AB_0001)
        #expect(TableRenderer.tabJoined([]) == "")
        #expect(TableRenderer.tabJoined(["", ""]) == "\t")
        for _ in 0..<500 {
            let cells = (0..<Int.random(in: 0...6, using: &generator)).map { _ in Self.randomText(&generator) }
            #expect(TableRenderer.tabJoined(cells) == cells.joined(separator: "\t"))
        }
    }
}
