import Foundation
@testable import QuickSearchData

// libFuzzer entry point for the Dev-Event `"richText"` payload scanner: every input is a page
// whose JSON string values under that key are decoded. Fragments never overlap and an escape
// never decodes to more than 1.5 bytes per input byte, so their total stays below twice the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRichTextPayload(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let fragments = DevEventRichTextPayload.htmlFragments(in: Data(bytes: data, count: size))
    let total = fragments.reduce(0) { $0 + $1.count }
    if total > 2 * size {
        fatalError("\(total) bytes of fragments from a page of \(size) bytes")
    }
    return 0
}
