import Foundation

/// How a command names a saved place: by its 1-based position in the list (`2`, `#2`) or by
/// its name.
public enum PlaceReference: Sendable, Hashable {
    case position(Int)
    case name(String)

    /// `#3` and `3` are positions; anything else is a name (trimmed).
    public init(parsing text: String) {
        let trimmed = text.trimmingSpaces()
        let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isASCII), let number = Int(digits), number > 0 {
            self = .position(number)
        } else {
            self = .name(trimmed)
        }
    }

    /// The index in `places` this reference names; nil when it names none.
    public func index(in places: [Place]) -> Int? {
        switch self {
        case .position(let number):
            return places.indices.contains(number - 1) ? number - 1 : nil
        case .name(let name):
            return places.firstIndex { $0.name == name }
        }
    }
}
