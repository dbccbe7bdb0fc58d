import CommandKit
import Foundation
import QuickSearchData

/// One run of `qsearch` or `devevents`: what every command of the run shares, built once.
public struct Runtime: Sendable {
    /// What the kit made of the command line.
    let invocation: Invocation
    /// The environment, streams, terminal and clock, as commands that print themselves use them.
    let context: CommandContext

    /// The runtime of `invocation`; the clock stops at `clockOverride`'s time when it is set.
    init(_ invocation: Invocation, clockOverride: ClockOverride?) throws {
        self.invocation = invocation
        var now = invocation.io.now
        if let clockOverride {
            now = try clockOverride.clock(in: Environment(invocation.io.variables), otherwise: now)
        }
        context = CommandContext(invocation, now: now)
    }
}
