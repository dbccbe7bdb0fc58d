import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// Options shared by every `devevents` command that reads the page, and the filter options of
/// `list` and `export`.
enum DevEventOptions {
    static let source = Option<String?>(
        "source",
        valueName: "url",
        help: "Another page of the same format (https://, or file://); also DEVEVENTS_SOURCE.",
        example: "file:///tmp/events.html"
    )
    static let refresh = Flag(
        "refresh",
        help: "Revalidate the cached page with the server now (it is kept for an hour)."
    )
    static let now = Option<String?>(
        "now",
        valueName: "time",
        help: "Judge upcoming/ongoing/ended at this ISO 8601 time; also DEVEVENTS_NOW.",
        example: "2026-08-20T09:00:00+09:00"
    )
    /// Where the page comes from and what "now" is.
    static let page: [any OptionKey] = [source, refresh, now]

    static let upcoming = Flag(
        "upcoming",
        help: "Events not started yet (default: upcoming, ongoing and undated; with --favorites, every status)."
    )
    static let ongoing = Flag("ongoing", help: "Events under way (registration open, or taking place).")
    static let ended = Flag("ended", help: "Events whose period has passed.")
    static let all = Flag("all", help: "Every event on the page, whatever its status.")
    static let tags = Option<[String]>(
        repeating: "tag",
        short: "t",
        valueName: "tag",
        help: "Only events with this tag or place (e.g. AI, 오프라인, 서울); all given must match.",
        example: "AI"
    )
    static let online = Flag("online", help: "Only online (or hybrid) events.")
    static let offline = Flag("offline", help: "Only offline (or hybrid) events.")
    static let free = Flag("free", help: "Only free events.")
    static let host = Option<String?>(
        "host",
        valueName: "text",
        help: "Only events whose host contains this text.",
        example: "샘플주최"
    )
    static let month = Option<String?>(
        "month",
        valueName: "YYYY-MM",
        help: "Only events whose period touches this month.",
        example: "2026-08"
    )
    static let search = Option<String?>(
        "search",
        valueName: "text",
        help: "Text in the title, host or tags (case- and width-insensitive).",
        example: "쿠버네티스"
    )
    static let within = Option<Double?>(
        duration: "within",
        help: "Only events starting or closing within this time from now."
    )
    static let sort = Option<DevEventSortOrder>(
        "sort",
        valueName: "order",
        help: "date: soonest first, undated last; title: by title.",
        default: .date
    )
    /// Which events to show (every filter of `list` and `export` but `--favorites`).
    static let filters: [any OptionKey] = [
        upcoming, ongoing, ended, all, tags, online, offline, free, host, month, search, within, sort,
    ]

    /// `--favorites` with the help text of a command (`list` shows two sections, `export` none).
    static func favorites(help: String) -> Flag {
        Flag("favorites", short: "f", help: help)
    }

    /// The page's address: `--source`, else `DEVEVENTS_SOURCE`, else the Dev-Event README.
    static func source(_ parsed: ParsedCommand, environment: Environment) throws -> URL {
        try source(given: try parsed[source], environment: environment)
    }

    /// The page's address: `given` (the `--source` text), else `DEVEVENTS_SOURCE`, else the
    /// Dev-Event README.
    ///
    /// - Throws: `ValidationError` for a bad `--source` (a usage error, exit 64),
    ///   `ConfigurationError` for a bad `DEVEVENTS_SOURCE` (exit 78).
    static func source(given: String?, environment: Environment) throws -> URL {
        if let text = given {
            return try validatedSource(text) { ValidationError("--source \($0)") }
        }
        if let text = environment.value("DEVEVENTS_SOURCE") {
            return try validatedSource(text) {
                ConfigurationError(variables: ["DEVEVENTS_SOURCE"], message: "DEVEVENTS_SOURCE \($0); fix or unset it")
            }
        }
        return DevEventRepository.defaultSource
    }

    /// The page address `text` names, or the error `failure` makes of what is wrong with it.
    private static func validatedSource(_ text: String, failure: (String) -> any Error) throws -> URL {
        if URLPolicy.hasCredentials(text) {
            throw failure(
                "holds a user name or password, which would be sent and stored in plain text; remove the 'user:password@' part"
            )
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["https", "http", "file"].contains(scheme), scheme == "file" || url.host != nil
        else {
            throw failure("must be an https:// or file:// URL, got '\(text)'")
        }
        if scheme == "http", let host = url.host, !URLPolicy.isLoopback(host) {
            throw failure("may use plain http:// only for 127.0.0.1 and localhost; use https://")
        }
        return url
    }

    /// "Now": `--now`, else `DEVEVENTS_NOW`, else the clock.
    static func now(_ parsed: ParsedCommand, context: CommandContext) throws -> Date {
        let example = "an ISO 8601 time such as 2026-08-20T09:00:00+09:00 or 2026-08-20"
        if let text = try parsed[now] {
            guard let date = ISO8601Time.parse(text) else {
                throw parsed.usageError("--now must be \(example), got '\(text)'")
            }
            return date
        }
        if let text = context.environment.value("DEVEVENTS_NOW") {
            guard let date = ISO8601Time.parse(text) else {
                throw ConfigurationError(
                    variables: ["DEVEVENTS_NOW"],
                    message: "DEVEVENTS_NOW must be \(example), got '\(text)'; fix or unset it"
                )
            }
            return date
        }
        return context.now()
    }

    /// The filter the options describe. Without a status option, favourites are selected
    /// whatever their status (`list` shows the ended ones in a section of their own); other
    /// events are upcoming, ongoing or undated.
    static func filter(_ parsed: ParsedCommand, favorites: Bool) throws -> DevEventFilter {
        var statuses: Set<DevEventStatus> = []
        if parsed[upcoming] { statuses.insert(.upcoming) }
        if parsed[ongoing] { statuses.insert(.ongoing) }
        if parsed[ended] { statuses.insert(.ended) }
        if parsed[all] { statuses = Set(DevEventStatus.allCases) }
        if statuses.isEmpty { statuses = favorites ? Set(DevEventStatus.allCases) : DevEventFilter.defaultStatuses }
        let tagValues = try parsed[tags]
        let hostValue = try parsed[host]
        let searchValue = try parsed[search]
        for (name, values) in [
            ("tag", tagValues), ("host", hostValue.map { [$0] } ?? []), ("search", searchValue.map { [$0] } ?? []),
        ]
        where values.contains(where: Self.isBlank) {
            throw parsed.usageError("--\(name) needs a non-empty value (leave the option out to match everything)")
        }
        if parsed[online] && parsed[offline] {
            throw parsed.usageError("--online and --offline exclude each other; give one (hybrid events match either)")
        }
        let mode: DevEventMode? = parsed[online] ? .online : parsed[offline] ? .offline : nil
        var month: DevEventMonth?
        if let text = try parsed[Self.month] {
            guard let value = DevEventMonth(text) else {
                throw parsed.usageError("--month must be YYYY-MM, e.g. 2026-08, got '\(text)'")
            }
            month = value
        }
        return DevEventFilter(
            statuses: statuses,
            tags: tagValues,
            mode: mode,
            freeOnly: parsed[free],
            host: hostValue,
            month: month,
            searchText: searchValue,
            within: try parsed[within],
            sortOrder: try parsed[sort]
        )
    }

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0.isWhitespace || $0.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) }
    }
}
