import CommandKit
import QuickSearchDomain

/// What a place argument selects: the saved places, one of them, or a name resolved on the fly.
enum PlaceSelection: Sendable, Hashable {
    /// The places to report on, in the order to print them; empty when none is saved (no
    /// argument) or nothing in Korea matches the argument.
    case places([Place])
    /// A name several places in Korea answer to (`광주`): the command lists them, numbered, and
    /// asks for a more specific name (exit 64); nothing is guessed.
    case ambiguous([PlaceCandidate])
}

/// Which places `qsearch dust` and `qsearch weather` report on when no `--at` is given; the
/// real one reads the saved places and resolves names on the fly. Whole places, so a saved
/// region code reaches the weather service.
protocol PlaceSelecting: Sendable {
    /// The places for the command's argument.
    ///
    /// - `argument == nil`: every saved place, in saved order.
    /// - otherwise: the saved place with that name or number (`2`, `#2`, see `PlaceReference`),
    ///   else what the name resolves to in Korea: one place, several (`.ambiguous`), or none.
    ///
    /// - Parameters:
    ///   - pick: `--pick N`: the N-th (1-based) of the places a looked-up name answers to.
    ///   - deadline: when any look-up (retries included) must be over.
    /// - Throws: what the look-up fails with (`SourceFailure`, a configuration or storage error);
    ///   `CLIError` (exit 64) for a `pick` beyond the candidates or with a saved place.
    func select(_ argument: String?, pick: Int?, deadline: ContinuousClock.Instant?) async throws -> PlaceSelection
}

extension PlaceSelecting {
    /// What `argument` selects, without `--pick`.
    func select(_ argument: String?, deadline: ContinuousClock.Instant?) async throws -> PlaceSelection {
        try await select(argument, pick: nil, deadline: deadline)
    }

    /// The places `argument` selects (every saved place when nil), for a command to report on;
    /// `pick` takes one of several places a name answers to.
    ///
    /// - Throws: `CLIError` (exit 64) when none is saved or matches, or when several places in
    ///   Korea answer to the name (listed under the error line); what the look-up fails with.
    func places(_ argument: String?, pick: Int? = nil, deadline: ContinuousClock.Instant?) async throws -> [Place] {
        switch try await select(argument, pick: pick, deadline: deadline) {
        case .places(let places):
            guard !places.isEmpty else { throw PlaceSelection.noPlaces(argument) }
            return places
        case .ambiguous(let candidates):
            throw PlaceSelection.ambiguity(argument ?? "", candidates: candidates)
        }
    }
}

extension PlaceSelection {
    /// The error when the places asked for are none (exit 64).
    static func noPlaces(_ argument: String?) -> CLIError {
        guard let argument else {
            return CLIError(
                "no saved places yet; save one with qsearch places add <name> (e.g. qsearch places add 혜화동), or ask for a point with --at LAT,LON",
                exitCode: .usage
            )
        }
        return CLIError(
            "no place in Korea matches '\(argument)'\(LatinPlaceName.readAs(argument)); try a dong or station name, or --at LAT,LON",
            exitCode: .usage
        )
    }

    /// The error when `--pick N` names no candidate of `name`'s `count` (exit 64).
    static func pickBeyond(_ pick: Int, count: Int, name: String) -> CLIError {
        let name = TextSanitizer.singleLine(name)
        return CLIError(
            "--pick \(pick) is more than the \(count) place\(count == 1 ? "" : "s") '\(name)' answers to; 'qsearch places search \(name)' lists them",
            exitCode: .usage
        )
    }

    /// The error when several places answer to `name` (exit 64): the candidates follow it,
    /// numbered, with their full addresses (`경기도 광주시` is not `광주광역시`).
    static func ambiguity(_ name: String, candidates: [PlaceCandidate]) -> CLIError {
        let name = TextSanitizer.singleLine(name)
        return CLIError(
            "'\(name)' matches \(candidates.count) places in Korea; name one more precisely (e.g. with its city or district), or take one with --pick N (qsearch places add \(name) --pick N saves it)",
            exitCode: .usage,
            details: candidates.enumerated().map { index, candidate in
                "\(index + 1). \(TextSanitizer.singleLine(candidate.name)) (\(TextSanitizer.singleLine(candidate.address)))"
            }
        )
    }
}
