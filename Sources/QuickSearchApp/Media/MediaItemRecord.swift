import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The documented JSON form of one media item: snake_case keys, every key always present
/// (null when the source has no value). With `--download`, also `saved_path` (null when the
/// download failed or the archive had the address), `bytes`, `sha256` (null when it failed),
/// `archived` (the path the archive recorded, when not fetched for that reason), `duplicate_of`
/// (the file that already held the same bytes) and `download_error` (null when it did not fail).
struct MediaItemRecord: FieldSelectable {
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

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(position, forKey: .position)
        try container.encode(item.source.rawValue, forKey: .source)
        try container.encode(item.sources.map(\.rawValue), forKey: .sources)
        try container.encode(item.kind.rawValue, forKey: .kind)
        try container.encode(item.rank, forKey: .rank)
        try container.encode(item.title, forKey: .title)
        try container.encode(item.url, forKey: .url)
        try container.encode(item.thumbnailURL, forKey: .thumbnailURL)
        try container.encode(item.width, forKey: .width)
        try container.encode(item.height, forKey: .height)
        try container.encode(item.datetime.map(JSONOutput.korea.timestamp), forKey: .datetime)
        try container.encode(item.siteName, forKey: .siteName)
        try container.encode(item.documentURL, forKey: .docURL)
        try container.encode(item.duration, forKey: .duration)
        try container.encode(item.author, forKey: .author)
        guard let download else { return }
        let saved = try? download.get()
        try container.encode(saved?.archived == nil ? saved?.path : nil, forKey: .savedPath)
        try container.encode(saved?.bytes, forKey: .bytes)
        try container.encode(saved?.sha256, forKey: .sha256)
        try container.encode(saved?.archived, forKey: .archived)
        try container.encode(saved?.duplicateOf, forKey: .duplicateOf)
        if case .failure(let error) = download {
            try container.encode(error.explained, forKey: .downloadError)
        } else {
            try container.encodeNil(forKey: .downloadError)
        }
    }
}
