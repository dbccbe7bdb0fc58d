import QuickSearchDomain
import Testing

@Suite("ImageSizeFilter bands")
struct ImageSizeFilterTests {
    @Test("The bands are contiguous and cover every positive longer side once; all has none")
    func bands() throws {
        #expect(ImageSizeFilter.all.longerSides == nil)
        let small = try #require(ImageSizeFilter.small.longerSides)
        let medium = try #require(ImageSizeFilter.medium.longerSides)
        let large = try #require(ImageSizeFilter.large.longerSides)
        #expect(small.lowerBound == 1)
        #expect(medium.lowerBound == small.upperBound + 1)
        #expect(large.lowerBound == medium.upperBound + 1)
        #expect(large.upperBound == Int.max)
        #expect(ImageSizeFilter.large.admits(width: Int.max, height: 1))
        #expect(!ImageSizeFilter.small.admits(width: 0, height: 10))
        #expect(ImageSizeFilter.all.admits(width: nil, height: nil))
    }
}
