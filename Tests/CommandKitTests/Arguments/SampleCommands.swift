@testable import CommandKit

/// A command table shaped like the real one, used by the parser and help tests.
enum SampleCommands {
    static let images = CommandSpec(
        name: "images",
        abstract: "Search images on Naver and Kakao.",
        examples: ["qsearch images 고양이 --limit 50", "qsearch images cat --sort recency --json"],
        options: [
            .value("limit", short: "n", valueName: "n", help: "How many results to show", default: "20", example: "50"),
            .choice(
                "sort",
                values: ["accuracy", "recency"],
                valueName: "order",
                help: "Order of results",
                default: "accuracy"
            ),
            .flag("json", short: "j", help: "Print one JSON document."),
            .flag("jsonl", help: "Print one JSON record per line."),
            .repeatable(
                "source",
                short: "s",
                valueName: "name",
                help: "Search only this source",
                allowedValues: ["naver", "kakao"]
            ),
            .value("within", valueName: "duration", help: "Only results newer than this, e.g. 30d", example: "30d")
                .numericValue(),
            .value("lat", valueName: "degrees", help: "Latitude", example: "37.56"),
            .flag("verbose", short: "v", help: "Say more on stderr."),
        ],
        positionals: [.oneOrMore("query", help: "Words to search for.")]
    )

    static let fav = CommandSpec(
        name: "fav",
        abstract: "Keep favourite results.",
        options: [.flag("json", help: "Print JSON.")],
        subcommands: [
            CommandSpec(
                name: "add",
                abstract: "Add a favourite.",
                positionals: [.required("url", help: "The address."), .optional("title", help: "A title.")]
            ),
            CommandSpec(
                name: "list",
                abstract: "List favourites.",
                options: [.repeatable("tag", short: "t", valueName: "tag", help: "Only favourites with this tag")]
            ),
            CommandSpec(
                name: "remove",
                abstract: "Remove a favourite.",
                positionals: [.required("id", help: "The favourite's number.")]
            ),
        ]
    )

    static let weather = CommandSpec(
        name: "weather",
        abstract: "Show the forecast.",
        options: [.value("days", short: "d", valueName: "n", help: "Days ahead", example: "3")],
        positionals: [.optional("place", help: "A saved place.")]
    )

    static let root = CommandSpec(
        name: "qsearch",
        abstract: "Search Korean web services from the terminal.",
        examples: ["qsearch images 고양이"],
        subcommands: [images, fav, weather]
    )
}
