/// What a media search returns: still images or video clips.
public enum MediaKind: String, Sendable, Codable, CaseIterable {
    case image
    case video
}
