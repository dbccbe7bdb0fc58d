import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch doctor` and `devevents doctor`: one line per check (keys, upstreams, store, cache,
/// config file), each problem with its fix; exit 0 when no check failed (warnings pass), 1
/// when one did.
struct DoctorCommand: RunnableCommand {
    let program: String
    let format: OutputFormat
    let fields: FieldSelection?
    /// `--timeout` in seconds, else `QSEARCH_TIMEOUT`, else 30 (see `CommandTimeout`).
    let timeoutSeconds: Double

    static let timeout = CommandTimeout.option(
        help: "Time limit for the upstream checks; one not answered by then fails"
    )
    /// The page `devevents doctor` checks; nil for `qsearch`.
    let eventPage: URL?

    /// The command for `program` (`qsearch` or `devevents`).
    static func spec(for program: String) -> CommandSpec {
        let checks =
            program == "devevents"
            ? "the event page (one request), the store and the cache"
            : "the config file, each upstream's keys, one cheap request to each upstream (Naver, Kakao, Kakao Local, AirKorea, KMA), the store and the cache"
        return CommandSpec(
            name: "doctor",
            abstract: "Check the setup: \(checks); each problem with its fix.",
            discussion:
                "Exit 0 when every check passed or only warned (a missing key warns: its sources are skipped), 1 when one failed. Key values are never shown.",
            examples: ["\(program) doctor", "\(program) doctor --json"],
            options: OutputFormat.options + [timeout]
        )
    }

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        program = parsed.programName
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: HealthCheckRecord.self)
        timeoutSeconds = try parsed[Self.timeout]
        eventPage =
            program == "devevents"
            ? try DevEventPageOptions.sourceURL(
                option: parsed[DevEventPageOptions.sourceOption],
                environment: context.environment
            ) : nil
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let processEnvironment = context.environment
        var context = context
        context.environment = (try? ConfigFile.merged(into: processEnvironment)) ?? processEnvironment
        let deadline = SearchDeadline(timeout: .seconds(timeoutSeconds)).instant
        let client = Services(context: context, program: program).upstreamClient(cache: nil)
        let checks =
            eventPage.map {
                HealthCheckCatalog.devevents(
                    page: $0,
                    environment: context.environment,
                    client: client,
                    deadline: deadline
                )
            }
            ?? HealthCheckCatalog.qsearch(
                processEnvironment: processEnvironment,
                environment: context.environment,
                client: client,
                deadline: deadline,
                now: context.now()
            )
        let results = await HealthCheckup.run(checks)
        let passed = !results.contains { $0.status == .failed }
        switch format {
        case .json:
            context.stdout.write(
                try JSONOutput.korea.document(
                    DoctorDocument(ok: passed, checks: results.map(HealthCheckRecord.init)),
                    fields: fields
                )
            )
        case .jsonLines:
            for result in results {
                context.stdout.write(try JSONOutput.korea.line(HealthCheckRecord(result), fields: fields))
            }
        case .human:
            context.stdout.write(results.map { Self.line($0, terminal: context.terminal) + "\n" }.joined())
            let count = { (status: HealthCheckResult.Status) in results.count { $0.status == status } }
            context.note(
                "\(count(.ok)) ok, \(count(.warning)) warning\(count(.warning) == 1 ? "" : "s"), \(count(.failed)) failed"
            )
        }
        return passed ? .success : .failure
    }

    /// One check as a line: status, name, what was found (file and size), and the fix.
    static func line(_ result: HealthCheckResult, terminal: TerminalCapabilities) -> String {
        let style: ANSIStyle =
            switch result.status {
            case .ok: .green
            case .warning: .yellow
            case .failed: .red
            }
        let status = result.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        let name = result.name.padding(toLength: max(15, result.name.count + 1), withPad: " ", startingAt: 0)
        var text = result.detail
        if let path = result.path { text += " (\(path)\(result.bytes.map { ", " + byteCount($0) } ?? ""))" }
        if let fix = result.explainedFix { text += " — fix: \(fix)" }
        return style.apply(to: status, enabled: terminal.colorEnabled) + name + TextSanitizer.singleLine(text)
    }

    /// `532 bytes`, `12.5 KiB`, `3.1 MiB`.
    static func byteCount(_ bytes: Int64) -> String {
        guard bytes >= 1024 else { return "\(bytes) bytes" }
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return String(format: "%.1f", value) + " " + units[unit]
    }
}

/// `doctor --json`: whether every check passed, and each check.
struct DoctorDocument: Encodable {
    let ok: Bool
    let checks: [HealthCheckRecord]
}

/// The documented JSON form of one check: every key always present (null when not applicable).
struct HealthCheckRecord: FieldSelectable {
    let result: HealthCheckResult

    init(_ result: HealthCheckResult) {
        self.result = result
    }

    enum FieldKey: String, CodingKey, CaseIterable {
        case name, status, detail, fix, path, bytes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(result.name, forKey: .name)
        try container.encode(result.status.rawValue, forKey: .status)
        try container.encode(TextSanitizer.singleLine(result.detail), forKey: .detail)
        try container.encode(result.explainedFix.map(TextSanitizer.singleLine), forKey: .fix)
        try container.encode(result.path, forKey: .path)
        try container.encode(result.bytes, forKey: .bytes)
    }
}
