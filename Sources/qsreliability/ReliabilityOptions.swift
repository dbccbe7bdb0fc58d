import Foundation

/// The command line of `qsreliability`.
struct ReliabilityOptions {
    var binDirectory = ".build/release"
    var fixturesDirectory = "Fixtures/dev-event"
    var workDirectory: String?
    var workers = 3
    var runsMatrix = true
    var runsSoak = true
    var soakRuns = 300
    var faultRate = 0.1
    var seed: UInt64 = 1
    var filter: String?
    var keepsDirectories = false

    static let usage = """
        usage: qsreliability [--bin DIR] [--fixtures DIR] [--work DIR] [--jobs N] [--stage matrix|soak|all]
                             [--soak-runs N] [--fault-rate R] [--seed N] [--filter TEXT] [--keep]

        Runs the fault matrix (each command × each upstream it uses × each fault) and a soak of
        mixed invocations with random faults, against mock servers on 127.0.0.1 only. Ends
        with `qsreliability: P passed, F failed, S skipped`; exits 1 when anything failed.

          --bin DIR        where qsearch and devevents are (default .build/release)
          --fixtures DIR   pages served under /pages/ (default Fixtures/dev-event)
          --work DIR       scratch folder (default: a new temporary folder, removed after)
          --jobs N         cells or invocations run at once (default 3)
          --stage S        matrix, soak or all (default all)
          --soak-runs N    soak invocations (default 300)
          --fault-rate R   share of soak requests given a random transient fault (default 0.1)
          --seed N         seed of the soak's plan and faults (default 1)
          --filter TEXT    only matrix cells whose label contains TEXT (e.g. "videos", "gzip")
          --keep           keep each cell's folder (XDG folders, stdout, stderr)
        """

    struct UsageError: Error {
        var message: String
    }

    static func parse(_ arguments: [String]) throws -> ReliabilityOptions {
        var options = ReliabilityOptions()
        var remaining = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = remaining.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            return next
        }
        func number<Number: LosslessStringConvertible & Comparable>(
            _ flag: String,
            _ range: ClosedRange<Number>
        ) throws -> Number {
            let text = try value(flag)
            guard let parsed = Number(text), range.contains(parsed) else {
                throw UsageError(message: "\(flag): '\(text)' is not in \(range.lowerBound)...\(range.upperBound)")
            }
            return parsed
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--bin": options.binDirectory = try value(argument)
            case "--fixtures": options.fixturesDirectory = try value(argument)
            case "--work": options.workDirectory = try value(argument)
            case "--jobs": options.workers = try number(argument, 1...32)
            case "--soak-runs": options.soakRuns = try number(argument, 0...1_000_000)
            case "--fault-rate": options.faultRate = try number(argument, 0.0...1.0)
            case "--seed": options.seed = try number(argument, 0...UInt64.max)
            case "--filter": options.filter = try value(argument)
            case "--keep": options.keepsDirectories = true
            case "--stage":
                let stage = try value(argument)
                guard ["matrix", "soak", "all"].contains(stage) else {
                    throw UsageError(message: "--stage: '\(stage)' is not matrix, soak or all")
                }
                options.runsMatrix = stage != "soak"
                options.runsSoak = stage != "matrix"
            case "--help", "-h": throw UsageError(message: usage)
            default: throw UsageError(message: "unknown argument '\(argument)' (see --help)")
            }
        }
        return options
    }
}
