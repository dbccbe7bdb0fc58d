import Foundation
import QuickSearchDomain

/// Turns the bytes of a Dev-Event page into a `DevEventPage`.
public protocol DevEventPageParser: Sendable {
    /// The events read from `html`, or why there are none: `DevEventPageError.markupChanged`
    /// when no month section lists any (the markup has probably changed), `.tooManyNodes` when
    /// the page is too large to be read at all.
    func read(_ html: Data) throws(DevEventPageError) -> DevEventPage
}

/// The libxml2 implementation of `DevEventPageParser`.
///
/// Looks for the month sections inside `article.markdown-body`; when the DOM has no such
/// article (or it holds no month section), in the HTML of the page's `"richText"` JSON
/// payload; then anywhere in the document (a plain rendered list of the same format).
/// Relative links are resolved against `baseURL`.
///
/// Linear in the page: its markup is first reduced in one pass (`HTMLReducer`, which also
/// refuses a page of more than `nodeLimit` nodes before libxml2 allocates any), libxml2 builds
/// the tree of the reduced markup, and the section and entry readers visit each node of it a
/// bounded number of times (see `DevEventSectionReader`, `DevEventEntryReader`). The payload
/// costs a bounded amount of work: only fragments with an `<h2` are parsed (a month section
/// starts with one), at most `maximumFragmentsParsed` of them, each reduced the same way, and
/// the first that yields sections ends the search.
public struct LibXMLDevEventPageParser: DevEventPageParser {
    /// Base for relative links (GitHub serves some as `/owner/repo/...`).
    public var baseURL: URL

    /// The most elements, attributes and texts a page's reduced markup may hold: 250,000, about
    /// seventy times what the synthetic rendering of an 80-entry README holds (3,542), and about
    /// 35 MB of libxml2 tree at most. A page with more is refused (`.tooManyNodes`).
    public static let maximumNodes = 250_000

    /// The node limit of this parser (`maximumNodes` unless set; the benchmarks lift it).
    public var nodeLimit = LibXMLDevEventPageParser.maximumNodes

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

    /// The events read from `html` (see `DevEventPageParser.read(_:)`).
    public func read(_ html: Data) throws(DevEventPageError) -> DevEventPage {
        try read(html, meter: nil)
    }

    /// The events read from `html`, `meter` counting the work of every stage.
    public func read(_ html: Data, meter: DevEventWorkMeter?) throws(DevEventPageError) -> DevEventPage {
        try DevEventPageBuilder.build(try readSections(in: html, meter: meter), meter: meter).requireEvents()
    }

    /// The page read from `html`, leniently: a page without events, or too large to read, gives
    /// a page without events (`DevEventPage.isEmpty`).
    public func parse(_ html: Data, meter: DevEventWorkMeter? = nil) -> DevEventPage {
        DevEventPageBuilder.build(sections(in: html, meter: meter), meter: meter)
    }

    /// The month sections found in `html`, before interpretation; none for a page too large to read.
    public func sections(in html: Data, meter: DevEventWorkMeter? = nil) -> [DevEventRawSection] {
        (try? readSections(in: html, meter: meter)) ?? []
    }

    /// The month sections found in `html`; throws `.tooManyNodes` for a page too large to read.
    func readSections(in html: Data, meter: DevEventWorkMeter?) throws(DevEventPageError) -> [DevEventRawSection] {
        guard let document = try html.withUnsafeBytes({ reducedDocument(of: $0, meter: meter) }).get() else {
            return []
        }
        let reader = DevEventSectionReader(document: document, baseURL: baseURL, meter: meter)
        if let sections = reader.sectionsInArticle(), !sections.isEmpty {
            return sections
        }
        var parsed = 0
        for fragment in DevEventRichTextPayload.htmlFragments(in: html)
        where DevEventRichTextPayload.mayHoldSections(fragment) {
            guard parsed < Self.maximumFragmentsParsed else { break }
            parsed += 1
            onFragmentParsed?()
            guard let embedded = try fragment.withUnsafeBytes({ reducedDocument(of: $0, meter: meter) }).get() else {
                continue
            }
            let sections = DevEventSectionReader(document: embedded, baseURL: baseURL, meter: meter).sectionsAnywhere()
            if !sections.isEmpty { return sections }
        }
        return reader.sectionsAnywhere()
    }

    /// libxml2's tree of the reduced `bytes` (nil when it makes no document), or the refusal of
    /// markup with more than `nodeLimit` nodes, or of any page when libxml2 cannot be loaded.
    private func reducedDocument(
        of bytes: UnsafeRawBufferPointer,
        meter: DevEventWorkMeter?
    ) -> Result<LibXMLDocument?, DevEventPageError> {
        if let reason = LibXMLDocument.unavailableReason { return .failure(.parserUnavailable(reason)) }
        var steps = 0
        let outcome = HTMLReducer.reduce(bytes, nodeLimit: nodeLimit, steps: &steps)
        meter?.add(steps, to: .markup)
        switch outcome {
        case .tooManyNodes:
            return .failure(.tooManyNodes(limit: nodeLimit))
        case .reduced(let reduced, _):
            return .success(reduced.withUnsafeBytes { LibXMLDocument(bytes: $0) })
        }
    }
}
