import Foundation

/// One normalised search result, whichever source it came from.
public struct MediaItem: Sendable, Hashable, Codable {
    /// The source that ranked this item (the first one, when several returned it).
    public var source: MediaSourceID
    /// Every source that returned the same media URL, in merge order.
    public var sources: [MediaSourceID]
    public var kind: MediaKind
    /// Display title: tags stripped, entities decoded, control characters removed.
    public var title: String
    /// The media itself: the image file or the video page.
    public var url: String
    public var thumbnailURL: String?
    public var width: Int?
    public var height: Int?
    /// When the source dates its items (Kakao does, Naver does not).
    public var datetime: Date?
    public var siteName: String?
    /// The page the media was found on.
    public var documentURL: String?
    /// Video length in seconds.
    public var duration: Int?
    public var author: String?
    /// 1-based position within its source's own result order.
    public var rank: Int

    public init(
        source: MediaSourceID,
        kind: MediaKind,
        title: String,
        url: String,
        thumbnailURL: String? = nil,
        width: Int? = nil,
        height: Int? = nil,
        datetime: Date? = nil,
        siteName: String? = nil,
        documentURL: String? = nil,
        duration: Int? = nil,
        author: String? = nil,
        rank: Int = 0
    ) {
        self.source = source
        self.sources = [source]
        self.kind = kind
        self.title = title
        self.url = url
        self.thumbnailURL = thumbnailURL
        self.width = width
        self.height = height
        self.datetime = datetime
        self.siteName = siteName
        self.documentURL = documentURL
        self.duration = duration
        self.author = author
        self.rank = rank
    }
}

/// What a media search returns: still images or video clips.
public enum MediaKind: String, Sendable, Codable, CaseIterable {
    case image
    case video
}
