import CommandKit
import Foundation
import QuickSearchDomain

/// `--html FILE`: one self-contained HTML page of media results. A responsive grid of
/// lazy-loaded thumbnails, each with title, source, size (images) or length (videos), date and
/// a link to the original; a header with the query, sort, sources and time; filters by source
/// and size (length for videos) run by a few lines of inline script, so they work from a
/// `file://` page.
///
/// Safety: every text is HTML-escaped (`HTMLText.escape`), every link and image address must
/// be http(s) (`HTMLText.webURL`; others are dropped), and a Content-Security-Policy allows
/// nothing but http(s) images and the page's own style and script, named by their SHA-256.
/// The page loads no other resource and sends no referrer.
struct GalleryPage {
    let result: MediaSearchResult
    /// When the search ran.
    let generated: Date

    /// The complete document.
    func render() -> String {
        let title = "qsearch \(result.kind == .image ? "images" : "videos"): \(result.query)"
        let sourceNames = result.sources.map(\.source.rawValue)
        var html = """
            <!DOCTYPE html>
            <html lang="ko">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
            <meta name="referrer" content="no-referrer">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="qsearch">
            <title>\(HTMLText.escape(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>\(HTMLText.escape(result.query))</h1>
            <p class="facts"><span>\(result.kind == .image ? "images" : "videos")</span> · <span>sort: \(HTMLText.escape(result.sort.rawValue))</span> · <span>sources: \(HTMLText.escape(sourceNames.joined(separator: ", ")))</span> · <time datetime="\(HTMLText.escape(JSONOutput.korea.timestamp(generated)))">\(HTMLText.escape(Self.displayTime(generated)))</time></p>
            <form id="filters">
            \(sourceFilter(sourceNames))
            \(sizeFilter())
            <output id="shown">\(result.items.count)</output> of \(result.items.count) shown
            </form>
            </header>
            <main id="grid">

            """
        for (offset, item) in result.items.enumerated() {
            html += tile(item, position: result.firstPosition + offset)
        }
        html += """
            </main>
            <script>\(Self.script)</script>
            </body>
            </html>

            """
        return html
    }

    private func sourceFilter(_ names: [String]) -> String {
        names.map { name in
            let value = HTMLText.escape(name)
            return "<label><input type=\"checkbox\" name=\"source\" value=\"\(value)\" checked> \(value)</label>"
        }.joined(separator: "\n")
    }

    private func sizeFilter() -> String {
        let bands =
            result.kind == .image
            ? [
                ("all", "any size"), ("small", "small (< 500 px)"), ("medium", "medium (500–1199 px)"),
                ("large", "large (≥ 1200 px)"),
            ]
            : [
                ("all", "any length"), ("short", "short (< 4 min)"), ("medium", "medium (4–20 min)"),
                ("long", "long (> 20 min)"),
            ]
        let options = bands.map { "<option value=\"\($0.0)\">\(HTMLText.escape($0.1))</option>" }.joined()
        return
            "<label>\(result.kind == .image ? "size" : "length") <select id=\"band\" name=\"band\">\(options)</select></label>"
    }

    private func tile(_ item: MediaItem, position: Int) -> String {
        let original = HTMLText.webURL(item.url)
        let thumbnail = HTMLText.webURL(item.thumbnailURL) ?? (item.kind == .image ? original : nil)
        let title = item.title.isEmpty ? (item.siteName ?? "untitled") : item.title
        let escapedTitle = HTMLText.escape(title)
        let picture =
            thumbnail.map {
                "<img src=\"\(HTMLText.escape($0))\" alt=\"\(escapedTitle)\" loading=\"lazy\" decoding=\"async\" referrerpolicy=\"no-referrer\">"
            } ?? "<span class=\"missing\">no preview</span>"
        let sources = item.sources.map(\.rawValue).joined(separator: " ")
        var facts = [
            "<span class=\"source\">\(HTMLText.escape(item.sources.map(\.rawValue).joined(separator: " + ")))</span>"
        ]
        if let size = sizeText(item) { facts.append("<span class=\"size\">\(HTMLText.escape(size))</span>") }
        if let date = item.datetime {
            facts.append(
                "<time datetime=\"\(HTMLText.escape(JSONOutput.korea.timestamp(date)))\">\(HTMLText.escape(String(JSONOutput.korea.timestamp(date).prefix(10))))</time>"
            )
        }
        let heading =
            original.map { "<a href=\"\(HTMLText.escape($0))\" rel=\"noopener noreferrer\">\(escapedTitle)</a>" }
            ?? escapedTitle
        let frame =
            original.map {
                "<a class=\"frame\" href=\"\(HTMLText.escape($0))\" rel=\"noopener noreferrer\">\(picture)</a>"
            }
            ?? "<span class=\"frame\">\(picture)</span>"
        var links = ""
        if let page = HTMLText.webURL(item.documentURL) {
            let site = item.siteName.flatMap { $0.isEmpty ? nil : $0 } ?? "page"
            links =
                "<a class=\"page\" href=\"\(HTMLText.escape(page))\" rel=\"noopener noreferrer\">\(HTMLText.escape(site))</a>"
        }
        return """
            <figure class="tile" data-position="\(position)" data-sources="\(HTMLText.escape(sources))" data-band="\(band(item))">
            \(frame)
            <figcaption><span class="position">\(position)</span> <span class="title">\(heading)</span>
            <span class="facts">\(facts.joined(separator: " · "))</span>\(links)</figcaption>
            </figure>

            """
    }

    private func sizeText(_ item: MediaItem) -> String? {
        if let seconds = item.duration, seconds >= 0 { return MediaTable.duration(seconds) }
        if let width = item.width, let height = item.height, width > 0, height > 0 { return "\(width)×\(height)" }
        return nil
    }

    /// The filter band: the image size band of `ImageSizeFilter`, or a video length band;
    /// `unknown` when the source gives no size or length (shown only with "any").
    private func band(_ item: MediaItem) -> String {
        if item.kind == .video {
            guard let seconds = item.duration, seconds >= 0 else { return "unknown" }
            return seconds < 240 ? "short" : seconds <= 1200 ? "medium" : "long"
        }
        let band = [ImageSizeFilter.small, .medium, .large].first { $0.admits(width: item.width, height: item.height) }
        return band?.rawValue ?? "unknown"
    }

    private static func displayTime(_ date: Date) -> String {
        let stamp = JSONOutput.korea.timestamp(date)
        return String(stamp.prefix(10)) + " " + String(stamp.dropFirst(11).prefix(5)) + " KST"
    }
}
