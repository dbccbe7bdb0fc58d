import Foundation
import QuickSearchData
import QuickSearchDomain

/// Which results `--download` fetches, and what each is named by: those outside `--range` are
/// not selected, and an original whose result already gives a width or height under
/// `--min-width` / `--min-height` is skipped without a request (its header is checked again
/// once fetched, `DownloadRules`).
struct DownloadSelection {
    /// The item to fetch for each result, or why it is not fetched.
    let choices: [Result<DownloadItem, DownloadError>]

    /// - Parameters:
    ///   - first: the position of `items[0]` (`--range` and `{rank}` count from the search's
    ///     first result, also after `--page` or `--offset`).
    ///   - thumbnails: whether the thumbnails are saved (their size is not the result's).
    ///   - query: the search's query, for `{query}`.
    init(_ items: [MediaItem], from first: Int, shaping: DownloadShaping, thumbnails: Bool, query: String) {
        let range = (try? shaping.range()) ?? nil
        choices = items.enumerated().map { offset, item in
            let position = first + offset
            if let range, !range.contains(position) {
                return .failure(DownloadError(.notSelected, "result \(position) is not in --range \(range.text)"))
            }
            let savesThumbnail = thumbnails || item.kind == .video
            if !savesThumbnail, let refusal = Self.refusal(item, shaping: shaping) {
                return .failure(refusal)
            }
            let url = savesThumbnail ? item.thumbnailURL : item.url
            let host = url.flatMap { URL(string: $0)?.host } ?? ""
            let site = [item.siteName ?? "", host].first { !$0.allSatisfy(\.isWhitespace) } ?? ""
            let fields = DownloadNameFields(
                rank: position,
                source: item.source.rawValue,
                site: site,
                title: item.displayName ?? "",
                width: savesThumbnail ? nil : item.width,
                height: savesThumbnail ? nil : item.height,
                date: item.datetime,
                query: query
            )
            return .success(
                DownloadItem(
                    position: position,
                    source: item.source.rawValue,
                    title: item.displayName ?? "",
                    url: url,
                    fields: fields
                )
            )
        }
    }

    /// The items to fetch, in order.
    var wanted: [DownloadItem] {
        choices.compactMap { try? $0.get() }
    }

    /// One outcome per result: the fetched ones' `fetched` (in `wanted`'s order), the others'
    /// reason.
    func outcomes(fetched: [Result<SavedDownload, DownloadError>]) -> [Result<SavedDownload, DownloadError>] {
        var next = fetched.makeIterator()
        return choices.map { choice in
            switch choice {
            case .success: return next.next() ?? .failure(DownloadError(.notSaved, "not downloaded"))
            case .failure(let reason): return .failure(reason)
            }
        }
    }

    /// Why the result's own width or height rules it out, if it gives them.
    private static func refusal(_ item: MediaItem, shaping: DownloadShaping) -> DownloadError? {
        guard let width = item.width, let height = item.height else { return nil }
        if let minimum = shaping.minimumWidth, width < minimum {
            return DownloadError(.tooSmall, "the result gives \(width)×\(height), narrower than \(minimum) pixels")
        }
        if let minimum = shaping.minimumHeight, height < minimum {
            return DownloadError(.tooSmall, "the result gives \(width)×\(height), lower than \(minimum) pixels")
        }
        return nil
    }
}
