import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// Announces due moments for `devevents due`: runs the `--exec` command once per moment, with
/// the event in `DEVEVENT_*` variables and its JSON record on standard input, and sends a
/// desktop notification through `notify-send` with `--notify`. What the programs write is
/// passed on, a line at a time, to standard error.
struct DevEventAnnouncer: Sendable {
    /// The `--exec` command, found, and its arguments.
    var command: (program: ExternalProgram, name: String, arguments: [String])?
    /// `notify-send`, found, with `--notify`.
    var notifier: ExternalProgram?
    /// The run's environment, which the programs get with the event's variables added.
    let environment: [String: String]
    /// Passes on one line a program wrote.
    let passOn: @Sendable (String) -> Void

    /// The package that installs `notify-send` on Debian and Ubuntu.
    static let notifierPackage = "libnotify-bin"

    /// The announcer of `--exec words` and `--notify`, its programs found in the run's `PATH`.
    ///
    /// - Throws: `CLIError` (exit 78) naming the program that is not installed: the command, or
    ///   `notify-send` with the package that provides it.
    init(
        exec words: [String],
        notify: Bool,
        environment: [String: String],
        passOn: @escaping @Sendable (String) -> Void
    ) throws {
        self.environment = environment
        self.passOn = passOn
        let searchPath = environment["PATH"]
        if let name = words.first {
            guard let program = ExternalProgram.locate(name, searchPath: searchPath) else {
                let place = name.contains("/") ? "is not an executable file" : "was not found in PATH"
                throw CLIError(
                    "the --exec command '\(TextSanitizer.singleLine(name))' \(place); give a program's name or path "
                        + "(for a shell command: --exec sh -c '…')",
                    exitCode: .configuration
                )
            }
            command = (program, name, Array(words.dropFirst()))
        }
        if notify {
            guard let program = ExternalProgram.locate("notify-send", searchPath: searchPath) else {
                throw CLIError(
                    "--notify needs notify-send, which was not found in PATH: install the package "
                        + "\(Self.notifierPackage) (apt install \(Self.notifierPackage)), or use --exec",
                    exitCode: .configuration
                )
            }
            notifier = program
        }
    }

    /// Whether anything announces (a command or notifications).
    var acts: Bool { command != nil || notifier != nil }

    /// Announces `record` at `now`: the command, then the notification.
    ///
    /// - Returns: what failed, a sentence each (empty when both worked).
    func announce(_ record: DevEventDueRecord, json: String, now: Date) -> [String] {
        let due = record.due
        var variables = environment
        variables["DEVEVENT_ID"] = due.event.id
        variables["DEVEVENT_TITLE"] = TextSanitizer.singleLine(due.event.title)
        variables["DEVEVENT_URL"] = due.event.url?.absoluteString ?? ""
        variables["DEVEVENT_WHEN"] = JSONOutput.korea.timestamp(due.moment)
        variables["DEVEVENT_KIND"] = due.kind.rawValue
        variables["DEVEVENT_DDAY"] = due.dday(at: now)
        variables["DEVEVENT_THRESHOLD"] = record.threshold.map(DevEventAnnouncementPlan.label) ?? ""
        var failures: [String] = []
        if let command {
            let outcome = command.program.run(command.arguments, environment: variables, input: Data(json.utf8))
            failures += report(outcome, as: "the --exec command '\(TextSanitizer.singleLine(command.name))'")
        }
        if let notifier {
            let outcome = notifier.run(notification(for: due, now: now), environment: variables, input: Data())
            failures += report(outcome, as: "notify-send")
        }
        return failures
    }

    /// `notify-send`'s arguments: the app name, then (after `--`, so a title starting with `-` is
    /// no option) the summary `접수 마감 D-1: title` and a body of the moment and the link,
    /// escaped for servers that read the body as markup.
    func notification(for due: DevEventDue, now: Date) -> [String] {
        let summary =
            "\(DevEventDueView.what(due.kind)) \(due.dday(at: now)): \(TextSanitizer.singleLine(due.event.title))"
        var body = DevEventDateFormat.moment(due.moment, withTime: due.hasTime)
        if let url = due.event.url { body += "\n" + url.absoluteString }
        let escaped = body.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return ["--app-name=devevents", "--", summary, escaped]
    }

    /// Passes every line the program wrote on (before the error line, so its reasons come
    /// first), and says how it failed, if it did.
    private func report(_ outcome: ExternalProgram.Outcome, as name: String) -> [String] {
        if let output = outcome.output {
            for line in output.split(separator: "\n") {
                let clean = TextSanitizer.singleLine(String(line))
                if !clean.isEmpty { passOn(clean) }
            }
        }
        return outcome.failure.map { ["\(name) \($0)"] } ?? []
    }
}
