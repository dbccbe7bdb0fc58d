import Foundation

/// A month section as found on the page: its heading and its entries.
public struct DevEventRawSection: Sendable, Hashable {
    /// The month the heading names.
    public var month: DevEventMonth
    /// The heading text as shown (cleaned).
    public var heading: String
    /// The entries in page order.
    public var entries: [DevEventRawEntry]

    /// A section from its parts.
    public init(month: DevEventMonth, heading: String, entries: [DevEventRawEntry]) {
        self.month = month
        self.heading = heading
        self.entries = entries
    }
}

/// One entry of a month section as found on the page: its title line and its fields.
public struct DevEventRawEntry: Sendable, Hashable {
    /// The title text (link text, or bold or plain text when there is no link).
    public var title: String
    /// The title's link, resolved to an absolute URL; nil when the entry has none.
    public var url: URL?
    /// The entry's field lines, in page order.
    public var fields: [DevEventRawField]

    /// An entry from its parts.
    public init(title: String, url: URL?, fields: [DevEventRawField]) {
        self.title = title
        self.url = url
        self.fields = fields
    }
}

/// A `key: value` line under an entry, as found on the page (before interpretation).
public struct DevEventRawField: Sendable, Hashable {
    /// The text before the first `:`; nil for a bare tag line with no key.
    public let label: String?
    /// The text after the first `:` (the whole line for a bare tag line).
    public let value: String
    /// The texts of the `<code>` elements in the value, in order.
    public let codeSpans: [String]
    /// The link's address when the value is nothing but a link (`신청: [Link](…)`), resolved.
    public let link: URL?
    /// What the line means: tags for a bare tag line, nil for an unknown key.
    public let key: DevEventFieldKey?

    /// A field; its `key` is recognised from `label`.
    public init(label: String?, value: String, codeSpans: [String] = [], link: URL? = nil) {
        self.label = label
        self.value = value
        self.codeSpans = codeSpans
        self.link = link
        key = label.map(DevEventFieldKey.init(label:)) ?? .tags
    }
}
