import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The documented JSON form of one media item: snake_case keys, every key always present
/// (null when the source has no value). With `--download`, also `saved_path` (null when the
/// download failed or the archive had the address), `bytes`, `sha256` (null when it failed),
/// `archived` (the path the archive recorded, when not fetched for that reason), `duplicate_of`
/// (the file that already held the same bytes) and `download_error` (null when it did not fail).
struct MediaItemRecord: JSONFieldsWriting, Sendable {
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

    func writeFields(into fields: inout JSONFields<FieldKey>) throws {
        try fields.put(position, for: .position)
        try fields.put(item.source.rawValue, for: .source)
        try fields.put(item.sources.map(\.rawValue), for: .sources)
        try fields.put(item.kind.rawValue, for: .kind)
        try fields.put(item.rank, for: .rank)
        try fields.put(item.title, for: .title)
        try fields.put(item.url, for: .url)
        try fields.put(item.thumbnailURL, for: .thumbnailURL)
        try fields.put(item.width, for: .width)
        try fields.put(item.height, for: .height)
        try fields.put(item.datetime.map(JSONOutput.korea.timestamp), for: .datetime)
        try fields.put(item.siteName, for: .siteName)
        try fields.put(item.documentURL, for: .docURL)
        try fields.put(item.duration, for: .duration)
        try fields.put(item.author, for: .author)
        guard let download else { return }
        let saved = try? download.get()
        try fields.put(saved?.archived == nil ? saved?.path : nil, for: .savedPath)
        try fields.put(saved?.bytes, for: .bytes)
        try fields.put(saved?.sha256, for: .sha256)
        try fields.put(saved?.archived, for: .archived)
        try fields.put(saved?.duplicateOf, for: .duplicateOf)
        if case .failure(let error) = download {
            try fields.put(error.explained, for: .downloadError)
        } else {
            try fields.put(nil as String?, for: .downloadError)
        }
    }
}
