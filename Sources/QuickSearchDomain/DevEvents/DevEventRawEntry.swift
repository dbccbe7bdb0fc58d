import Foundation

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
