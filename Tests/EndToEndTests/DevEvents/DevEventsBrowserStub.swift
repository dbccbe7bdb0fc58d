import Foundation

/// A stand-in for `$BROWSER`: a shell script that writes each argument it gets, NUL-terminated,
/// to a file, and exits with a chosen status.
///
/// `BROWSER` is `/bin/sh <script>` rather than the script itself: a file just written may
/// still be open for writing in a child that another test spawned meanwhile (the descriptor is
/// inherited), and executing it then fails with ETXTBSY; reading it through the shell does not.
struct DevEventsBrowserStub {
    let script: URL
    let record: URL

    /// - Parameter complaint: a line the script writes to its standard error (no quotes in it).
    init(in sandbox: DevEventsSandbox, name: String = "browser", exitStatus: Int = 0, complaint: String? = nil) throws {
        script = sandbox.scratchDirectory.appendingPathComponent("\(name).sh")
        record = sandbox.scratchDirectory.appendingPathComponent("\(name).args")
        let complain = complaint.map { "echo '\($0)' >&2\n" } ?? ""
        let text = "#!/bin/sh\nprintf '%s\\0' \"$@\" > '\(record.path)'\n\(complain)exit \(exitStatus)\n"
        try Data(text.utf8).write(to: script)
    }

    /// The value for `BROWSER`: a program and its first argument; the URL is appended.
    var command: String { "/bin/sh \(script.path)" }

    /// The arguments of the last call, or nil when the script never ran.
    func arguments() -> [String]? {
        guard let data = FileManager.default.contents(atPath: record.path) else { return nil }
        var parts = data.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}
