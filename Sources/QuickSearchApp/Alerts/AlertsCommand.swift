import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch alerts [PLACE…|--nation]`: the weather warnings and fine-dust alerts in force at the
/// saved places, the places named, or everywhere.
struct AlertsCommand: Command {
    static let about = CommandAbout(
        name: "alerts",
        abstract: "Weather warnings (KMA) and fine-dust alerts (AirKorea) in force at your places or nationwide.",
        discussion:
            "A place's alerts are those of its province and city, from its saved address: KMA's 주의보, 경보 and 예비특보 for its warning zone, and AirKorea's PM10 and PM2.5 주의보 and 경보 not yet cleared for its area; fine-dust alerts cleared today are listed too, marked. Both sources are asked once for all places. A place whose area is unknown fails (exit 2); a source that fails is reported and the other's alerts are shown (exit 2).",
        examples: [
            "qsearch alerts",
            "qsearch alerts 혜화동 해운대",
            "qsearch alerts --nation --json",
        ],
        records: .of(AlertsPlaceRecord.self)
    )

    @Argument(PlaceArguments.places) var places: [String]
    @Flag("nation", help: "Every alert in force in the country, by zone and area, for no place in particular.")
    var nation: Bool
    @Flag("refresh", help: "Ask KMA and AirKorea again even if the cached alerts are fresh.") var refresh: Bool
    @Option(CommandTimeout.option(help: "Time limit for the whole command"))
    var timeout: Double

    var records: RecordFields? { nation ? .of(AlertRecordFields.self) : .of(AlertsPlaceRecord.self) }

    func validate() throws {
        if nation, let place = places.first {
            throw ValidationError("--nation lists every alert and takes no place; leave out '\(place)' or --nation")
        }
    }

    func run(_ runtime: Runtime) async throws -> Report {
        let service = AlertsService(runtime: runtime, refresh: refresh, deadline: runtime.deadline(seconds: timeout))
        if nation { return await service.nation() }
        let deadline = runtime.deadline(seconds: timeout)
        return await service.report(
            on: try await PlaceArguments.select(places, command: "alerts", runtime: runtime, deadline: deadline)
        )
    }
}
