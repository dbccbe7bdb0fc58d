import CommandKit

/// Every golden case, declared in one place: the help of every command, the completion scripts,
/// the manual pages, and the tables of every listing view, grouped in scenes.
enum GoldenCatalog {
    /// The widths help is kept at: the usual terminal, and a narrow one that pins the wrapping.
    static let helpWidths = [80, 40]
    /// The widths tables are kept at: narrow (columns dropped and cut), usual, wide.
    static let tableWidths = [40, 80, 120]

    /// `--help` of every command that help, completions and manual pages show (hidden ones
    /// left out), walked from each program's tree, at every help width: a scene per program.
    static let help: [GoldenScene] = GoldenTool.allCases.map { tool in
        let cases = commandPaths(tool.spec).flatMap { path in
            helpWidths.map { columns in
                GoldenCase(
                    file: "help/\(([tool.rawValue] + path).joined(separator: "-")).\(columns).txt",
                    tool: tool,
                    arguments: path + ["--help"],
                    columns: columns
                )
            }
        }
        return GoldenScene(name: "\(tool.rawValue) --help", tool: tool, cases: cases)
    }

    /// The paths of `spec`'s visible commands, itself (the empty path) first, depth first.
    static func commandPaths(_ spec: CommandSpec) -> [[String]] {
        [[]]
            + spec.subcommands.filter { !$0.isHidden }.flatMap { child in
                commandPaths(child).map { [child.name] + $0 }
            }
    }

    /// Each program's bash, zsh and fish completion scripts and its manual page (dated by
    /// `SOURCE_DATE_EPOCH`).
    static let scripts: [GoldenScene] = GoldenTool.allCases.map { tool in
        let completions = ["bash", "zsh", "fish"].map { shell in
            GoldenCase(
                file: "completion/\(tool.rawValue).\(shell)",
                tool: tool,
                arguments: ["completion", shell],
                columns: 80
            )
        }
        let manual = GoldenCase(file: "manual/\(tool.rawValue).1", tool: tool, arguments: ["manual"], columns: 80)
        return GoldenScene(name: "\(tool.rawValue) completion and manual", tool: tool, cases: completions + [manual])
    }

    /// 혜화동 (found by name) and the Gangnam-gu office (by point: its nearest station measures
    /// no PM, so the next nearest stands in, with a note), as the dust tests save them.
    static let places = [
        GoldenScene.Step("places", "add", "혜화동"),
        GoldenScene.Step("places", "add", "구청", "--at", "37.515336,127.049357"),
    ]

    /// Four searches 40 days, 3 days, 3 hours and 5 minutes before the pinned clock (whole days
    /// before it, so every time zone counts the same calendar days: "1 month ago", "3 days ago").
    static let searches = [
        GoldenScene.Step("images", "서울", "야경", "--limit", "5", at: "2026-10-17T14:05:00+09:00"),
        GoldenScene.Step("images", "제주 바다", "--source", "naver", "--size", "large", at: "2026-11-23T14:05:00+09:00"),
        GoldenScene.Step("videos", "스위프트 강의", "--sort", "recency", at: "2026-11-26T11:05:00+09:00"),
        GoldenScene.Step("images", "고양이", at: "2026-11-26T14:00:00+09:00"),
    ]

    /// A key and a named template set in the config file, beside the defaults.
    static let settings = [
        GoldenScene.Step("config", "set", "sort", "recency"),
        GoldenScene.Step("config", "set", "download_dir", "/home/user/Pictures/qsearch/downloads"),
        GoldenScene.Step("config", "set", "format.bar", "%p %c %t 체감 %f · %d/%D · 일몰 %s"),
    ]

    /// Three events of the synthetic page saved as favourites.
    static let favourites = [GoldenScene.Step("fav", "add", "vpapr0cn", "xfhw9e0d", "snd590ag")]

    /// A listing view in a world of its own, set up by `setup`: `tables/NAME.WIDTH.txt` at every
    /// table width (the first run fetches, the others read the cache), or, coloured,
    /// `tables/NAME-color.80.txt` only (its plain twin pins the layout; this one the colours).
    static func view(
        _ name: String,
        _ tool: GoldenTool = .qsearch,
        _ arguments: String...,
        setup: [GoldenScene.Step] = [],
        colour: Bool = false
    ) -> GoldenScene {
        let file = "\(name)\(colour ? "-color" : "")"
        let cases = (colour ? [80] : tableWidths).map { columns in
            GoldenCase(
                file: "tables/\(file).\(columns).txt",
                tool: tool,
                arguments: arguments,
                columns: columns,
                colour: colour
            )
        }
        return GoldenScene(name: file, tool: tool, setup: setup, cases: cases)
    }

    /// Every listing view of both programs.
    static let tables: [GoldenScene] = [
        view("qsearch-images", .qsearch, "images", "고양이"),
        view("qsearch-videos", .qsearch, "videos", "스위프트 강의"),
        view("qsearch-dust", .qsearch, "dust", setup: places),
        view("qsearch-dust", .qsearch, "dust", setup: places, colour: true),
        view("qsearch-dust-nation", .qsearch, "dust", "--nation"),
        view("qsearch-dust-forecast", .qsearch, "dust", "--forecast", setup: places),
        view("qsearch-alerts", .qsearch, "alerts", setup: places),
        view("qsearch-brief", .qsearch, "brief", setup: places),
        view("qsearch-weather", .qsearch, "weather", setup: places),
        view("qsearch-weather-place", .qsearch, "weather", "혜화동", setup: places),
        view("qsearch-weather-map-temp", .qsearch, "weather", "--map", "temp", setup: places),
        view("qsearch-weather-map-uv", .qsearch, "weather", "--map", "uv", setup: places),
        view("qsearch-weather-map-dust", .qsearch, "weather", "--map", "dust", setup: places),
        view("qsearch-places-list", .qsearch, "places", "list", setup: places),
        view("qsearch-places-search", .qsearch, "places", "search", "광주"),
        view("qsearch-history", .qsearch, "history", setup: searches),
        view("qsearch-cache-info", .qsearch, "cache", "info", setup: places),
        view("qsearch-doctor", .qsearch, "doctor", setup: places),
        view("qsearch-config-list", .qsearch, "config", "list", setup: settings),
        view("devevents-list", .devevents, "list"),
        view("devevents-list", .devevents, "list", colour: true),
        view("devevents-show", .devevents, "show", "68ssq6j0"),
        view("devevents-tags", .devevents, "tags"),
        view("devevents-due", .devevents, "due"),
        view("devevents-calendar", .devevents, "calendar"),
        view("devevents-calendar", .devevents, "calendar", colour: true),
        view("devevents-calendar-week", .devevents, "calendar", "--week"),
        view("devevents-fav-list", .devevents, "fav", "list", setup: favourites),
        view("devevents-doctor", .devevents, "doctor"),
    ]

    /// Every golden case.
    static var all: [GoldenCase] { (help + scripts + tables).flatMap(\.cases) }
}
