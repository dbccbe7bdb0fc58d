/// A set of ANSI SGR codes (bold, dim, colours) applied to text only when colour is enabled.
public struct ANSIStyle: Sendable, Hashable {
    /// The SGR parameters, e.g. `[1, 31]` for bold red.
    public let codes: [Int]

    /// A style from raw SGR parameters.
    public init(codes: [Int]) {
        self.codes = codes
    }

    /// This style with `other`'s codes added, e.g. `.bold.combined(with: .red)`.
    public func combined(with other: ANSIStyle) -> ANSIStyle {
        ANSIStyle(codes: codes + other.codes.filter { !codes.contains($0) })
    }

    /// `text` wrapped in this style's codes and a reset when `enabled`; else `text` unchanged.
    ///
    /// `text` should already be sanitized: the style does not remove escapes inside it.
    public func apply(to text: String, enabled: Bool) -> String {
        guard enabled, !codes.isEmpty, !text.isEmpty else { return text }
        let parameters = codes.map(String.init).joined(separator: ";")
        return "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }
}
