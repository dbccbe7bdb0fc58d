import CXMLShim
import QuickSearchDomain

/// What one `<li>` holds besides its nested lists: its text, `<code>` spans, first link and
/// bold text. Collected in one walk over the item's own content, to `maximumDepth` levels: linear
/// in the item, except that the text of a `code`, `a` or bold element is copied out of the
/// item's text once per such element around it (at most `maximumDepth` times).
struct DevEventListItemContent {
    /// The item's own text (nested lists excluded), not yet cleaned.
    private(set) var text = ""
    private(set) var codeSpans: [String] = []
    /// The first link with text: its text and `href`.
    private(set) var link: (text: String, href: String)?
    /// The text of the bold element that holds `link`, if any.
    private(set) var linkBoldText: String?
    /// The text of the first bold element.
    private(set) var boldText: String?
    /// Lists nested in the item (fields, or mis-indented entries).
    private(set) var nestedLists: [LibXMLNode] = []
    /// Nodes visited.
    private(set) var visits = 0

    private var bytes: [UInt8] = []

    /// Deeper markup than this is not read (entries are a few levels deep).
    private static let maximumDepth = 48

    init(item: LibXMLNode) {
        bytes.reserveCapacity(256)
        visit(item, depth: 0)
        text = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        bytes = []
    }

    private mutating func visit(_ node: LibXMLNode, depth: Int) {
        var child = node.firstChild
        while let current = child {
            child = current.nextSibling
            visits += 1
            switch current.kind {
            case QS_NODE_TEXT, QS_NODE_CDATA:
                current.appendOwnText(to: &bytes)
            case QS_NODE_ELEMENT:
                visitElement(current, depth: depth)
            default:
                continue
            }
        }
    }

    private mutating func visitElement(_ element: LibXMLNode, depth: Int) {
        let tag = element.tag
        switch tag {
        case QS_TAG_UL, QS_TAG_OL:
            nestedLists.append(element)
            return
        case QS_TAG_SCRIPT, QS_TAG_STYLE, QS_TAG_TEMPLATE, QS_TAG_SVG:
            return
        case QS_TAG_BR:
            bytes.append(0x20)
            return
        default:
            break
        }
        guard depth < Self.maximumDepth else { return }
        let start = bytes.count
        let hadLink = link != nil
        visit(element, depth: depth + 1)
        switch tag {
        case QS_TAG_CODE:
            codeSpans.append(string(from: start))
        case QS_TAG_A:
            if link == nil, let href = element.attribute("href") {
                let linkText = DevEventTextNormalizer.clean(string(from: start))
                if !linkText.isEmpty { link = (linkText, href) }
            }
        case QS_TAG_STRONG, QS_TAG_B:
            let bold = string(from: start)
            if boldText == nil { boldText = bold }
            if !hadLink, link != nil, linkBoldText == nil { linkBoldText = bold }
        case QS_TAG_P, QS_TAG_DIV, QS_TAG_LI:
            bytes.append(0x20)
        default:
            break
        }
    }

    private func string(from start: Int) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
