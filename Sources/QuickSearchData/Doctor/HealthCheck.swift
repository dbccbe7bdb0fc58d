import Foundation
import QuickSearchDomain

/// One named check of `doctor`: it looks at one thing (a key, an upstream, a database file)
/// and says how it is. A check never throws and never puts a key's value in its result.
public protocol HealthCheck: Sendable {
    /// The check's stable name (`naver`, `store`), shown first on its line and in JSON.
    var name: String { get }
    /// Looks and reports; bounded in time by whatever deadline the check was made with.
    func run() async -> HealthCheckResult
}

/// What one check found, and what to do about it when it is not ok.
public struct HealthCheckResult: Sendable, Hashable {
    /// How a check ended.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// All is well.
        case ok
        /// Something optional is missing (a key of a source you may not use); `doctor` still passes.
        case warning
        /// Something is broken: `doctor` fails.
        case failed
    }

    public var name: String
    public var status: Status
    /// What was found, one line (never a key's value).
    public var detail: String
    /// The command or step that fixes it; nil when the check is ok, or when `remedy` says it all.
    public var fix: String?
    /// A setting of the tool's own to change (more time, another page), worded by the tool
    /// after `fix`.
    public var remedy: Remedy?
    /// The file checked, when the check is about one.
    public var path: String?
    /// Bytes on disk, for the checks that measure a file (the cache).
    public var bytes: Int64?
}

/// Runs checks together and gives their results in the checks' order.
public enum HealthCheckup {
    /// Every check's result, the checks run concurrently.
    public static func run(_ checks: [any HealthCheck]) async -> [HealthCheckResult] {
        await withTaskGroup(of: (Int, HealthCheckResult).self) { group in
            for (index, check) in checks.enumerated() {
                group.addTask { (index, await check.run()) }
            }
            var results = [HealthCheckResult?](repeating: nil, count: checks.count)
            for await (index, result) in group {
                results[index] = result
            }
            return results.compactMap { $0 }
        }
    }
}

/// Quoting for the shell commands a fix line gives (`chmod 600 '/home/me/it'"'"'s'`).
enum ShellWord {
    /// `text` as one POSIX shell word: left bare when it holds only safe characters, else
    /// single-quoted.
    static func quoted(_ text: String) -> String {
        let safe = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/._-+:@%,")
        if !text.isEmpty, text.unicodeScalars.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
