import Testing

@testable import QuickSearchDomain

@Suite("Reading one source's pages")
struct SourceResultsTests {
    typealias F = MediaFixtures
    private let plan = PagePlan(limit: 250, scheme: .offset(maxStart: 1000, maxPageSize: 100))

    private func page(_ range: ClosedRange<Int>, isEnd: Bool = false) -> PageOutcome {
        .page(items: range.map { F.item(F.naver, $0) }, isEnd: isEnd, total: 999)
    }

    @Test("Pages arriving out of order read as one ranked stream")
    func outOfOrder() {
        var results = SourceResults(source: F.naver, plan: plan)
        results.record(page(201...250), forPage: 3)
        results.record(page(1...100), forPage: 1)
        results.record(page(101...200), forPage: 2)
        let summary = results.summary
        #expect(summary.items.count == 250)
        #expect(summary.items.map(\.rank) == Array(1...250))
        #expect(summary.items.map(\.title) == (1...250).map { "naver-image \($0)" })
        #expect(summary.ended == false)
        #expect(summary.total == 999)
    }

    @Test("An end in the middle of the batch drops the pages after it")
    func endInTheMiddle() {
        var results = SourceResults(source: F.naver, plan: plan)
        results.record(page(1...100), forPage: 1)
        results.record(page(101...140, isEnd: true), forPage: 2)
        results.record(.page(items: [], isEnd: true, total: nil), forPage: 3)
        let summary = results.summary
        #expect(summary.items.count == 140)
        #expect(summary.ended)
        #expect(summary.failure == nil)
    }

    @Test("A failed page keeps the pages before it and no gap after it")
    func failureKeepsPrefix() {
        var results = SourceResults(source: F.naver, plan: plan)
        results.record(page(1...100), forPage: 1)
        results.record(.failed(SourceFailure(.unavailable, "boom")), forPage: 2)
        results.record(page(201...250), forPage: 3)
        let summary = results.summary
        #expect(summary.items.count == 100)
        #expect(summary.failure?.kind == .unavailable)
        #expect(summary.ended == false)
    }

    @Test("The overlapping head of Naver's last page is dropped")
    func overlapDropped() {
        let deep = PagePlan(limit: 1099, scheme: .offset(maxStart: 1000, maxPageSize: 100))
        var results = SourceResults(source: F.naver, plan: deep)
        for page in deep.pages {
            let range = page.start...(page.start + page.size - 1)
            results.record(
                .page(items: range.map { F.item(F.naver, $0) }, isEnd: false, total: 5000),
                forPage: page.index
            )
        }
        let titles = results.summary.items.map(\.title)
        #expect(titles.count == 1099)
        #expect(Set(titles).count == 1099)
        #expect(titles.last == "naver-image 1099")
    }

    @Test("Items beyond the limit are trimmed")
    func trimmed() {
        let small = PagePlan(limit: 100, scheme: .pageNumber(maxPage: 50, maxPageSize: 80))
        var results = SourceResults(source: F.kakao, plan: small)
        results.record(.page(items: (1...50).map { F.item(F.kakao, $0) }, isEnd: false, total: nil), forPage: 1)
        results.record(.page(items: (51...100).map { F.item(F.kakao, $0) }, isEnd: false, total: nil), forPage: 2)
        #expect(small.pages.count == 2)
        #expect(results.summary.items.count == 100)
    }
}
