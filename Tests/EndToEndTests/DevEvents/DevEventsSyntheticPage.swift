import Foundation

/// Writes small synthetic pages in today's GitHub README markup (`div.markdown-heading`, month
/// heading in `<code>`, `p > strong > a` titles, nested field lists). Every title, host and URL
/// is invented by the tests that use it (example.com only). The page also carries a link to an
/// archive page under `end_event/`, which `devevents` must never follow.
struct DevEventsSyntheticPage {
    struct Entry {
        var title: String
        var url: String?
        var tags: [String] = []
        var host: String?
        /// Field key and value, e.g. `("일시", "08. 25(화) 18:00")`.
        var period: (key: String, value: String)?
    }

    struct Section {
        /// Heading text such as `26년 08월`.
        var heading: String
        var entries: [Entry]
    }

    var sections: [Section]

    var html: String {
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"ko\"><head><meta charset=\"utf-8\"><title>SYNTHETIC test page</title></head><body>",
            "<!-- SYNTHETIC: written by the QuickSearch tests; every title, host and URL is invented. -->",
            "<article class=\"markdown-body entry-content container-lg\" itemprop=\"text\">",
            heading("지난 행사 기록"),
            "<table><tr><td><a href=\"/brave-people/Dev-Event/blob/master/end_event/2026/26_01.md\">01월</a></td></tr></table>",
        ]
        for section in sections {
            lines.append(heading("<code>\(Self.escape(section.heading))</code>"))
            lines.append("<ul dir=\"auto\">")
            for entry in section.entries {
                lines.append(item(entry))
            }
            lines.append("</ul>")
        }
        lines.append("</article></body></html>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func heading(_ inner: String) -> String {
        "<div class=\"markdown-heading\" dir=\"auto\"><h2 tabindex=\"-1\" class=\"heading-element\" dir=\"auto\">"
            + inner + "</h2><a class=\"anchor\" href=\"#section\"></a></div>"
    }

    private func item(_ entry: Entry) -> String {
        let title =
            entry.url.map { "<a href=\"\(Self.escape($0))\" rel=\"nofollow\">\(Self.escape(entry.title))</a>" }
            ?? Self.escape(entry.title)
        var fields: [String] = []
        if !entry.tags.isEmpty {
            fields.append("분류: " + entry.tags.map { "<code>\(Self.escape($0))</code>" }.joined(separator: ", "))
        }
        if let host = entry.host {
            fields.append("주최: " + Self.escape(host))
        }
        if let period = entry.period {
            fields.append("\(period.key): \(Self.escape(period.value))")
        }
        return "<li>\n<p dir=\"auto\"><strong>\(title)</strong></p>\n<ul dir=\"auto\">\n"
            + fields.map { "<li>\($0)</li>\n" }.joined() + "</ul>\n</li>"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
