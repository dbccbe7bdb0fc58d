import QuickSearchDomain

/// An integer that upstreams write either as a number or as a string (`"2000"`).
///
/// A string is read by `NumberText`, the one rule for numbers written as text. Anything that
/// is not a whole number an `Int` holds exactly (`1e19`, `-1e300`, `2.5`, `"0x1F"`,
/// `"99999999999999999999"`) reads as nil: the field is dropped, nothing traps.
struct FlexibleInt: Decodable, Sendable, Hashable {
    let value: Int?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let double = try? container.decode(Double.self) {
            value = Int(exactly: double)
        } else if let text = try? container.decode(String.self) {
            value = NumberText.integer(text)
        } else {
            value = nil
        }
    }

    /// The value when it can be a count, size or duration (zero or more); nil otherwise.
    var count: Int? {
        value.flatMap { $0 >= 0 ? $0 : nil }
    }
}
