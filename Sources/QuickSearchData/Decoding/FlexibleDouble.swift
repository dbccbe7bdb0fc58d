import Foundation

/// A decimal number that upstreams write either as a number or as a string (`"126.9780"`).
///
/// Anything that is not a finite number (`"NaN"`, `1e999`, `"abc"`, an over-long string)
/// reads as nil: the field is dropped, nothing traps.
struct FlexibleDouble: Decodable, Sendable, Hashable {
    let value: Double?

    /// The longest string read as a number; coordinates need about 20 characters.
    static let maximumTextLength = 40

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number: Double?
        if let double = try? container.decode(Double.self) {
            number = double
        } else if let text = try? container.decode(String.self), text.count <= Self.maximumTextLength {
            number = Double(text.trimmingCharacters(in: .whitespaces))
        } else {
            number = nil
        }
        value = number.flatMap { $0.isFinite ? $0 : nil }
    }
}
