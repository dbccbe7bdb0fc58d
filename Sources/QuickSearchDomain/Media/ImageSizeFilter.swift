/// Image size restriction (honoured by sources that support it, such as Naver).
public enum ImageSizeFilter: String, Sendable, Codable, CaseIterable {
    case all
    case large
    case medium
    case small
}
