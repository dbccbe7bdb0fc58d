import CommandKit
import Foundation
import QuickSearchData

/// `doctor` of both programs: one line per check, each problem with its fix; exit 0 when no
/// check failed (warnings pass), 1 when one did. It does not read the config file as settings
/// (a bad file fails none of its options): it reports on the file as a check.
enum DoctorCommand {
    /// The node of `program`'s `doctor` (`qsearch` or `devevents`).
    static func node(for program: String) -> CommandNode<Runtime> {
        program == "devevents"
            ? CommandNode(DevEventsDoctorCommand.self, readsSettingsFile: false)
            : CommandNode(QSearchDoctorCommand.self, readsSettingsFile: false)
    }

    /// `--timeout` of both.
    static let timeout = CommandTimeout.option(
        help: "Time limit for the upstream checks; one not answered by then fails"
    )

    /// Name and help of `program`'s `doctor`, which runs `checks`.
    static func about(for program: String, checks: String) -> CommandAbout {
        CommandAbout(
            name: "doctor",
            abstract: "Check the setup: \(checks); each problem with its fix.",
            discussion:
                "Exit 0 when every check passed or only warned (a missing key warns: its sources are skipped), 1 when one failed. Key values are never shown.",
            examples: ["\(program) doctor", "\(program) doctor --json"],
            records: .of(HealthCheckRecord.self)
        )
    }
}

/// `qsearch doctor`: the config file, each upstream's keys and one request to each, the store,
/// the cache and the download archive.
struct QSearchDoctorCommand: Command {
    static let about = DoctorCommand.about(
        for: "qsearch",
        checks:
            "the config file, each upstream's keys, one cheap request to each upstream (Naver, Kakao, Kakao Local, AirKorea, KMA), the store, the cache and the download archive"
    )

    @Option(DoctorCommand.timeout) var timeout: Double

    func run(_ runtime: Runtime) async throws -> Report {
        await DoctorService(runtime: runtime, timeout: timeout).qsearch()
    }
}

/// `devevents doctor`: the event page (`--source`, else `DEVEVENTS_SOURCE`, else Dev-Event's),
/// the store and the cache.
struct DevEventsDoctorCommand: Command {
    static let about = DoctorCommand.about(
        for: "devevents",
        checks: "the event page (one request), the store and the cache"
    )

    @Option(DoctorCommand.timeout) var timeout: Double
    @Option(inherited: DevEventPageOptions.sourceOption) var source: String?

    func run(_ runtime: Runtime) async throws -> Report {
        let page = try DevEventPageOptions.sourceURL(option: source, environment: runtime.environment)
        return await DoctorService(runtime: runtime, timeout: timeout).devevents(page: page)
    }
}
