/// A `key: value` line under an entry, as found on the page (before interpretation).
public struct DevEventRawField: Sendable, Hashable {
    /// The text before the first `:`; nil for a bare tag line with no key.
    public let label: String?
    /// The text after the first `:` (the whole line for a bare tag line).
    public let value: String
    /// The texts of the `<code>` elements in the value, in order.
    public let codeSpans: [String]
    /// What the line means: tags for a bare tag line, nil for an unknown key.
    public let key: DevEventFieldKey?

    /// A field; its `key` is recognised from `label`.
    public init(label: String?, value: String, codeSpans: [String] = []) {
        self.label = label
        self.value = value
        self.codeSpans = codeSpans
        key = label.map(DevEventFieldKey.init(label:)) ?? .tags
    }
}
