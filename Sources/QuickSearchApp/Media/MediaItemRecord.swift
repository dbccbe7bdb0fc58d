import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The documented JSON form of one media item: snake_case keys, every key always present
/// (null when the source has no value). With `--download`, also `saved_path` (null when the
/// download failed or the archive had the address), `bytes`, `sha256` (null when it failed),
/// `archived` (the path the archive recorded, when not fetched for that reason), `duplicate_of`
/// (the file that already held the same bytes) and `download_error` (null when it did not fail).
struct MediaItemRecord: JSONPlainFieldsWriting, Sendable {
    let item: MediaItem
    /// 1-based position in the merged list.
    let position: Int
    /// This item's download, when `--download` was given.
    var download: Result<SavedDownload, DownloadError>?

    enum FieldKey: String, CodingKey, CaseIterable {
        case position, source, sources, kind, rank, title, url
        case thumbnailURL = "thumbnail_url"
        case width, height
        case datetime
        case siteName = "site_name"
        case docURL = "doc_url"
        case duration, author
        case savedPath = "saved_path"
        case bytes, sha256
        case archived
        case duplicateOf = "duplicate_of"
        case downloadError = "download_error"
    }

    /// The records of `result`'s items, in order, each with its download when given.
    static func records(
        of result: MediaSearchResult,
        downloads: [Result<SavedDownload, DownloadError>]?
    ) -> [MediaItemRecord] {
        result.items.enumerated().map { offset, item in
            MediaItemRecord(item: item, position: result.firstPosition + offset, download: downloads?[offset])
        }
    }

    func writeFields(into fields: inout JSONPlainFields<FieldKey>) {
        fields.put(position, for: .position)
        fields.put(item.source.rawValue, for: .source)
        fields.put(item.sources.map(\.rawValue), for: .sources)
        fields.put(item.kind.rawValue, for: .kind)
        fields.put(item.rank, for: .rank)
        fields.put(item.title, for: .title)
        fields.put(item.url, for: .url)
        fields.put(item.thumbnailURL, for: .thumbnailURL)
        fields.put(item.width, for: .width)
        fields.put(item.height, for: .height)
        fields.put(item.datetime.map(JSONOutput.korea.timestamp), for: .datetime)
        fields.put(item.siteName, for: .siteName)
        fields.put(item.documentURL, for: .docURL)
        fields.put(item.duration, for: .duration)
        fields.put(item.author, for: .author)
        guard let download else { return }
        let saved = try? download.get()
        fields.put(saved?.archived == nil ? saved?.path : nil, for: .savedPath)
        fields.put(saved?.bytes, for: .bytes)
        fields.put(saved?.sha256, for: .sha256)
        fields.put(saved?.archived, for: .archived)
        fields.put(saved?.duplicateOf, for: .duplicateOf)
        if case .failure(let error) = download {
            fields.put(error.explained, for: .downloadError)
        } else {
            fields.put(nil as String?, for: .downloadError)
        }
    }
}
