import CommandKit
import QuickSearchDomain

/// `qsearch videos QUERY`: Kakao's video clips (see `MediaService`).
struct VideosCommand: MediaSearchCommand {
    static let about = CommandAbout(
        name: "videos",
        abstract: "Search videos across Kakao video clips, merged.",
        examples: ["qsearch videos \"스위프트 강의\" --sort accuracy --jsonl"],
        records: .of(MediaItemRecord.self)
    )

    @Argument(MediaSearchOptions.query) var query: [String]
    @Option(MediaSearchOptions.sources(for: .video)) var sources: [String]
    @Option(MediaSearchOptions.sort) var sort: MediaSortOrder
    @Option(MediaSearchOptions.limit(for: .video)) var limit: Int
    @OptionGroup var options: MediaSearchOptions

    static let kind = MediaKind.video
    var sourcesOrigin: OptionOrigin { $sources }
}
