import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents due`: the events whose registration closes, or which start, soon; announced once
/// per threshold for cron and timers (`--at`, `--exec`, `--notify`).
struct DevEventsDueCommand: Command {
    static let about = CommandAbout(
        name: "due",
        abstract: "Events whose registration closes, or which start, soon: soonest first, with the D-day.",
        discussion:
            "Looks at your saved events when you have any (--favorites), else at every event on the page (--all). With --exec, --notify or --at it announces instead of listing: each deadline once per threshold it has come within (--at 3d,1d,3h; by default once, as it comes within --within), remembered in the store, so a timer can run it every 10 minutes; --again repeats. Nothing new to announce prints nothing. --exec runs its command once per event, without a shell, with DEVEVENT_ID, DEVEVENT_TITLE, DEVEVENT_URL, DEVEVENT_WHEN (ISO 8601), DEVEVENT_KIND, DEVEVENT_DDAY and DEVEVENT_THRESHOLD set and the event's JSON record on standard input; it takes the rest of the line, so it comes last. A command that fails is reported, the others still run, and the exit status is 2 (it is announced again next time). The page is read from the cache for an hour, and when it cannot be fetched the last good copy is used.",
        examples: [
            "devevents due", "devevents due --within 7d --kind registration",
            "devevents due --at 3d,1d,3h --notify",
            "devevents due --at 1d,3h --exec sh -c 'echo \"$DEVEVENT_DDAY $DEVEVENT_TITLE\" >> ~/deadlines.txt'",
        ],
        records: .of(DevEventDueRecord.self)
    )

    /// The window when neither `--within` nor `--at` sets one: three days.
    static let defaultWindow = 3 * 86_400

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @Option(
        duration: "within",
        help: "How far ahead to look (default: 3d, or the largest --at threshold).",
        example: "7d"
    )
    var within: Double?
    @Flag(
        "favorites",
        short: "f",
        help: "Only saved events (the default when you have saved some).",
        conflicts: ["all"]
    )
    var favorites: Bool
    @Flag("all", help: "Every event on the page (the default when you have saved none).") var all: Bool
    @Option(
        "kind",
        valueName: "kind",
        help: "Only registration deadlines, or only event starts (default: both).",
        choices: DevEventDueKind.self
    )
    var kind: DevEventDueKind?
    @Option(
        "at",
        valueName: "times",
        help: "Announce each deadline once as it comes within each of these times before it.",
        example: "3d,1d,3h"
    )
    var at: String?
    @Flag("again", help: "Announce again what was announced before.") var again: Bool
    @Flag("notify", help: "Announce with a desktop notification (notify-send, package libnotify-bin).") var notify: Bool
    @Flag("weather", help: DevEventWeather.flagHelp) var weather: Bool
    @Option(
        command: "exec",
        help: "Announce by running this command once per event, without a shell.",
        example: "notify.sh"
    )
    var exec: [String]

    func validate() throws {
        let thresholds = try self.thresholds
        if let within, let largest = thresholds?.max(), Double(largest) > within {
            throw ValidationError(
                "--at \(DevEventAnnouncementPlan.label(largest)) is beyond --within "
                    + "\(DevEventAnnouncementPlan.label(Int(within))): events are due only within --within; "
                    + "widen it or leave it out"
            )
        }
        if again && !announces {
            throw ValidationError("--again repeats announcements: give it with --exec, --notify or --at")
        }
    }

    /// The `--at` thresholds in seconds, nil without the option.
    var thresholds: [Int]? {
        get throws {
            guard let at else { return nil }
            let parts = at.split(separator: ",", omittingEmptySubsequences: false)
            return try parts.map { part in
                let text = part.trimmingSpaces()
                guard let seconds = DurationParser.seconds(from: text), seconds <= 366 * 86_400 else {
                    throw ValidationError(
                        "--at must be times before the deadline, separated by commas, such as 3d,1d,3h "
                            + "(each at most 366d), got '\(at)'"
                    )
                }
                return Int(seconds)
            }
        }
    }

    /// Whether the run announces (and remembers what it did) rather than lists.
    var announces: Bool { notify || !exec.isEmpty || at != nil }

    func run(_ runtime: Runtime) async throws -> Report {
        let thresholds = try self.thresholds
        let window = within.map { Int($0) } ?? thresholds?.max() ?? Self.defaultWindow
        let request = DevEventDueRequest(
            window: window,
            selection: favorites ? .favorites : all ? .all : nil,
            kinds: kind.map { [$0] } ?? Set(DevEventDueKind.allCases),
            thresholds: announces ? thresholds ?? [window] : nil,
            again: again,
            exec: exec,
            notify: notify,
            weather: weather
        )
        return try await DevEventsService(runtime: runtime, options: page).due(request)
    }
}

/// What `due` was asked for.
struct DevEventDueRequest: Sendable {
    /// How far ahead to look, in seconds.
    var window: Int
    /// Whose events, or nil for the saved ones when there are any, else all.
    var selection: DevEventDueSelection?
    var kinds: Set<DevEventDueKind>
    /// The thresholds to announce at, in seconds; nil to list without announcing.
    var thresholds: [Int]?
    var again: Bool
    /// The `--exec` command and its arguments; empty without it.
    var exec: [String]
    var notify: Bool
    /// `--weather`: each due event's forecast too.
    var weather = false
}
