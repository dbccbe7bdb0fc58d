import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stand-in for what `devevents due` runs (an `--exec` command, `notify-send`): a shell
/// script appending one line per call to a log (the `DEVEVENT_*` variables, tab-separated) and
/// keeping its arguments (NUL-terminated) and what it read on standard input; it fails (status
/// 3, with a line on standard error) for the event whose id is in `FAIL_ID`.
///
/// Executable stubs are written through a descriptor closed on exec, so no child another test
/// spawns meanwhile holds the file open for writing (which would make running it fail with
/// ETXTBSY).
struct DevEventsAnnouncementStub {
    let script: URL
    let log: URL
    let inputs: URL

    /// One call of the stub.
    struct Call: Equatable {
        var id: String
        var kind: String
        var dday: String
        var threshold: String
        var when: String
        var url: String
        var title: String
    }

    /// A stub in `folder`, called `name` (written executable).
    init(in folder: URL, name: String = "announce") throws {
        script = folder.appendingPathComponent(name)
        log = folder.appendingPathComponent("\(name).log")
        inputs = folder.appendingPathComponent("\(name).inputs", isDirectory: true)
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        let text = """
            #!/bin/sh
            call='\(inputs.path)/'"$DEVEVENT_ID-$DEVEVENT_THRESHOLD"
            printf '%s\\n' "$DEVEVENT_ID\t$DEVEVENT_KIND\t$DEVEVENT_DDAY\t$DEVEVENT_THRESHOLD\t$DEVEVENT_WHEN\t$DEVEVENT_URL\t$DEVEVENT_TITLE" >> '\(log.path)'
            printf '%s\\0' "$@" > "$call.args"
            while IFS= read -r input || [ -n "$input" ]; do printf '%s\\n' "$input"; done > "$call.json"
            if [ -n "$FAIL_ID" ] && [ "$DEVEVENT_ID" = "$FAIL_ID" ]; then
                echo "cannot reach the calendar for $DEVEVENT_ID" >&2
                exit 3
            fi
            exit 0

            """
        try Self.writeExecutable(text, to: script)
    }

    /// The `--exec` words that run the stub through `/bin/sh`.
    var viaShell: [String] { ["/bin/sh", script.path] }

    /// Every call so far, in order.
    func calls() -> [Call] {
        guard let data = FileManager.default.contents(atPath: log.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let padded = fields + Array(repeating: "", count: max(0, 7 - fields.count))
            return Call(
                id: padded[0],
                kind: padded[1],
                dday: padded[2],
                threshold: padded[3],
                when: padded[4],
                url: padded[5],
                title: padded[6]
            )
        }
    }

    /// What the last call for `id` at `threshold` read on standard input.
    func input(id: String, threshold: String) -> String? {
        FileManager.default.contents(atPath: inputs.appendingPathComponent("\(id)-\(threshold).json").path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The arguments of the last call for `id` at `threshold`.
    func arguments(id: String, threshold: String) -> [String]? {
        guard
            let data = FileManager.default.contents(
                atPath: inputs.appendingPathComponent("\(id)-\(threshold).args").path
            )
        else { return nil }
        var parts = data.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// Writes `text` to `url` with mode 0755 through a descriptor closed on exec.
    static func writeExecutable(_ text: String, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw DevEventsShapeError("cannot create \(url.path): errno \(errno)") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw DevEventsShapeError("cannot write \(url.path): errno \(errno)")
        }
    }
}
