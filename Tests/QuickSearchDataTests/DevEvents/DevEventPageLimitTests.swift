import Foundation
import QuickSearchData
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

@Suite("Dev-Event pages: a page too large to read is refused, early and in one line")
struct DevEventPageLimitTests {
    @Test("Past the node limit, read refuses the page; parse gives an empty one")
    func refused() throws {
        var parser = LibXMLDevEventPageParser()
        parser.nodeLimit = 100
        let small = Data(HostileDevEventPage.html(.identicalItems, count: 40).utf8)
        let large = Data(HostileDevEventPage.html(.identicalItems, count: 60).utf8)
        #expect(try parser.read(small).events.count == 40)
        #expect(throws: DevEventPageError.tooManyNodes(limit: 100)) { try parser.read(large) }
        #expect(parser.parse(large).isEmpty)
        #expect(parser.sections(in: large).isEmpty)
    }

    @Test("A million items pass the default limit within its first quarter: the rest is never looked at")
    func millionItems() {
        let page = Data(HostileDevEventPage.html(.identicalItems, count: 1_000_000).utf8)
        let meter = DevEventWorkMeter()
        #expect(throws: DevEventPageError.tooManyNodes(limit: LibXMLDevEventPageParser.maximumNodes)) {
            try LibXMLDevEventPageParser().read(page, meter: meter)
        }
        #expect(meter[.markup] < page.count / 4)
        #expect(meter[.nodes] == 0)
        #expect(meter[.identifiers] == 0)
    }

    @Test("The refusal reaches the caller as unusable content with the one-line reason")
    func unusableContent() {
        var parser = LibXMLDevEventPageParser()
        parser.nodeLimit = 10
        let page = Data(HostileDevEventPage.html(.identicalItems, count: 20).utf8)
        #expect {
            try DevEventPageTarget.events(in: page, parser: parser)
        } throws: { error in
            guard let failure = error as? SourceFailure else { return false }
            return failure.kind == .unusableContent
                && failure.message == "the page holds more than 10 HTML elements, attributes and texts, "
                    + "far more than an event list, so it is not read"
        }
    }

    @Test("The real page's synthetic rendering is far under the limit")
    func fixtureUnderLimit() throws {
        let html = try DevEventFixtures.data("README-2026-08-22.html")
        var steps = 0
        let outcome = html.withUnsafeBytes {
            HTMLReducer.reduce($0, nodeLimit: LibXMLDevEventPageParser.maximumNodes, steps: &steps)
        }
        guard case .reduced(_, let nodes) = outcome else {
            Issue.record("the fixture was refused")
            return
        }
        #expect(nodes * 50 < LibXMLDevEventPageParser.maximumNodes, "\(nodes) nodes")
    }
}
