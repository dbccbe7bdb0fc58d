import Foundation
import QuickSearchDomain

/// The libxml2 implementation of `DevEventPageParser`.
///
/// Looks for the month sections inside `article.markdown-body`; when the DOM has no such
/// article (or it holds no month section), in the HTML of the page's `"richText"` JSON
/// payload; then anywhere in the document (a plain rendered list of the same format).
/// Relative links are resolved against `baseURL`.
public struct LibXMLDevEventPageParser: DevEventPageParser {
    /// Base for relative links (GitHub serves some as `/owner/repo/...`).
    public var baseURL: URL

    /// `https://github.com/`.
    public static let defaultBaseURL = URL(string: "https://github.com/") ?? URL(fileURLWithPath: "/")

    /// A parser resolving relative links against `baseURL`.
    public init(baseURL: URL = LibXMLDevEventPageParser.defaultBaseURL) {
        self.baseURL = baseURL
    }

    /// The page read from `html` (see `DevEventPageParser.parse(_:)`).
    public func parse(_ html: Data) -> DevEventPage {
        DevEventPageBuilder.build(sections(in: html))
    }

    /// The month sections found in `html`, before interpretation.
    public func sections(in html: Data) -> [DevEventRawSection] {
        guard let document = LibXMLDocument(data: html) else { return [] }
        let reader = DevEventSectionReader(document: document, baseURL: baseURL)
        if let sections = reader.sectionsInArticle(), !sections.isEmpty {
            return sections
        }
        for fragment in DevEventRichTextPayload.htmlFragments(in: html) {
            guard let embedded = fragment.withUnsafeBytes({ LibXMLDocument(bytes: $0) }) else { continue }
            let sections = DevEventSectionReader(document: embedded, baseURL: baseURL).sectionsAnywhere()
            if !sections.isEmpty { return sections }
        }
        return reader.sectionsAnywhere()
    }
}
