import CommandKit
import Foundation
import QuickSearchData

/// The work of `qsearch archive …` on the archive `location` names.
struct ArchiveService {
    let runtime: Runtime
    let location: ArchiveLocation

    /// Every archived file, newest first. A missing archive reads as empty.
    func list() throws -> Report {
        let entries = try location.reading(runtime).entries()
        let records = entries.map(ArchiveRecord.init)
        let empty = entries.isEmpty && runtime.outputFormat == .human && runtime.terminal.showsTable
        return Report(
            output: ReportOutput(
                document: ["downloads": records],
                records: records,
                human: ArchiveTable(entries: entries, now: runtime.now())
            ),
            notes: empty ? ["the archive is empty: no file downloaded yet"] : []
        )
    }

    /// Forgets `url`.
    ///
    /// - Throws: `CLIError` (exit 64) when the archive does not have it.
    func forget(_ url: String) throws -> Report {
        let archive = try location.reading(runtime)
        guard try archive.entry(for: url) != nil else {
            throw CLIError(
                "'\(TextSanitizer.singleLine(url))' is not in the archive; 'qsearch archive list' shows what is",
                exitCode: .usage
            )
        }
        try archive.forget(url: url)
        return Report(notes: ["forgot \(TextSanitizer.singleLine(url)): the next download fetches it again"])
    }

    /// Forgets every archived file and says how many there were.
    func clear() throws -> Report {
        let archive = try location.reading(runtime)
        let removed = archive.exists ? try archive.clear() : 0
        return Report(notes: ["forgot \(removed) archived file\(removed == 1 ? "" : "s")"])
    }
}

/// The JSON form of one archived file.
struct ArchiveRecord: FieldSelectable {
    let entry: ArchivedDownload

    enum FieldKey: String, CodingKey, CaseIterable {
        case url, sha256, bytes, path, query, source
        case savedAt = "saved_at"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(entry.url, forKey: .url)
        try container.encode(entry.sha256, forKey: .sha256)
        try container.encode(entry.bytes, forKey: .bytes)
        try container.encode(entry.path, forKey: .path)
        try container.encode(entry.query, forKey: .query)
        try container.encode(entry.source, forKey: .source)
        try container.encode(JSONOutput.korea.timestamp(entry.savedAt), forKey: .savedAt)
    }
}
