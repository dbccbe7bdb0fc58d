import CommandKit
import Foundation
import QuickSearchData

/// An environment variable that fixes a program's clock (`QSEARCH_NOW`, `DEVEVENTS_NOW`), for
/// tests and scripts: every command of the program sees that instant as "now".
struct ClockOverride: Sendable {
    /// The variable's name.
    let variable: String
    /// A time the variable may hold, for the message about one it cannot.
    var example = "2026-08-20T14:00:00+09:00"

    /// A clock stopped at the variable's ISO 8601 time, or `clock` when the variable is unset;
    /// a value that is not a time is a configuration error naming the variable.
    func clock(
        in environment: Environment,
        otherwise clock: @escaping @Sendable () -> Date
    ) throws -> @Sendable () -> Date {
        guard let text = environment.value(variable) else { return clock }
        guard let date = ISO8601Time.parse(text) else {
            throw ConfigurationError(
                variables: [variable],
                message:
                    "\(variable) must be an ISO 8601 time such as \(example), got '\(text)'; fix or unset it"
            )
        }
        return { date }
    }
}
