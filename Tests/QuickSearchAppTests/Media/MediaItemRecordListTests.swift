import CommandKit
import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchApp
@testable import QuickSearchData

/// Media items in a `--json` document are a `JSONRecordList` made a record at a time; it must
/// print what the records themselves print, with and without downloads and null fields.
@Suite("Media item records as a list")
struct MediaItemRecordListTests {
    static let items: [MediaItem] = [
        MediaItem(
            source: MediaSourceID("naver-image"),
            kind: .image,
            title: "고양이 \"quoted\"",
            url: "https://a.example/1.jpg"
        ),
        MediaItem(
            source: MediaSourceID("kakao-image"),
            kind: .image,
            title: "cat / 🐈",
            url: "https://b.example/2.png",
            thumbnailURL: "https://b.example/t/2.png",
            width: 640,
            height: 480,
            datetime: Date(timeIntervalSince1970: 1_765_000_000),
            siteName: "site",
            documentURL: "https://b.example/doc",
            rank: 2
        ),
        MediaItem(
            source: MediaSourceID("kakao-video"),
            kind: .video,
            title: "video",
            url: "https://c.example/v",
            duration: 95,
            author: "someone",
            rank: 3
        ),
    ]

    static let downloads: [Result<SavedDownload, DownloadError>] = [
        .success(SavedDownload(path: "d/1.jpg", bytes: 12, sha256: "ab", reused: false)),
        .failure(DownloadError(.notAnImage, "c.example sent a page, not an image")),
        .success(SavedDownload(path: "d/3.mp4", bytes: 7, sha256: "cd", reused: true)),
    ]

    static func records(downloads: [Result<SavedDownload, DownloadError>]?) -> [MediaItemRecord] {
        items.enumerated().map { MediaItemRecord(item: $1, position: $0 + 1, download: downloads?[$0]) }
    }

    @Test("the list prints what the records print, with and without downloads", arguments: [false, true])
    func sameText(withDownloads: Bool) throws {
        let output = JSONOutput.korea
        let records = Self.records(downloads: withDownloads ? Self.downloads : nil)
        let list = try output.document(JSONRecordList(records))
        #expect(list == (try output.document(records)))
        #expect(try output.line(JSONRecordList(records)) == output.line(records))
        #expect(list.contains("\"download_error\"") == withDownloads)
        #expect(list.contains("\"author\" : null"))
    }
}
