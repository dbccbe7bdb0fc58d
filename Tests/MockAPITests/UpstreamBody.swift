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
        var is_end: Bool
        var pageable_count: Int
        var total_count: Int
    }

    struct KakaoImagePage: Decodable {
        var documents: [KakaoImageDocument]
        var meta: KakaoMeta
    }

    struct KakaoImageDocument: Decodable, Equatable, Hashable {
        var collection: String
        var datetime: String
        var display_sitename: String
        var doc_url: String
        var height: Int
        var image_url: String
        var thumbnail_url: String
        var width: Int
    }

    struct KakaoVideoPage: Decodable {
        var documents: [KakaoVideoDocument]
        var meta: KakaoMeta
    }

    struct KakaoVideoDocument: Decodable, Equatable, Hashable {
        var author: String
        var datetime: String
        var play_time: Int
        var thumbnail: String
        var title: String
        var url: String
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
