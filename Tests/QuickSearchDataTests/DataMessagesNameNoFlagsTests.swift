import Foundation
import Testing

/// The data layer says what went wrong and names a `Remedy`; the tools add which option to
/// change. So no string in `Sources/QuickSearchData` names a command-line flag.
@Suite("Data messages name no command-line flag")
struct DataMessagesNameNoFlagsTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/QuickSearchData")

    @Test("no string literal outside doc comments holds --option")
    func noFlags() throws {
        let walker = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        let flag = try Regex(#""[^"\n]*--[a-z][^"\n]*""#)
        var files = 0
        var found: [String] = []
        while let url = walker.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files += 1
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n",
                omittingEmptySubsequences: false
            )
            for (number, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), line.contains(flag) else { continue }
                found.append("\(url.lastPathComponent):\(number + 1): \(code)")
            }
        }
        #expect(files > 100, "the sources were found")
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
