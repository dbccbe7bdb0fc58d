import CommandKit
import Foundation
import QuickSearchDomain

/// Human output of media results: an aligned, numbered table on a terminal or when colour is
/// forced (`TerminalCapabilities.showsTable`), else tab-separated plain rows (full values, no
/// colour, plain ASCII: sizes as `WxH`, a missing value as an empty field).
///
/// Column priorities, most important first: `#`, TITLE and URL (kept at any width: they
/// identify a result; the TITLE of a Kakao image is its site, `(연합뉴스)`), SOURCE, DATE, then
/// SIZE/DURATION; narrow terminals drop from the end of that list before the title is squeezed
/// below 20 columns, then the URL is shortened in the middle, keeping its end (the part that
/// tells rows apart).
struct MediaTable {
    let terminal: TerminalCapabilities
    let now: Date
    let kind: MediaKind

    /// The rows of `items`, numbered from `first`.
    func render(_ items: [MediaItem], from first: Int) -> [String] {
        let rows = items.enumerated().map { row($1, position: first + $0) }
        let layout = Self.layout(for: kind)
        guard terminal.showsTable else {
            return layout.plainRows(rows)
        }
        return layout.render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled)
    }

    static func layout(for kind: MediaKind) -> TableRenderer {
        TableRenderer(columns: [
            TableColumn(header: "#", alignment: .right, priority: 9, isRequired: true),
            TableColumn(header: "SOURCE", priority: 3),
            TableColumn(header: "TITLE", minWidth: 20, maxWidth: 50, isFlexible: true, priority: 5, isRequired: true),
            TableColumn(header: kind == .video ? "DURATION" : "SIZE", alignment: .right, priority: 1),
            TableColumn(header: "DATE", priority: 2),
            TableColumn(
                header: "URL",
                minWidth: 20,
                isFlexible: true,
                priority: 4,
                isRequired: true,
                truncation: .middle
            ),
        ])
    }

    private var missing: String { terminal.showsTable ? "–" : "" }

    private func row(_ item: MediaItem, position: Int) -> [TableCell] {
        let providers = item.sources.map { $0.rawValue.split(separator: "-").first.map(String.init) ?? $0.rawValue }
        let source = providers.joined(separator: "+")
        return [
            TableCell("\(position)", style: .dim),
            TableCell(source, style: providers.first == "naver" ? .green : .yellow),
            TableCell(Self.label(item) ?? missing),
            TableCell(dimensions(item)),
            TableCell(date(item.datetime)),
            TableCell(item.url, style: .cyan),
        ]
    }

    /// What the TITLE column shows, and the `--preview` captions: the title, else the site
    /// in parentheses, `(연합뉴스)` (Kakao images have no title); nil when there is neither.
    static func label(_ item: MediaItem) -> String? {
        guard let name = item.displayName else { return nil }
        return name == item.title ? name : "(\(name))"
    }

    private func dimensions(_ item: MediaItem) -> String {
        if let seconds = item.duration {
            return Self.duration(seconds)
        }
        if let width = item.width, let height = item.height {
            return "\(width)\(terminal.showsTable ? "×" : "x")\(height)"
        }
        return missing
    }

    /// A video length as `m:ss`, or `h:mm:ss` from an hour.
    static func duration(_ seconds: Int) -> String {
        let (hours, minutes, secs) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }

    private func date(_ date: Date?) -> String {
        guard let date else { return missing }
        guard terminal.showsTable else { return JSONOutput.korea.timestamp(date) }
        if abs(date.timeIntervalSince(now)) < 7 * 86_400 {
            return RelativeTime(timeZone: KoreaTime.timeZone).describe(date, relativeTo: now)
        }
        return String(JSONOutput.korea.timestamp(date).prefix(10))
    }
}
