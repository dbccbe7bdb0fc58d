import Testing

@testable import QuickSearchDomain

@Suite("Page plans")
struct PagePlanTests {
    private static let naver = PagingScheme.offset(maxStart: 1000, maxPageSize: 100)
    private static let kakaoImage = PagingScheme.pageNumber(maxPage: 50, maxPageSize: 80)
    private static let kakaoVideo = PagingScheme.pageNumber(maxPage: 15, maxPageSize: 30)

    @Test(
        "Naver start is an item offset, never a page number",
        arguments: [
            (30, [(1, 30)]),
            (100, [(1, 100)]),
            (101, [(1, 100), (101, 1)]),
            (250, [(1, 100), (101, 100), (201, 50)]),
        ]
    )
    func naverOffsets(limit: Int, expected: [(Int, Int)]) {
        let plan = PagePlan(limit: limit, scheme: Self.naver)
        #expect(plan.pages.map(\.start) == expected.map(\.0))
        #expect(plan.pages.map(\.size) == expected.map(\.1))
        #expect(plan.itemCount == limit)
    }

    @Test("Naver reaches item 1099 with a last page at start 1000 that overlaps by one")
    func naverDeepestPage() {
        let plan = PagePlan(limit: 5000, scheme: Self.naver)
        #expect(plan.itemCount == 1099)
        #expect(plan.pages.count == 11)
        let last = plan.pages[10]
        #expect(last.start == 1000)
        #expect(last.size == 100)
        #expect(last.overlap == 1)
        #expect(plan.pages.allSatisfy { $0.start >= 1 && $0.start <= 1000 && $0.size <= 100 })
    }

    @Test(
        "Kakao pages share one size, balanced to waste as little as possible",
        arguments: [
            (30, 1, 30),
            (80, 1, 80),
            (81, 2, 41),
            (300, 4, 75),
            (1000, 13, 77),
        ]
    )
    func kakaoPages(limit: Int, count: Int, size: Int) {
        let plan = PagePlan(limit: limit, scheme: Self.kakaoImage)
        #expect(plan.pages.count == count)
        #expect(plan.pages.allSatisfy { $0.size == size })
        #expect(plan.pages.map(\.page) == Array(1...count))
        #expect(count * size >= limit)
    }

    @Test(
        "A plan continuing a screen (--page, --offset) starts with that screen's own pages",
        arguments: [(30, 60), (30, 1099), (100, 250), (81, 300)]
    )
    func continuesTheScreen(screen: Int, depth: Int) {
        for scheme in [Self.naver, Self.kakaoImage] {
            let first = PagePlan(limit: screen, scheme: scheme).pages
            let continued = PagePlan(limit: depth, scheme: scheme, screen: screen)
            #expect(Array(continued.pages.prefix(first.count)) == first, "\(scheme)")
            #expect(continued.itemCount == min(depth, scheme.reachableDepth))
            let covered = continued.pages.map { $0.start + $0.size - 1 }.max() ?? 0
            #expect(covered >= continued.itemCount, "\(scheme)")
        }
    }

    @Test("Pages of the screen's size that cannot reach as deep fall back to the largest pages")
    func screenTooSmallForTheDepth() {
        // Kakao video: 15 pages; pages of 10 reach only 150 of the 450 results.
        let plan = PagePlan(limit: 450, scheme: Self.kakaoVideo, screen: 10)
        #expect(plan.pages.count == 15)
        #expect(plan.pages.allSatisfy { $0.size == 30 })
    }

    @Test("Plans never go past the reachable depth")
    func depthCaps() {
        #expect(PagePlan(limit: 10_000, scheme: Self.kakaoImage).pages.count == 50)
        #expect(PagePlan(limit: 10_000, scheme: Self.kakaoVideo).itemCount == 450)
        #expect(PagePlan(limit: 10_000, scheme: Self.kakaoVideo).pages.last?.page == 15)
        #expect(PagePlan(limit: 0, scheme: Self.naver).pages.isEmpty)
    }
}
