import Foundation
import QuickSearchData
import QuickSearchDomain
import TestSupport
import Testing

/// Reading a page costs work linear in the page, at every stage: counted, never timed. A page
/// four times as long may cost at most `ratio` times as much (a quadratic stage costs sixteen
/// times as much), and no page more than `unitsPerByte` units per byte.
@Suite("Dev-Event pages: every stage of reading is linear in the page")
struct DevEventLinearityTests {
    static let count = 1_000
    static let ratio = 5.0
    static let unitsPerByte = 12

    /// The work of every stage for `html`.
    static func work(_ html: String) -> DevEventWorkMeter {
        let meter = DevEventWorkMeter()
        _ = LibXMLDevEventPageParser().parse(Data(html.utf8), meter: meter)
        return meter
    }

    @Test("Four times the construct costs at most five times the work", arguments: HostileDevEventPage.Shape.allCases)
    func linear(_ shape: HostileDevEventPage.Shape) {
        let small = HostileDevEventPage.html(shape, count: Self.count)
        let large = HostileDevEventPage.html(shape, count: 4 * Self.count)
        let before = Self.work(small)
        let after = Self.work(large)
        #expect(before.total > 0)
        for stage in DevEventWorkMeter.Stage.allCases {
            // A stage may cost nothing at all on a small page; a constant few units do not count.
            let allowed = Self.ratio * Double(max(before[stage], 16))
            #expect(Double(after[stage]) <= allowed, "\(stage): \(before[stage]) → \(after[stage])")
        }
        #expect(after.total <= Self.unitsPerByte * large.utf8.count, "\(after.counts) for \(large.utf8.count) bytes")
    }

    @Test("The page read: every construct is still read whole")
    func stillRead() throws {
        let parser = LibXMLDevEventPageParser()
        let read = { (shape: HostileDevEventPage.Shape) in
            parser.parse(Data(HostileDevEventPage.html(shape, count: Self.count).utf8))
        }
        let identical = read(.identicalItems).events
        #expect(identical.count == Self.count)
        #expect(Set(identical.map(\.id)).count == Self.count)
        #expect(read(.flattenedHosts).events.first?.hosts.count == Self.count)
        #expect(read(.bareTagLines).events.first?.tags.count == Self.count)
        #expect(read(.codeSpans).events.first?.tags.count == Self.count)
        #expect(read(.hostList).events.first?.hosts.count == Self.count)
        let sections = read(.sections)
        #expect(sections.sections.count == Self.count)
        #expect(Set(sections.events.map(\.id)).count == Self.count)
        let wrapper = read(.sharedHeadingWrapper)
        #expect(wrapper.sections.count == Self.count)
        #expect(wrapper.events.count == Self.count)
        #expect(read(.attributes).events.first?.url?.absoluteString == "https://example.com/a")
    }

    @Test("Identical entries keep the ids they always had: the n-th takes attempt n")
    func identicalIDs() {
        let page = LibXMLDevEventPageParser().parse(Data(HostileDevEventPage.html(.identicalItems, count: 5).utf8))
        let expected = (1...5).map { DevEventIdentifier.make(title: "a", url: nil, attempt: $0) }
        #expect(page.events.map(\.id) == expected)
    }
}
