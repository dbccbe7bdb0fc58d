import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch brief [PLACE…]`: the day at a glance for each place, then the saved dev events due
/// soon.
struct BriefCommand: Command {
    static let about = CommandAbout(
        name: "brief",
        abstract: "The day at a glance: weather, dust and alerts at your places, then your dev events due soon.",
        discussion:
            "For each saved place (or each named): the temperature and sky now, today's low and high, the next rain in 24 hours, fine dust now and tomorrow's forecast, today's UV peak and the alerts in force. Then the saved events of devevents whose registration closes or which start within 3 days. Everything is asked at once and cached answers are reused. A block per place on a terminal, one line per place when piped. A place whose weather or dust fails shows what it has (exit 2); missing alerts are only a warning.",
        examples: [
            "qsearch brief",
            "qsearch brief 혜화동 --no-events",
            "qsearch brief --events-within 7d --json",
        ],
        records: .of(BriefPlaceRecord.self)
    )

    /// The events' window when `--events-within` does not set one: three days.
    static let defaultWindow: Double = 3 * 86_400

    @Argument(PlaceArguments.places) var places: [String]
    @Option(
        duration: "events-within",
        help: "How far ahead to look for your saved events (default: 3d).",
        example: "7d"
    )
    var eventsWithin: Double?
    @Flag("no-events", help: "Leave the dev events out.", conflicts: ["events-within"]) var noEvents: Bool
    @Flag("refresh", help: "Ask every upstream again even if the cached answers are fresh.") var refresh: Bool
    @Option(CommandTimeout.option(help: "Time limit for the whole command; places not done by then fail, exit 2"))
    var timeout: Double

    func run(_ runtime: Runtime) async throws -> Report {
        let deadline = runtime.deadline(seconds: timeout)
        let selected = try await PlaceArguments.select(places, command: "brief", runtime: runtime, deadline: deadline)
        let service = BriefService(runtime: runtime, refresh: refresh, deadline: deadline)
        return await service.report(on: selected, eventsWithin: noEvents ? nil : eventsWithin ?? Self.defaultWindow)
    }
}
