/// Image size restriction. Naver filters on its side; other sources' items are kept or dropped
/// with `admits(width:height:)`, by the same bands of the image's longer side.
public enum ImageSizeFilter: String, Sendable, Codable, CaseIterable {
    case all
    case large
    case medium
    case small

    /// The longer side, in pixels, from which an image is medium.
    public static let mediumFrom = 500
    /// The longer side, in pixels, from which an image is large.
    public static let largeFrom = 1200

    /// Whether an image of this size belongs in the band: small below 500 px on its longer
    /// side, medium 500–1199 px, large 1200 px and up. An image without a usable size is kept
    /// only by `all`, since it cannot be shown to match.
    public func admits(width: Int?, height: Int?) -> Bool {
        guard let band = longerSides else { return true }
        guard let width, let height, width > 0, height > 0 else { return false }
        return band.contains(max(width, height))
    }

    /// The longer sides, in pixels, of the images in this band; nil for `all` (any image).
    public var longerSides: ClosedRange<Int>? {
        switch self {
        case .all: nil
        case .small: 1...(Self.mediumFrom - 1)
        case .medium: Self.mediumFrom...(Self.largeFrom - 1)
        case .large: Self.largeFrom...Int.max
        }
    }
}
