import CXMLShim
import Foundation
import QuickSearchDomain

/// Reads the entries of a month section from its lists.
///
/// An item whose text starts with a field key (`분류:`, `주최:`, `접수:`, misspellings
/// included) or holds only `<code>` tags is a field of the entry before it, wherever it sits:
/// in the entry's nested list, or as a sibling item (a "flattened" entry). Any other top-level
/// item starts an entry: its title is the link text (the whole bold text when the link is
/// bold), else the bold text, else the item's text; a nested item starts an entry only when it
/// begins with a link, except a nested item that is nothing but a link under an entry without
/// one (the 2020–21 format: `- 샘플 행사` then, indented, `- [Link](…)`): that is the entry's link.
///
/// Linear in the lists: each item's content is walked once (`DevEventListItemContent`), a field
/// is appended to the last entry in constant time however many there are, and nested lists are
/// read to `maximumNesting` levels.
struct DevEventEntryReader {
    let baseURL: URL
    var meter: DevEventWorkMeter?

    /// Nested lists deeper than this are not read.
    static let maximumNesting = 12

    func entries(in lists: [LibXMLNode]) -> [DevEventRawEntry] {
        var entries: [DevEventRawEntry] = []
        var visits = 0
        for list in lists {
            read(list, into: &entries, topLevel: true, nesting: 0, visits: &visits)
        }
        meter?.add(visits, to: .nodes)
        return entries
    }

    private func read(
        _ list: LibXMLNode,
        into entries: inout [DevEventRawEntry],
        topLevel: Bool,
        nesting: Int,
        visits: inout Int
    ) {
        guard nesting < Self.maximumNesting else { return }
        var child = list.firstChild
        while let item = child {
            child = item.nextSibling
            visits += 1
            guard item.tag == QS_TAG_LI else { continue }
            let content = DevEventListItemContent(item: item)
            visits += content.visits
            if let field = field(from: content) {
                if !entries.isEmpty {
                    entries[entries.count - 1].fields.append(field)
                }
            } else if topLevel || Self.beginsWithLink(content) {
                if !topLevel, content.nestedLists.isEmpty, let href = Self.onlyLink(content),
                    let last = entries.indices.last, entries[last].url == nil
                {
                    entries[last].url = DevEventLinkResolver.resolve(href, against: baseURL)
                    continue
                }
                let (title, url) = titleAndLink(of: content)
                guard !title.isEmpty || !content.nestedLists.isEmpty else { continue }
                entries.append(DevEventRawEntry(title: title, url: url, fields: []))
            } else {
                continue
            }
            for nested in content.nestedLists {
                read(nested, into: &entries, topLevel: false, nesting: nesting + 1, visits: &visits)
            }
        }
    }

    /// The field an item holds, if it is one, with its link when its value is nothing but one.
    func field(from content: DevEventListItemContent) -> DevEventRawField? {
        let text = DevEventTextNormalizer.clean(content.text)
        let codeSpans = content.codeSpans.map(DevEventTextNormalizer.clean).filter { !$0.isEmpty }
        if let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) {
            let label = DevEventTextNormalizer.clean(String(text[..<colon]))
            if label.count <= 16, DevEventFieldKey(label: label) != nil {
                let value = DevEventTextNormalizer.clean(String(text[text.index(after: colon)...]))
                var link: URL?
                if let only = content.link, !value.isEmpty,
                    DevEventTextNormalizer.trimming(value, Self.decorations)
                        == DevEventTextNormalizer.trimming(only.text, Self.decorations)
                {
                    link = DevEventLinkResolver.resolve(only.href, against: baseURL)
                }
                return DevEventRawField(label: label, value: value, codeSpans: codeSpans, link: link)
            }
        }
        guard DevEventTagParser.isBareTagLine(text, codeSpans: codeSpans, meter: meter) else { return nil }
        return DevEventRawField(label: nil, value: text, codeSpans: codeSpans)
    }

    private static let decorations = Set(" _*[]".unicodeScalars)

    private static let boldMarks = Set(" _*".unicodeScalars)

    /// The `href` of an item that is nothing but its link; nil for any other item.
    private static func onlyLink(_ content: DevEventListItemContent) -> String? {
        guard let link = content.link else { return nil }
        let text = DevEventTextNormalizer.trimming(DevEventTextNormalizer.clean(content.text), decorations)
        return !text.isEmpty && text == DevEventTextNormalizer.trimming(link.text, decorations) ? link.href : nil
    }

    /// Whether the item's text begins with its link (a mis-indented entry, not a note).
    private static func beginsWithLink(_ content: DevEventListItemContent) -> Bool {
        guard let link = content.link else { return false }
        let text = DevEventTextNormalizer.trimming(DevEventTextNormalizer.clean(content.text), decorations)
        let lead = DevEventTextNormalizer.trimming(
            content.linkBoldText.map(DevEventTextNormalizer.clean) ?? link.text,
            decorations
        )
        return !lead.isEmpty
            && (text.hasPrefix(lead) || text.hasPrefix(DevEventTextNormalizer.trimming(link.text, decorations)))
    }

    private func titleAndLink(of content: DevEventListItemContent) -> (String, URL?) {
        var title: String
        var href: String?
        if let link = content.link {
            let bold = content.linkBoldText.map(DevEventTextNormalizer.clean) ?? ""
            title = bold.isEmpty ? link.text : bold
            href = link.href
        } else {
            let bold = content.boldText.map(DevEventTextNormalizer.clean) ?? ""
            title = bold.isEmpty ? DevEventTextNormalizer.clean(content.text) : bold
        }
        if let (rescuedTitle, rescuedHref) = Self.unlinkedMarkdown(title) {
            title = rescuedTitle
            href = rescuedHref
        }
        return (Self.trimmed(title), href.flatMap { DevEventLinkResolver.resolve($0, against: baseURL) })
    }

    /// `[title(https://…)` or `[title](https://…` left as text (or auto-linked) by a missing bracket.
    private static func unlinkedMarkdown(_ text: String) -> (String, String)? {
        guard text.hasPrefix("["), let open = text.range(of: "(http") else { return nil }
        let title = DevEventTextNormalizer.trimming(
            String(text[text.index(after: text.startIndex)..<open.lowerBound]),
            [" ", "]"]
        )
        let rest = text[text.index(after: open.lowerBound)...]
        let href = rest.prefix { $0 != ")" && $0 != " " }
        guard !title.isEmpty, !href.isEmpty else { return nil }
        return (title, String(href))
    }

    /// Without the `__` / `**` left over by broken bold markup.
    private static func trimmed(_ title: String) -> String {
        DevEventTextNormalizer.clean(DevEventTextNormalizer.trimming(title, boldMarks))
    }
}
