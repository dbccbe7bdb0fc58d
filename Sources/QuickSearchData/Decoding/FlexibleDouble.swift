import Foundation
import QuickSearchDomain

/// A decimal number that upstreams write either as a number or as a string (`"126.9780"`).
///
/// A string is read by `NumberText`, the one rule for numbers written as text (no `0x1F`, no
/// `4.2e1`); anything that is not a finite number (`"NaN"`, `1e999`, `"abc"`, an over-long
/// string) reads as nil: the field is dropped, nothing traps.
struct FlexibleDouble: Decodable, Sendable, Hashable {
    let value: Double?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number: Double?
        if let double = try? container.decode(Double.self) {
            number = double
        } else if let text = try? container.decode(String.self) {
            number = NumberText.decimal(text)
        } else {
            number = nil
        }
        value = number.flatMap { $0.isFinite ? $0 : nil }
    }
}
