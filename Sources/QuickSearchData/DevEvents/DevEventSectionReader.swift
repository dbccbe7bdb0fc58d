import CXMLShim
import Foundation
import QuickSearchDomain

/// Finds the month sections of a parsed page: every `h2` whose text names a month
/// (`26년 08월`, see `DevEventMonth(heading:)`), in both GitHub heading styles (wrapped in
/// `div.markdown-heading`, or bare), then the lists that follow it up to the next heading or
/// rule. Other `h2`s are ignored.
///
/// Linear in the tree: the headings are found in one walk (`DevEventHeadingIndex`); the
/// siblings after one heading (or the `div.markdown-heading` around it) are walked only up to
/// the next heading on their level, so each element is walked after one heading at most; each list is read by the heading it follows
/// and, when it sits in another section's list, by the at most `DevEventEntryReader`'s nesting
/// bound of sections around it.
struct DevEventSectionReader {
    let baseURL: URL
    let meter: DevEventWorkMeter?
    private let index: DevEventHeadingIndex

    init(document: LibXMLDocument, baseURL: URL, meter: DevEventWorkMeter? = nil) {
        self.baseURL = baseURL
        self.meter = meter
        index = DevEventHeadingIndex(document: document)
        meter?.add(index.visits, to: .nodes)
    }

    /// The sections inside the first README article that has any; nil when the page has no article.
    func sectionsInArticle() -> [DevEventRawSection]? {
        guard index.articleCount > 0 else { return nil }
        var headings = index.headings.filter { $0.article != nil }[...]
        while let article = headings.first?.article {
            let inArticle = headings.prefix { $0.article == article }
            let sections = sections(headings: inArticle)
            if !sections.isEmpty { return sections }
            headings = headings.dropFirst(inArticle.count)
        }
        return []
    }

    /// The sections anywhere in the document.
    func sectionsAnywhere() -> [DevEventRawSection] {
        sections(headings: index.headings[...])
    }

    private func sections(headings: ArraySlice<DevEventHeadingIndex.Heading>) -> [DevEventRawSection] {
        let entryReader = DevEventEntryReader(baseURL: baseURL, meter: meter)
        var walked = 0
        // A `div.markdown-heading` wraps one heading; when it holds several, the first one
        // reads what follows the div and the others what follows them inside it.
        var wrappers = Set<LibXMLNode>()
        let sections = headings.compactMap { heading -> DevEventRawSection? in
            guard let month = DevEventMonth(heading: heading.text) else { return nil }
            var block = heading.node
            if let parent = block.parent, parent.tag == QS_TAG_DIV, parent.hasClass("markdown-heading"),
                wrappers.insert(parent).inserted
            {
                block = parent
            }
            var lists: [LibXMLNode] = []
            var sibling = block.nextElementSibling
            while let current = sibling, !Self.endsSection(current) {
                walked += 1
                if current.tag == QS_TAG_UL || current.tag == QS_TAG_OL {
                    lists.append(current)
                }
                sibling = current.nextElementSibling
            }
            return DevEventRawSection(
                month: month,
                heading: DevEventTextNormalizer.clean(
                    DevEventTextNormalizer.removing(Self.backtick, from: heading.text)
                ),
                entries: entryReader.entries(in: lists)
            )
        }
        meter?.add(walked, to: .nodes)
        return sections
    }

    private static let backtick: Set<Unicode.Scalar> = ["`"]

    private static func endsSection(_ element: LibXMLNode) -> Bool {
        switch element.tag {
        case QS_TAG_H1, QS_TAG_H2, QS_TAG_H3, QS_TAG_H4, QS_TAG_H5, QS_TAG_H6, QS_TAG_HR:
            return true
        case QS_TAG_DIV:
            return element.hasClass("markdown-heading")
        default:
            return false
        }
    }
}
