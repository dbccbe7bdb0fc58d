import CommandKit
import Foundation
import QuickSearchData

extension BrowserLauncher {
    /// Opens `url` with the browser `environment` names (see `open(_:)`) and returns what the
    /// browser said on standard error, line by line, for the report's notes.
    static func open(_ url: URL, environment: Environment) throws -> [String] {
        let said = TextBuffer()
        try BrowserLauncher(environment: environment, messages: said).open(url)
        return said.text.split(separator: "\n").map(String.init)
    }
}
