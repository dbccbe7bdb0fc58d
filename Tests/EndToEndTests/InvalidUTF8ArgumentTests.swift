import Foundation
import Testing

/// A user's argument in another encoding is refused, not searched for or saved as `��`.
@Suite("Arguments that are not UTF-8")
struct InvalidUTF8ArgumentTests {
    /// Runs `tool` through `sh`, whose `printf` makes the raw bytes no Swift string can hold.
    private static func run(_ tool: String, _ script: String, home: URL) throws -> ProcessResult {
        let path = ProcessRunner.productsDirectory.appendingPathComponent(tool).path
        return try ProcessRunner.runSystem(
            "/bin/sh",
            ["-c", "\"$0\" \(script)", path],
            environment: ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path]
        )
    }

    @Test("qsearch images $'\\xff\\xfe' and places add $'\\xffabc': exit 64 naming the argument, nothing saved")
    func refused() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("utf8-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let search = try Self.run("qsearch", "images \"$(printf '\\377\\376')\"", home: home)
        #expect(search.status == 64)
        #expect(search.stderr.hasPrefix("qsearch: error: the 2nd argument ($'\\xff\\xfe') is not valid UTF-8"))
        #expect(search.stdout.isEmpty)
        let place = try Self.run("qsearch", "places add \"$(printf '\\377abc')\" --at 37.5,127", home: home)
        #expect(place.status == 64)
        #expect(place.stderr.contains("the 3rd argument ($'\\xffabc') is not valid UTF-8"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data/quicksearch").path))
        let events = try Self.run("devevents", "list --search \"$(printf 'caf\\351')\"", home: home)
        #expect(events.status == 64)
        #expect(events.stderr.contains("the 3rd argument ($'caf\\xe9') is not valid UTF-8"))
    }
}
