import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch weather --watch`: a round now, then one after each KMA publication (the next
/// now-cast or ultra-short forecast base, plus a minute's grace), until Ctrl-C.
///
/// On a terminal each round redraws the screen in place (cursor hidden while watching, shown
/// again at the end) with a status line; piped, each round appends its block (a blank line
/// between blocks, none for `--jsonl`). A place that fails keeps its last report, with a note
/// giving its age; one never fetched is an error line.
struct WeatherWatch {
    let waiter: any WatchWaiting
    let context: CommandContext
    /// Whether piped blocks are separated by a blank line (not for `--jsonl`).
    let separatesBlocks: Bool

    /// Clears the screen and moves to its top.
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    /// A round: the last good reports, the time.
    typealias Round =
        @Sendable (_ previous: [String: WeatherCycle.Snapshot], _ now: Date) async throws -> WeatherCycle.Rendered

    /// When the next round runs after `now`: the earliest next publication of the operations
    /// the report reads, plus `WeatherCommand.publicationGrace`.
    static func nextRound(after now: Date) -> Date {
        let next =
            ForecastOperation.allCases.map { $0.nextPublication(after: now) }.min() ?? now.addingTimeInterval(3600)
        return next.addingTimeInterval(WeatherCommand.publicationGrace)
    }

    /// Runs rounds until interrupted; 0 then, or the code of an error that ends the watch
    /// (one that is not about a place, such as unwritable output).
    func run(_ round: @escaping Round) async -> ExitCode {
        let context = context
        let waiter = waiter
        let onTerminal = context.terminal.isTTY
        let separated = separatesBlocks
        if onTerminal { context.stdout.write(Self.hideCursor) }
        let status = await waiter.runUntilInterrupted { () -> ExitCode in
            var previous: [String: WeatherCycle.Snapshot] = [:]
            var wroteBlock = false
            while !Task.isCancelled {
                let now = context.now()
                let rendered: WeatherCycle.Rendered
                do {
                    rendered = try await round(previous, now)
                } catch {
                    let (message, code) = AppErrors.message(error)
                    context.stderr.write("qsearch: error: \(TextSanitizer.singleLine(message))\n")
                    return code
                }
                guard !Task.isCancelled else { break }
                let next = Self.nextRound(after: now)
                if onTerminal {
                    draw(rendered, now: now, next: next)
                } else {
                    if wroteBlock && separated && !rendered.output.isEmpty { context.stdout.write("\n") }
                    context.stdout.write(rendered.output)
                    wroteBlock = wroteBlock || !rendered.output.isEmpty
                    for error in rendered.errors { context.stderr.write(error + "\n") }
                    rendered.notes.forEach(context.note)
                }
                if let failure = context.stdout.writeFailure {
                    context.stderr.write("qsearch: error: cannot write the output: \(failure.reason)\n")
                    return .failure
                }
                previous = rendered.kept
                do {
                    try await waiter.wait(until: next, now: context.now)
                } catch {
                    break
                }
            }
            return .success
        }
        if onTerminal { context.stdout.write(Self.showCursor + "\n") }
        return status
    }

    private func draw(_ rendered: WeatherCycle.Rendered, now: Date, next: Date) {
        let color = context.terminal.colorEnabled
        var block = Self.clearScreen + rendered.output
        for line in rendered.errors { block += line + "\n" }
        for note in rendered.notes { block += ANSIStyle.dim.apply(to: note, enabled: color) + "\n" }
        let status =
            "updated \(WeatherText.time(now, now: now)) · next update at \(WeatherText.time(next, now: now)) · Ctrl-C to quit"
        block += ANSIStyle.dim.apply(to: status, enabled: color) + "\n"
        context.stdout.write(block)
    }
}
