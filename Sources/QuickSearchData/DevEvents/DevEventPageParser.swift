import Foundation
import QuickSearchDomain

/// Turns the bytes of a Dev-Event page into a `DevEventPage`.
public protocol DevEventPageParser: Sendable {
    /// The page read from `html`. Never fails: unreadable input gives an empty page, which the
    /// caller treats as "the markup changed" (`DevEventPage.isEmpty`, `requireEvents()`).
    func parse(_ html: Data) -> DevEventPage
}

/// The libxml2 implementation of `DevEventPageParser`.
///
/// Looks for the month sections inside `article.markdown-body`; when the DOM has no such
/// article (or it holds no month section), in the HTML of the page's `"richText"` JSON
/// payload; then anywhere in the document (a plain rendered list of the same format).
/// Relative links are resolved against `baseURL`.
///
/// The payload costs a bounded amount of work: only fragments with an `<h2` are parsed (a
/// month section starts with one), at most `maximumFragmentsParsed` of them, and the first that
/// yields sections ends the search.
public struct LibXMLDevEventPageParser: DevEventPageParser {
    /// Base for relative links (GitHub serves some as `/owner/repo/...`).
    public var baseURL: URL

    /// The most richText fragments parsed for one page. GitHub's page carries the README in one
    /// payload; a page with more candidates than this is not the Dev-Event page.
    public static let maximumFragmentsParsed = 8

    /// Called each time a richText fragment is handed to libxml2 (tests count them).
    var onFragmentParsed: (@Sendable () -> Void)?

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
        var parsed = 0
        for fragment in DevEventRichTextPayload.htmlFragments(in: html)
        where DevEventRichTextPayload.mayHoldSections(fragment) {
            guard parsed < Self.maximumFragmentsParsed else { break }
            parsed += 1
            onFragmentParsed?()
            guard let embedded = fragment.withUnsafeBytes({ LibXMLDocument(bytes: $0) }) else { continue }
            let sections = DevEventSectionReader(document: embedded, baseURL: baseURL).sectionsAnywhere()
            if !sections.isEmpty { return sections }
        }
        return reader.sectionsAnywhere()
    }
}
