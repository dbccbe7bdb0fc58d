import Foundation
@testable import QuickSearchDomain

// libFuzzer entry point for the domain's text rules: every input is read as a period, a tag
// line, a host line and a heading (under a few month sections) and as upstream title markup.
// None of them may crash, hang or trap.

private let sections = [(2022, 1), (2025, 12), (2026, 8)].compactMap { DevEventMonth(year: $0.0, month: $0.1) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDomainText(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for section in sections {
        let schedule = DevEventDateParser.parse(text, in: section)
        if let start = schedule.start, let end = schedule.end, start > end {
            fatalError("a period that ends before it starts: \(text.debugDescription)")
        }
    }
    _ = DevEventTagParser.tags(value: text, codeSpans: [text])
    _ = DevEventHostParser.hosts(from: text)
    _ = DevEventMonth(heading: text)
    _ = PlainText.fromMarkup(text)
    _ = MediaMerger.deduplicationKey(text)
    return 0
}
