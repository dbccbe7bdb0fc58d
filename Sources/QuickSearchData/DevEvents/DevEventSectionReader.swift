import CXMLShim
import Foundation
import QuickSearchDomain

/// Finds the month sections of a parsed page: every `h2` whose text names a month
/// (`26년 08월`, see `DevEventMonth(heading:)`), in both GitHub heading styles (wrapped in
/// `div.markdown-heading`, or bare), then the lists that follow it up to the next heading or
/// rule. Other `h2`s are ignored.
struct DevEventSectionReader {
    let document: LibXMLDocument
    let baseURL: URL

    /// XPath of the README container.
    static let articlePath = "//article[contains(concat(' ', normalize-space(@class), ' '), ' markdown-body ')]"

    /// The sections inside the first README article that has any; nil when the page has no article.
    func sectionsInArticle() -> [DevEventRawSection]? {
        let articles = document.select(Self.articlePath)
        guard !articles.isEmpty else { return nil }
        for article in articles {
            let sections = sections(headings: document.select(".//h2", from: article))
            if !sections.isEmpty { return sections }
        }
        return []
    }

    /// The sections anywhere in the document.
    func sectionsAnywhere() -> [DevEventRawSection] {
        sections(headings: document.select("//h2"))
    }

    private func sections(headings: [LibXMLNode]) -> [DevEventRawSection] {
        let entryReader = DevEventEntryReader(baseURL: baseURL)
        return headings.compactMap { heading in
            let headingText = heading.text
            guard let month = DevEventMonth(heading: headingText) else { return nil }
            var block = heading
            if let parent = heading.parent, parent.tag == QS_TAG_DIV, parent.hasClass("markdown-heading") {
                block = parent
            }
            var lists: [LibXMLNode] = []
            var sibling = block.nextElementSibling
            while let current = sibling, !Self.endsSection(current) {
                if current.tag == QS_TAG_UL || current.tag == QS_TAG_OL {
                    lists.append(current)
                }
                sibling = current.nextElementSibling
            }
            return DevEventRawSection(
                month: month,
                heading: DevEventTextNormalizer.clean(
                    DevEventTextNormalizer.removing(Self.backtick, from: headingText)
                ),
                entries: entryReader.entries(in: lists)
            )
        }
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
