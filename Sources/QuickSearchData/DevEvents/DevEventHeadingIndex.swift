import CXMLShim
import QuickSearchDomain

/// The `h2` headings of a parsed page in document order, each with the start of its text and
/// the README article (`article.markdown-body`) it sits in, found in one walk of the tree.
///
/// Linear in the tree: every node is entered and left once. A heading's text is the text of its
/// descendants up to `maximumTextLength` bytes (a month heading is a few words); headings
/// nested in headings (libxml2 allows it) share the walk: each text node is copied only into
/// the open headings that still have room, and those are always the innermost ones, so the
/// copying is bounded by `maximumTextLength` per heading. An article inside a README article
/// counts as part of the outer one (its headings are the outer one's too).
struct DevEventHeadingIndex {
    struct Heading {
        let node: LibXMLNode
        /// The start of the heading's text (UTF-8 repaired), not yet cleaned.
        var text = ""
        /// The index of the README article holding it, in document order; nil outside any.
        let article: Int?
    }

    /// Bytes of a heading's text read.
    static let maximumTextLength = 256

    private(set) var headings: [Heading] = []
    /// How many README articles the page has.
    private(set) var articleCount = 0
    /// Nodes entered.
    private(set) var visits = 0

    init(document: LibXMLDocument) {
        guard var node = document.root else { return }
        var depth = 0
        var articleDepth: Int?
        // Open headings: their depth, their index in `headings`, and their text so far. The
        // ones from `firstWithRoom` on still have room (inner headings never hold more text).
        var open: [(depth: Int, index: Int, bytes: [UInt8])] = []
        var firstWithRoom = 0
        walk: while true {
            visits += 1
            switch node.kind {
            case QS_NODE_ELEMENT:
                let tag = node.tag
                if tag == QS_TAG_ARTICLE, articleDepth == nil, node.hasClass("markdown-body") {
                    articleDepth = depth
                    articleCount += 1
                }
                if tag == QS_TAG_H2 {
                    headings.append(Heading(node: node, article: articleDepth.map { _ in articleCount - 1 }))
                    open.append((depth, headings.count - 1, []))
                }
            case QS_NODE_TEXT, QS_NODE_CDATA:
                for position in firstWithRoom..<open.count {
                    node.appendOwnText(to: &open[position].bytes, upTo: Self.maximumTextLength)
                }
                while firstWithRoom < open.count, open[firstWithRoom].bytes.count >= Self.maximumTextLength {
                    firstWithRoom += 1
                }
            default:
                break
            }
            if let child = node.firstChild {
                node = child
                depth += 1
                continue
            }
            // Leave nodes until one has a next sibling.
            while true {
                if let last = open.last, last.depth == depth {
                    headings[last.index].text = Self.text(last.bytes)
                    open.removeLast()
                    firstWithRoom = min(firstWithRoom, open.count)
                }
                if articleDepth == depth {
                    articleDepth = nil
                }
                guard depth > 0 else { break walk }
                if let sibling = node.nextSibling {
                    node = sibling
                    break
                }
                guard let parent = node.parent else { break walk }
                node = parent
                depth -= 1
            }
        }
    }

    /// The bytes as text, without a character cut in two at the end.
    private static func text(_ bytes: [UInt8]) -> String {
        var end = bytes.count
        if end >= maximumTextLength {
            var start = end - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            let lead = bytes[start]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            if start + length > end { end = start }
        }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
