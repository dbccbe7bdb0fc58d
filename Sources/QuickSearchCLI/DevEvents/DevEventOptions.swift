import Foundation
import QuickSearchData
import QuickSearchDomain

/// Options shared by every `devevents` command that reads the page, and the filter options of
/// `list` and `export`.
enum DevEventOptions {
    /// Where the page comes from and what "now" is.
    static let page: [OptionSpec] = [
        .value("source", valueName: "url", help: "Another page of the same format (https://, or file://); also DEVEVENTS_SOURCE.", example: "file:///tmp/events.html"),
        .flag("refresh", help: "Revalidate the cached page with the server now (it is kept for an hour)."),
        .value("now", valueName: "time", help: "Judge upcoming/ongoing/ended at this ISO 8601 time; also DEVEVENTS_NOW.", example: "2026-08-20T09:00:00+09:00"),
    ]

    /// Which events to show (every filter of `list` and `export` but `--favorites`).
    static let filters: [OptionSpec] = [
        .flag("upcoming", help: "Events not started yet (default: upcoming, ongoing and undated; with --favorites, every status)."),
        .flag("ongoing", help: "Events under way (registration open, or taking place)."),
        .flag("ended", help: "Events whose period has passed."),
        .flag("all", help: "Every event on the page, whatever its status."),
        .repeatable("tag", short: "t", valueName: "tag", help: "Only events with this tag or place (e.g. AI, 오프라인, 서울); all given must match.", example: "AI"),
        .flag("online", help: "Only online (or hybrid) events."),
        .flag("offline", help: "Only offline (or hybrid) events."),
        .flag("free", help: "Only free events."),
        .value("host", valueName: "text", help: "Only events whose host contains this text.", example: "샘플주최"),
        .value("month", valueName: "YYYY-MM", help: "Only events whose period touches this month.", example: "2026-08"),
        .value("search", valueName: "text", help: "Text in the title, host or tags (case- and width-insensitive).", example: "쿠버네티스"),
        .value("within", valueName: "duration", help: "Only events starting or closing within this time from now.", example: "30d"),
        .choice("sort", values: DevEventSortOrder.allCases.map(\.rawValue), valueName: "order", help: "date: soonest first, undated last; title: by title.", default: "date"),
    ]

    /// `--favorites` with the help text of a command (`list` shows two sections, `export` none).
    static func favorites(help: String) -> OptionSpec {
        .flag("favorites", short: "f", help: help)
    }

    /// The page's address: `--source`, else `DEVEVENTS_SOURCE`, else the Dev-Event README.
    static func source(_ parsed: ParsedCommand, environment: Environment) throws -> URL {
        if let text = parsed.value("source") {
            return try validatedSource(text) { parsed.usageError("--source \($0)") }
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
            throw failure("holds a user name or password, which would be sent and stored in plain text; remove the 'user:password@' part")
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              ["https", "http", "file"].contains(scheme), scheme == "file" || url.host != nil else {
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
        if let text = parsed.value("now") {
            guard let date = ISO8601Time.parse(text) else {
                throw parsed.usageError("--now must be \(example), got '\(text)'")
            }
            return date
        }
        if let text = context.environment.value("DEVEVENTS_NOW") {
            guard let date = ISO8601Time.parse(text) else {
                throw ConfigurationError(variables: ["DEVEVENTS_NOW"], message: "DEVEVENTS_NOW must be \(example), got '\(text)'; fix or unset it")
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
        if parsed.flag("upcoming") { statuses.insert(.upcoming) }
        if parsed.flag("ongoing") { statuses.insert(.ongoing) }
        if parsed.flag("ended") { statuses.insert(.ended) }
        if parsed.flag("all") { statuses = Set(DevEventStatus.allCases) }
        if statuses.isEmpty { statuses = favorites ? Set(DevEventStatus.allCases) : DevEventFilter.defaultStatuses }
        for name in ["tag", "host", "search"] where parsed.values(name).contains(where: Self.isBlank) {
            throw parsed.usageError("--\(name) needs a non-empty value (leave the option out to match everything)")
        }
        if parsed.flag("online") && parsed.flag("offline") {
            throw parsed.usageError("--online and --offline exclude each other; give one (hybrid events match either)")
        }
        let mode: DevEventMode? = parsed.flag("online") ? .online : parsed.flag("offline") ? .offline : nil
        var month: DevEventMonth?
        if let text = parsed.value("month") {
            guard let value = DevEventMonth(text) else {
                throw parsed.usageError("--month must be YYYY-MM, e.g. 2026-08, got '\(text)'")
            }
            month = value
        }
        return DevEventFilter(
            statuses: statuses,
            tags: parsed.values("tag"),
            mode: mode,
            freeOnly: parsed.flag("free"),
            host: parsed.value("host"),
            month: month,
            searchText: parsed.value("search"),
            within: try parsed.duration("within"),
            sortOrder: try parsed.choice("sort", as: DevEventSortOrder.self) ?? .date
        )
    }

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0.isWhitespace || $0.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) }
    }
}
