import Foundation
import Testing

@testable import CommandKit
@testable import QuickSearchApp
@testable import QuickSearchDomain

@Suite("The gallery page: escaped text, http(s) links only, a policy that names its own style and script")
struct GalleryPageTests {
    static let hostileTitle = "<script>alert(1)</script> \"quoted\" 'single' & <img src=x onerror=alert(2)>"

    static func page(_ items: [MediaItem], kind: MediaKind = .image, query: String = "고양이") -> String {
        let summary = SourceResults.Summary(
            source: MediaSourceID("naver-image"),
            items: items,
            ended: true,
            total: items.count,
            failure: nil
        )
        let result = MediaSearchResult(
            query: query,
            kind: kind,
            sort: .accuracy,
            items: items,
            sources: [summary],
            servedFromCache: false
        )
        return GalleryPage(result: result, generated: Date(timeIntervalSince1970: 1_748_746_800)).render()
    }

    static func item(
        _ title: String,
        url: String = "https://img.example.com/a.jpg",
        thumbnail: String? = "https://img.example.com/a-thumb.jpg",
        width: Int? = 1600,
        height: Int? = 900,
        document: String? = nil
    ) -> MediaItem {
        MediaItem(
            source: MediaSourceID("naver-image"),
            kind: .image,
            title: title,
            url: url,
            thumbnailURL: thumbnail,
            width: width,
            height: height,
            documentURL: document,
            rank: 1
        )
    }

    private static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("One tile per item, each lazy-loaded, with its size band and position")
    func tiles() {
        let html = Self.page([
            Self.item("a"), Self.item("b", width: 300, height: 200), Self.item("c", width: nil, height: nil),
        ])
        #expect(Self.count("<figure class=\"tile\"", in: html) == 3)
        #expect(Self.count("loading=\"lazy\"", in: html) == 3)
        #expect(html.contains("data-position=\"1\" data-sources=\"naver-image\" data-band=\"large\""))
        #expect(html.contains("data-position=\"2\" data-sources=\"naver-image\" data-band=\"small\""))
        #expect(html.contains("data-position=\"3\" data-sources=\"naver-image\" data-band=\"unknown\""))
        #expect(html.contains("1600×900"))
    }

    @Test("Upstream text cannot open a tag or end an attribute value")
    func hostileTitleIsEscaped() {
        let html = Self.page([Self.item(Self.hostileTitle)], query: "<b>q</b>")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("<b>q"))
        #expect(
            html.contains(
                "&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; &amp; &lt;img src=x onerror=alert(2)&gt;"
            )
        )
        #expect(Self.count("<script", in: html) == 1)
    }

    @Test(
        "Links and images that are not http(s) are dropped",
        arguments: [
            "javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd", "//evil.example/x",
            "/relative",
            "https://", "http://exa mple.com/", "JAVASCRIPT:alert(1)",
        ]
    )
    func onlyWebLinks(link: String) {
        let html = Self.page([Self.item("t", url: link, thumbnail: link, document: link)])
        #expect(!html.contains("href=\"\(link)"))
        #expect(!html.contains("src=\"\(link)"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(html.contains("no preview"))
    }

    @Test("Attribute values keep quotes out: a link with a quote is escaped, not cut short")
    func attributeEscaping() {
        let link = "https://img.example.com/a.jpg?x=\"onmouseover=alert(1)"
        let html = Self.page([Self.item("t", url: link, thumbnail: nil)])
        #expect(html.contains("href=\"https://img.example.com/a.jpg?x=&quot;onmouseover=alert(1)\""))
        #expect(!html.contains("\"onmouseover"))
    }

    @Test("The policy allows only http(s) images and the page's style and script, by their SHA-256")
    func contentSecurityPolicy() throws {
        let html = Self.page([Self.item("a")])
        let policy = GalleryPage.contentSecurityPolicy
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">"))
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("img-src http: https:"))
        #expect(!policy.contains("unsafe"))
        let style = try #require(html.range(of: "<style>")).upperBound
        let styleEnd = try #require(html.range(of: "</style>")).lowerBound
        let script = try #require(html.range(of: "<script>")).upperBound
        let scriptEnd = try #require(html.range(of: "</script>")).lowerBound
        let styleHash = GalleryPage.hashSource(String(html[style..<styleEnd]))
        let scriptHash = GalleryPage.hashSource(String(html[script..<scriptEnd]))
        #expect(policy.contains("style-src '\(styleHash)'"))
        #expect(policy.contains("script-src '\(scriptHash)'"))
        #expect(!html.contains(" style=\""))
        #expect(
            html.range(of: #"<[^>]*\son[a-z]+="#, options: .regularExpression) == nil,
            "no inline event handler attributes"
        )
    }

    @Test("The header names the query, kind, sort, sources and time; the filters list every source")
    func header() {
        let html = Self.page([Self.item("a")])
        #expect(html.contains("<h1>고양이</h1>"))
        #expect(html.contains("sort: accuracy"))
        #expect(html.contains("sources: naver-image"))
        #expect(html.contains("<time datetime=\"2025-06-01T12:00:00+09:00\">2025-06-01 12:00 KST</time>"))
        #expect(html.contains("<input type=\"checkbox\" name=\"source\" value=\"naver-image\" checked>"))
        #expect(html.contains("<option value=\"large\">"))
    }

    @Test("Videos: a length, length bands, and no image fallback for the thumbnail")
    func videos() {
        let video = MediaItem(
            source: MediaSourceID("kakao-vclip"),
            kind: .video,
            title: "v",
            url: "https://tv.example.com/v/1",
            duration: 3_725,
            rank: 1
        )
        let html = Self.page([video], kind: .video)
        #expect(html.contains("1:02:05"))
        #expect(html.contains("data-band=\"long\""))
        #expect(html.contains("no preview"))
        #expect(html.contains("<option value=\"short\">"))
    }
}
