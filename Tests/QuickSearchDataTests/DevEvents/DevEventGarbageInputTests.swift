import Foundation
import QuickSearchData
import QuickSearchDomain
import TestRandomness
import Testing

@Suite("Dev-Event pages: garbage never crashes")
struct DevEventGarbageInputTests {
    typealias F = DevEventFixtures

    @Test("Empty, whitespace, binary and NUL input give an empty page")
    func emptyAndBinary() {
        let parser = LibXMLDevEventPageParser()
        #expect(parser.parse(Data()).isEmpty)
        #expect(parser.parse(Data("   \n".utf8)).isEmpty)
        #expect(parser.parse(Data([0, 0, 0, 0])).isEmpty)
        #expect(parser.parse(Data([0xFF, 0xFE, 0x00, 0x3C, 0x68, 0x32])).isEmpty)
        var generator = SeededRandom(seed: 42)
        for length in [1, 7, 64, 1000, 100_000] {
            #expect(parser.parse(Data(generator.bytes(length))).isEmpty)
        }
    }

    @Test("Truncated pages parse what is there", arguments: [0.1, 0.25, 0.5, 0.75, 0.9, 0.999])
    func truncated(_ fraction: Double) throws {
        let data = try F.data("README-2026-08-22.html")
        let cut = data.prefix(Int(Double(data.count) * fraction))
        let page = LibXMLDevEventPageParser().parse(cut)
        #expect(page.events.count <= 80)
        if fraction > 0.9 {
            #expect(page.events.count == 80)
        }
    }

    @Test("Randomly damaged pages never trap")
    func mutated() throws {
        var generator = SeededRandom(seed: 7)
        let parser = LibXMLDevEventPageParser()
        for name in ["README-2025-01-31.html", "synthetic-date-anomalies.html", "synthetic-richtext-payload.html"] {
            let original = [UInt8](try F.data(name))
            for _ in 0..<40 {
                var bytes = original
                for _ in 0..<20 {
                    let index = Int(generator.next() % UInt64(bytes.count))
                    switch generator.next() % 3 {
                    case 0: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(contentsOf: Array("<h2>26년 1월</h2><ul><li>".utf8), at: index)
                    }
                }
                _ = parser.parse(Data(bytes))
            }
        }
    }

    @Test("Deep nesting and huge text do not exhaust the stack")
    func deep() {
        let depth = 50_000
        let nested = String(repeating: "<ul><li>", count: depth) + "x" + String(repeating: "</li></ul>", count: depth)
        let html = "<article class=\"markdown-body\"><h2>26년 08월</h2>" + nested + "</article>"
        let page = F.page(html: html)
        #expect(page.events.count <= 1)
        let long =
            "<article class=\"markdown-body\"><h2>26년 08월</h2><ul><li><strong><a href=\"https://example.com/l\">"
            + String(repeating: "긴제목 ", count: 100_000) + "</a></strong><ul><li>일시: "
            + String(repeating: "~ ", count: 50_000)
            + "</li></ul></li></ul></article>"
        #expect(F.page(html: long).events.count == 1)
    }

    @Test("Odd but valid documents")
    func odd() {
        #expect(F.page(html: "<h2>26년 08월</h2>").sections.map(\.events.count) == [0])
        #expect(F.page(html: "<h2>26년 08월</h2><ul><li></li><li>분류: <code>온라인</code></li></ul>").isEmpty)
        #expect(
            F.page(html: "<h2>26년 08월</h2><ul><li><a href=\"javascript:alert(1)\">샘플</a></li></ul>").events.first?.url
                == nil
        )
        #expect(
            F.page(
                html:
                    "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><h2>26년 08월</h2><ul><li>&e;</li></ul>"
            ).events.allSatisfy { !$0.title.contains("root") }
        )
    }
}
