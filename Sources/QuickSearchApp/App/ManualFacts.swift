import CommandKit
import QuickSearchData

/// What the manual pages of `qsearch` and `devevents` say that their command trees do not.
extension ManualFacts {
    private static let sharedFiles: [(path: String, meaning: String)] = [
        (
            "$XDG_DATA_HOME/quicksearch/data.sqlite",
            "History, saved places and favourite events (default ~/.local/share/quicksearch); owner-only."
        ),
        (
            "$XDG_CACHE_HOME/quicksearch/cache.sqlite",
            "Cached upstream answers (default ~/.cache/quicksearch); safe to delete."
        ),
    ]

    private static let sharedEnvironment: [(name: String, meaning: String)] = [
        ("NO_COLOR", "When set and not empty, no colour under --color auto."),
        ("FORCE_COLOR, CLICOLOR_FORCE", "Force colour (and the table) under --color auto, even when piped."),
        ("BROWSER", "The browser 'open' uses, as a colon-separated list of commands."),
        (
            "XDG_DATA_HOME, XDG_CACHE_HOME",
            "Where the store and the cache live (absolute paths; others are ignored with a warning)."
        ),
        ("https_proxy, no_proxy", "The proxy for upstream requests (loopback addresses never use it)."),
    ]

    /// What the catalog says of `upstreams`' variables: a line per keyed upstream (its key
    /// variables, what they are and where they are issued), then one for the base URL variables.
    private static func upstreamEnvironment(_ upstreams: [Upstream]) -> [(name: String, meaning: String)] {
        let keys = upstreams.compactMap { upstream in
            upstream.keys.map {
                (
                    name: upstream.authentication.requiredVariables.joined(separator: ", "),
                    meaning: "\($0.summary) (\($0.issuer)); never printed."
                )
            }
        }
        return keys + [
            (
                name: upstreams.compactMap(\.baseURLVariable).joined(separator: ", "),
                meaning:
                    "Replace an upstream's address, for a mock or a proxy speaking its protocol (http only on loopback)."
            )
        ]
    }

    static let qsearch = ManualFacts(
        exitStatuses: ExitCode.documented,
        environment: upstreamEnvironment(UpstreamCatalog.qsearch) + [
            ("QSEARCH_TIMEOUT", "Default time limit in seconds for a search or look-up (--timeout wins)."),
            ("QSEARCH_NOW", "Fix the clock (ISO 8601), for scripts and tests."),
            ("XDG_CONFIG_HOME", "Where the config file with keys is read (default ~/.config)."),
        ] + sharedEnvironment,
        files: [
            (
                "$XDG_CONFIG_HOME/quicksearch/config",
                "Keys as NAME=value lines, used only when its owner alone can read it; the environment wins."
            )
        ] + sharedFiles,
        seeAlso: ["devevents"]
    )

    static let devevents = ManualFacts(
        exitStatuses: ExitCode.documented,
        environment: [
            ("DEVEVENTS_SOURCE", "Another page of the Dev-Event format (https:// or file://); --source wins."),
            (
                "DEVEVENTS_NOW",
                "Fix the clock (ISO 8601): statuses are judged, favourites saved and calendars stamped at that time; --now wins for the judgement."
            ),
        ] + sharedEnvironment,
        files: sharedFiles,
        seeAlso: ["qsearch"]
    )
}
