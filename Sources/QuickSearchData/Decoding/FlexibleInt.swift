/// An integer that upstreams write either as a number or as a string (`"2000"`).
struct FlexibleInt: Decodable, Sendable, Hashable {
    let value: Int?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let double = try? container.decode(Double.self), double.isFinite {
            value = Int(double)
        } else if let text = try? container.decode(String.self) {
            value = Int(text.trimmingCharacters(in: .whitespaces))
        } else {
            value = nil
        }
    }
}
