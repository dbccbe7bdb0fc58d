/// Why a change to the saved places was refused: a name that cannot be saved, a name already
/// taken, or a reference to a place that is not in the list. Nothing was changed.
public struct PlaceListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of refusal this is.
    public enum Kind: Sendable, Hashable {
        /// The name is empty, too long, reads as a position, or holds control characters.
        case invalidName
        /// Another saved place already has the name.
        case duplicateName
        /// No saved place has the name or position.
        case unknownPlace
        /// A target position outside `1...count`.
        case invalidPosition
    }

    public let kind: Kind
    /// One line for a person: what was wrong (the command adds what to do).
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// No saved place answers to `reference`; the message names what exists (the first ten).
    public static func unknown(_ reference: PlaceReference, among places: [Place]) -> PlaceListError {
        let wanted: String
        switch reference {
        case .position(let number): wanted = "no saved place #\(number)"
        case .name(let name): wanted = "no saved place is called '\(PlainText.excerpt(name, limit: 60))'"
        }
        guard !places.isEmpty else { return PlaceListError(.unknownPlace, "\(wanted): no places are saved yet") }
        let shown = places.prefix(10).enumerated().map { "#\($0.offset + 1) \($0.element.name)" }
        let more = places.count > shown.count ? ", … (\(places.count) in all)" : ""
        return PlaceListError(.unknownPlace, "\(wanted) (saved: \(shown.joined(separator: ", "))\(more))")
    }
}
