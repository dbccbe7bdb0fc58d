import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `tags`: how often each tag appears on the page, most used first; at most `limit` of them
    /// (a remark says how many there were).
    func tags(limit: Int?) async throws -> Report {
        let load = try await page.load()
        let counts = DevEventTagCount.counts(in: load.page.events)
        let records = counts.prefix(limit ?? .max).map { DevEventTagRecord(tag: $0.tag, count: $0.count) }
        let remarks =
            records.count < counts.count
            ? [
                "\(records.count) of \(counts.count) tags shown (--limit \(records.count)); raise --limit or leave it out to see all"
            ] : []
        return Report(
            output: ReportOutput(
                document: DevEventTagsDocument(tags: records),
                records: records,
                human: DevEventTagTable(records: records, credit: page.creditLine, remarks: remarks)
            )
        )
    }
}

/// One tag of `tags --json` and how many events carry it.
struct DevEventTagRecord: FieldSelectable, Sendable {
    let tag: String
    let count: Int

    enum FieldKey: String, CodingKey, CaseIterable {
        case tag, count
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(tag, forKey: .tag)
        try container.encode(count, forKey: .count)
    }
}

/// The `--json` document of `tags`.
struct DevEventTagsDocument: Encodable, Sendable {
    let tags: [DevEventTagRecord]
}
