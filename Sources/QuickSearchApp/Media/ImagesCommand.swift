import CommandKit
import QuickSearchDomain

/// `qsearch images QUERY`: images from Naver and Kakao, merged (see `MediaService`).
struct ImagesCommand: MediaSearchCommand {
    static let about = CommandAbout(
        name: "images",
        abstract: "Search images across Naver and Kakao, merged.",
        examples: [
            "qsearch images 고양이 --sort recency --limit 50",
            "qsearch images \"제주 바다\" --source naver --size large --json",
        ],
        records: .of(MediaItemRecord.self)
    )

    @Argument(MediaSearchOptions.query) var query: [String]
    @Option(MediaSearchOptions.sources(for: .image)) var sources: [String]
    @Option(MediaSearchOptions.sort) var sort: MediaSortOrder
    @Option(MediaSearchOptions.limit(for: .image)) var limit: Int
    @Option(
        "size",
        valueName: "size",
        help: "Image size by its longer side: small under 500 px, medium 500-1199, large 1200 and up.",
        default: .all
    )
    var size: ImageSizeFilter
    @OptionGroup var options: MediaSearchOptions

    static let kind = MediaKind.image
    var sourcesOrigin: OptionOrigin { $sources }
}
