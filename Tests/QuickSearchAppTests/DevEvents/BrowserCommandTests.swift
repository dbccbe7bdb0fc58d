import Foundation
import QuickSearchData
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// `$BROWSER` read as the convention has it: a colon-separated list, `%s` for the URL, `%%` for
/// a percent sign, the URL appended when there is no `%s`.
@Suite("BROWSER commands")
struct BrowserCommandTests {
    static let url = "https://example.com/a?b=1&c=%20"

    @Test("a list of commands, empty entries skipped")
    func list() {
        let commands = BrowserCommand.list("firefox --new-tab::xdg-open: ")
        #expect(commands.map(\.words) == [["firefox", "--new-tab"], ["xdg-open"]])
        #expect(BrowserCommand.list(": :").isEmpty)
    }

    @Test(
        "placeholders",
        arguments: [
            ("w3m", ["w3m", url]),
            ("browser %s", ["browser", url]),
            ("browser --url=%s --new", ["browser", "--url=" + url, "--new"]),
            ("browser 100%% %s", ["browser", "100%", url]),
            ("browser %%s", ["browser", "%s", url]),
            ("browser %d %", ["browser", "%d", "%", url]),
            ("'/opt/my browser/run' \"a b\" %s", ["/opt/my browser/run", "a b", url]),
        ]
    )
    func placeholders(_ value: String, _ expected: [String]) throws {
        let command = try #require(BrowserCommand.list(value).first)
        #expect(command.arguments(for: Self.url) == expected)
    }

    @Test("A launcher that cannot start says the system's reason, not Foundation's sentence")
    func unstartable() throws {
        let messages = TextBuffer()
        var launcher = BrowserLauncher(environment: Environment(["BROWSER": "w3m"]), messages: messages)
        launcher.launcher = URL(fileURLWithPath: "/nonexistent-devevents-test/env")
        let error = try #require(throws: CLIError.self) { try launcher.open(URL(string: Self.url)!) }
        let message = error.message
        #expect(message.contains("'w3m' could not be started (No such file or directory)"), "\(message)")
        #expect(!message.contains("couldn’t") && !message.contains("The file"), "\(message)")
    }

    @Test("POSIX reasons from POSIX errors, wrapped ones and Cocoa file errors")
    func systemReasons() {
        #expect(
            BrowserLauncher.systemReason(NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))) == "Permission denied"
        )
        let wrapped = NSError(
            domain: NSCocoaErrorDomain,
            code: 1,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EAGAIN))]
        )
        #expect(BrowserLauncher.systemReason(wrapped) == String(cString: strerror(EAGAIN)))
        #expect(BrowserLauncher.systemReason(CocoaError(.fileReadNoSuchFile)) == "No such file or directory")
    }
}
