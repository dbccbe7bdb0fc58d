import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `--write-metadata`: `NAME.json` beside each file a download saved (`NAME` the file's whole
/// name, extension included), owner-only and written atomically (`AtomicFileWriter`): the
/// result's `--json` item, the URL fetched, the size, the SHA-256 and the time saved. Written
/// for the files in the folder (fetched now or already there), not for results the archive had
/// or whose bytes were already in another file; a file two results share gets the first's.
struct DownloadMetadata {
    /// The time saved, from the run's clock.
    let now: Date

    /// The document of one file; `JSONOutput.korea` writes its time in Korea time, as every
    /// time of the tools' JSON.
    private struct Document: Encodable {
        let result: MediaItemRecord
        let url: String
        let bytes: Int
        let sha256: String
        let savedAt: Date

        enum CodingKeys: String, CodingKey {
            case result, url, bytes, sha256
            case savedAt = "saved_at"
        }
    }

    /// Writes the files; one warning per file that could not be written.
    func write(
        items: [MediaItem],
        from first: Int,
        wanted: [DownloadItem?],
        outcomes: [Result<SavedDownload, DownloadError>]
    ) -> [String] {
        var written: Set<String> = []
        var warnings: [String] = []
        for (offset, outcome) in outcomes.enumerated() {
            guard case .success(let saved) = outcome, saved.archived == nil, saved.duplicateOf == nil,
                offset < items.count, offset < wanted.count, let item = wanted[offset], let url = item.url,
                written.insert(saved.path).inserted
            else { continue }
            let document = Document(
                result: MediaItemRecord(item: items[offset], position: first + offset, download: outcome),
                url: url,
                bytes: saved.bytes,
                sha256: saved.sha256,
                savedAt: now
            )
            do {
                try AtomicFileWriter.save(Data(try JSONOutput.korea.document(document).utf8), to: saved.path + ".json")
            } catch {
                warnings.append("result \(first + offset): metadata not written: \(AppErrors.message(error).0)")
            }
        }
        return warnings
    }
}
