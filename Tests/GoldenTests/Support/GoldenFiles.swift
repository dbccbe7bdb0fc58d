import Foundation
import Testing

/// The checked-in golden files under `Tests/GoldenTests/Golden/`, and the one comparison with
/// them: byte for byte; on a mismatch the test fails with a unified diff and the command that
/// refreshes them. With `QSEARCH_UPDATE_GOLDEN=1` (what `scripts/update-golden.sh` sets) the
/// files are written instead, and those no case produces are deleted.
enum GoldenFiles {
    /// The folder of golden files, beside this target's sources.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden", isDirectory: true)

    /// The variable that turns comparing into refreshing.
    static let updateVariable = "QSEARCH_UPDATE_GOLDEN"

    /// What to run when a change to what users read is intended.
    static let refreshCommand = "scripts/update-golden.sh"

    /// Whether this run refreshes the files rather than comparing with them.
    static var isUpdating: Bool {
        ProcessInfo.processInfo.environment[updateVariable] == "1"
    }

    /// Compares `actual` with the golden file `name` (a path under `Golden/`), or writes it when
    /// refreshing; `producedBy` says which command printed it, for the failure message.
    static func check(
        _ actual: String,
        name: String,
        producedBy command: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = directory.appendingPathComponent(name)
        let bytes = Data(actual.utf8)
        let stored = FileManager.default.contents(atPath: url.path)
        if isUpdating {
            guard stored != bytes else { return }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try bytes.write(to: url, options: .atomic)
            return
        }
        guard let stored else {
            Issue.record(
                "no golden file \(relative(name)) for `\(command)`; create it with \(refreshCommand)",
                sourceLocation: sourceLocation
            )
            return
        }
        guard stored != bytes else { return }
        let diff = LineDiff().render(expected: String(decoding: stored, as: UTF8.self), actual: actual)
        Issue.record(
            """
            `\(command)` no longer prints what the golden file \(relative(name)) holds:
            --- \(relative(name))
            +++ the output now
            \(diff)
            If the change is intended, refresh the golden files with \(refreshCommand) and review `git diff`.
            """,
            sourceLocation: sourceLocation
        )
    }

    /// Every golden file on disk, as paths under `Golden/`, sorted; hidden files (`.DS_Store`)
    /// are not golden files.
    static func stored() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var names: [String] = []
        for case let name as String in walker {
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                !name.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            names.append(name)
        }
        return names.sorted()
    }

    /// Deletes the golden file `name` (refreshing: no case produces it any more).
    static func remove(_ name: String) throws {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }

    /// `name` as a path from the package root, as people type it.
    static func relative(_ name: String) -> String {
        "Tests/GoldenTests/Golden/\(name)"
    }
}
