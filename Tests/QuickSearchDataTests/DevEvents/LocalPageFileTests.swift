import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

@Suite("Dev-Event pages read from a file")
struct LocalPageFileTests {
    @Test("A file page has the fetched page's limit, stated in the units the HTTP messages use")
    func sizeLimit() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("page.html")
        try Data(repeating: UInt8(ascii: "x"), count: 2_000).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: SourceFailure.self) {
            try LocalPageFile.contents(of: URL(fileURLWithPath: path), limit: 1_536)
        }
        #expect(error?.message == "\(path) is larger than 1536 bytes, the limit for a page")
        #expect(error?.remedy == .chooseAnotherPage)
        #expect(try LocalPageFile.contents(of: URL(fileURLWithPath: path), limit: 2_000).count == 2_000)
        #expect(
            DevEventPageTarget(pageURL: DevEventRepository.defaultSource).maximumBodySize
                == DevEventPageTarget.maximumPageSize
        )
    }
}
