/// The upstream bodies as a client would decode them; field types are exact (strings stay
/// strings), so a wrong type fails decoding.
enum UpstreamBody {
    struct NaverImagePage: Decodable {
        var lastBuildDate: String
        var total: Int
        var start: Int
        var display: Int
        var items: [NaverImageItem]
    }

    struct NaverImageItem: Decodable, Equatable {
        var title: String
        var link: String
        var thumbnail: String
        var sizeheight: String
        var sizewidth: String
    }

    struct NaverError: Decodable {
        var errorMessage: String
        var errorCode: String
    }

    struct KakaoMeta: Decodable, Equatable {
        var isEnd: Bool
        var pageableCount: Int
        var totalCount: Int

        enum CodingKeys: String, CodingKey {
            case isEnd = "is_end"
            case pageableCount = "pageable_count"
            case totalCount = "total_count"
        }
    }

    struct KakaoImagePage: Decodable {
        var documents: [KakaoImageDocument]
        var meta: KakaoMeta
    }

    struct KakaoImageDocument: Decodable, Equatable, Hashable {
        var collection: String
        var datetime: String
        var displaySitename: String
        var docURL: String
        var height: Int
        var imageURL: String
        var thumbnailURL: String
        var width: Int

        enum CodingKeys: String, CodingKey {
            case collection, datetime, height, width
            case displaySitename = "display_sitename"
            case docURL = "doc_url"
            case imageURL = "image_url"
            case thumbnailURL = "thumbnail_url"
        }
    }

    struct KakaoVideoPage: Decodable {
        var documents: [KakaoVideoDocument]
        var meta: KakaoMeta
    }

    struct KakaoVideoDocument: Decodable, Equatable, Hashable {
        var author: String
        var datetime: String
        var playTime: Int
        var thumbnail: String
        var title: String
        var url: String

        enum CodingKeys: String, CodingKey {
            case author, datetime, thumbnail, title, url
            case playTime = "play_time"
        }
    }

    struct KakaoError: Decodable {
        var errorType: String
        var message: String
    }

    struct KakaoLegacyError: Decodable {
        var code: Int
        var msg: String
    }
}
