import Foundation
import QuickSearchData
import QuickSearchDomain

// libFuzzer entry point for the Dev-Event page parser (libxml2's HTML parser, the article and
// section readers, the richText fallback and the domain's field rules): every input is a page.

private let parser = LibXMLDevEventPageParser()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDevEventPage(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let page = parser.parse(Data(bytes: data, count: size))
    for event in page.events {
        if let start = event.start, let end = event.end, start > end {
            fatalError("an event that ends before it starts: \(event)")
        }
    }
    return 0
}
