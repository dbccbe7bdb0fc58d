import CommandKit
import Foundation
import QuickSearchDomain

/// What people read of a media search: the results' table (see `MediaTable`), nothing when
/// there are none, then the `--preview` thumbnails, each under its `#. title` line.
struct MediaResultsView: HumanView {
    let items: [MediaItem]
    /// The `#` of `items[0]` (beyond 1 after `--page` or `--offset`).
    let firstPosition: Int
    let kind: MediaKind
    let now: Date
    /// The thumbnails drawn for the terminal, with `--preview`.
    let previews: MediaPreviews?

    func render(for terminal: TerminalCapabilities) -> HumanText {
        guard !items.isEmpty else { return HumanText(lines: []) }
        var lines = MediaTable(terminal: terminal, now: now, kind: kind).render(items, from: firstPosition)
        for entry in previews?.entries ?? [] {
            lines.append(entry.heading)
            if let image = entry.image { lines.append(image) }
        }
        return HumanText(lines: lines)
    }
}
