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
        if self == .all { return true }
        guard let width, let height, width > 0, height > 0 else { return false }
        let longer = max(width, height)
        switch self {
        case .all: return true
        case .small: return longer < Self.mediumFrom
        case .medium: return longer >= Self.mediumFrom && longer < Self.largeFrom
        case .large: return longer >= Self.largeFrom
        }
    }
}
