/// Encoded as its `YYYY-MM` text.
extension DevEventMonth: Codable {
    /// Reads `YYYY-MM`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let month = DevEventMonth(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected YYYY-MM, found \(text)")
        }
        self = month
    }

    /// Writes `YYYY-MM`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
