import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `--preview`: each result's thumbnail as the escape sequences of the terminal's graphics
/// protocol (see `InlineImageProtocol`), for the human view to draw under a `#. title` line,
/// and the note that says why none, or how many, could not be shown.
struct MediaPreviews: Sendable {
    /// One result's preview.
    struct Entry: Sendable {
        /// `3. title`, or `3. (site)` (see `heading(_:position:)`).
        let heading: String
        /// The image, or nil when there is none to show.
        let image: String?
    }

    /// The results' previews, in order; none where the terminal cannot show images.
    let entries: [Entry]
    /// Why previews could not be shown, or how many were not.
    let note: String?

    /// `3. title`, or for a result without one its site, as the table shows it: `3. (연합뉴스)`.
    static func heading(_ item: MediaItem, position: Int) -> String {
        "\(position). \(TextSanitizer.singleLine(MediaTable.label(item) ?? ""))"
    }

    /// The previews of `items` for the run's terminal: thumbnails fetched at once (until
    /// `deadline`), each drawn `max(8, min(40, width / 3))` columns wide. Where standard output is
    /// not a terminal that speaks a graphics protocol, nothing is fetched and the note says so.
    static func make(
        for items: [MediaItem],
        from first: Int,
        runtime: Runtime,
        deadline: SearchDeadline
    ) async -> MediaPreviews {
        guard runtime.terminal.isTTY, let graphics = InlineImageProtocol.detect(runtime.environment) else {
            return MediaPreviews(
                entries: [],
                note:
                    "previews are not supported here: they need kitty, Ghostty (kitty graphics), iTerm2 or WezTerm, with output to the terminal"
            )
        }
        let addresses = items.map { item in
            (HTMLText.webURL(item.thumbnailURL) ?? (item.kind == .image ? HTMLText.webURL(item.url) : nil)).flatMap(
                URL.init(string:)
            )
        }
        let thumbnails = await ThumbnailFetcher(http: runtime.services.httpClient()).fetch(
            addresses,
            deadline: deadline.instant
        )
        let columns = max(8, min(40, runtime.terminal.width / 3))
        var unsupportedFormats = Set<ImageFormat>()
        let entries = items.enumerated().map { offset, item in
            let thumbnail = thumbnails[offset]
            let image = thumbnail.flatMap { graphics.sequence(for: $0, columns: columns) }
            if let thumbnail, image == nil { unsupportedFormats.insert(thumbnail.format) }
            return Entry(heading: Self.heading(item, position: first + offset), image: image)
        }
        let unshown = entries.filter { $0.image == nil }.count
        guard unshown > 0 else { return MediaPreviews(entries: entries, note: nil) }
        let formats = unsupportedFormats.map(\.rawValue).sorted().joined(separator: ", ")
        let why = formats.isEmpty ? "" : " (kitty graphics shows PNG only; these were \(formats))"
        return MediaPreviews(
            entries: entries,
            note:
                "previews: \(items.count - unshown) shown, \(unshown) not: no thumbnail, a failed fetch or not an image\(why)"
        )
    }
}
