/// Synthetic Dev-Event pages shaped so that any stage of reading them that is not linear in the
/// page shows it: each shape repeats one construct `count` times (all content invented).
public enum HostileDevEventPage {
    /// What is repeated.
    public enum Shape: String, CaseIterable, Sendable {
        /// `<li>a</li>` in one month: identical entries (same title, no link), so every id collides.
        case identicalItems
        /// One title, then field items flattened after it: `<li>주최: 샘플주최N</li>`.
        case flattenedHosts
        /// One title, then bare tag lines after it: `<li><code>태그N</code></li>`.
        case bareTagLines
        /// One entry whose `분류` line holds every tag as a code span.
        case codeSpans
        /// One entry whose `주최` line names every host.
        case hostList
        /// A month heading, each followed by one identical entry.
        case sections
        /// One `div.markdown-heading` holding every month heading, then a list of entries.
        case sharedHeadingWrapper
        /// One link whose tag carries every attribute.
        case attributes
    }

    /// The page: an article with a month heading and one list, the shape's construct `count` times.
    public static func html(_ shape: Shape, count: Int) -> String {
        let items = 0..<count
        let body: String
        switch shape {
        case .identicalItems:
            body = heading + "<ul>\n" + String(repeating: "<li>a</li>", count: count) + "\n</ul>"
        case .flattenedHosts:
            body = heading + "<ul>\n<li>샘플 행사</li>" + items.map { "<li>주최: 샘플주최\($0)</li>" }.joined() + "</ul>"
        case .bareTagLines:
            body = heading + "<ul>\n<li>샘플 행사</li>" + items.map { "<li><code>태그\($0)</code></li>" }.joined() + "</ul>"
        case .codeSpans:
            body =
                heading + "<ul><li>샘플 행사<ul><li>분류: "
                + items.map { "<code>태그\($0)</code>" }.joined(separator: ", ") + "</li></ul></li></ul>"
        case .hostList:
            body =
                heading + "<ul><li>샘플 행사<ul><li>주최: "
                + items.map { "샘플주최\($0)" }.joined(separator: " / ") + "</li></ul></li></ul>"
        case .sections:
            body = String(repeating: heading + "<ul><li>a</li></ul>\n", count: count)
        case .sharedHeadingWrapper:
            body =
                "<div class=\"markdown-heading\">" + String(repeating: "<h2>26년 04월</h2>", count: count) + "</div>"
                + "<ul>" + String(repeating: "<li>a</li>", count: count) + "</ul>"
        case .attributes:
            body =
                heading + "<ul><li><a " + items.map { "data-x\($0)=\"\($0)\"" }.joined(separator: " ")
                + " href=\"https://example.com/a\">샘플 행사</a></li></ul>"
        }
        return "<html><body><article class=\"markdown-body\">\n" + body + "\n</article></body></html>\n"
    }

    private static let heading = "<div class=\"markdown-heading\"><h2>26년 04월</h2></div>\n"
}
