import CommandKit
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// `mock-api`: serve the stand-in upstreams on 127.0.0.1 until SIGINT or SIGTERM. Its options
/// are declared once, on CommandKit like the tools'.
public struct MockCommand: Command {
    public static let about = CommandAbout(
        name: "mock-api",
        abstract:
            "A local stand-in for the Naver and Kakao search APIs, the public data portal (AirKorea, KMA) and a static page server, on 127.0.0.1 only.",
        discussion: """
            Prints `listening http://127.0.0.1:PORT` once ready, then serves until SIGINT or SIGTERM.

            Routes: /v1/search/image[.json] (Naver: X-Naver-Client-Id and X-Naver-Client-Secret), /v2/search/image and /v2/search/vclip (Kakao: Authorization: KakaoAK key), /v2/local/search/address.json, /v2/local/search/keyword.json and /v2/local/geo/coord2regioncode.json (Kakao Local, same key: 혜화동, 광주, 강남역, 도쿄역, 서울 강남구), /B552584/… (AirKorea) and /1360000/… (KMA forecasts and UV index; query serviceKey, percent-encoded once), /pages/FILE, /status/NNN, /media/… (see --local-media). Result counts: a query token n=N (all sources), naver=N or kakao=N sets them.

            Keys accepted unless --key says otherwise: \(MockUpstream.allKeys.map { "\($0.variable)=\($0.defaultValue)" }.joined(separator: ", ")).

            \(MockFault.specificationHelp)
            """,
        examples: ["mock-api --port 8080 --latency 100", "mock-api --fault naver-image:quota --local-media"]
    )

    /// The most host names `--media-hosts` spreads media over.
    static let maximumMediaHosts = 100

    @Option("port", valueName: "N", help: "Port to bind (0: an ephemeral port).", default: 0, range: 0...65535)
    public var port: Int
    @Option(
        "latency",
        valueName: "ms",
        help: "Milliseconds from each request to its response (the time making it included).",
        default: 0,
        range: 0...600_000
    )
    var latency: Int
    @Option("pages", valueName: "dir", help: "Directory served under /pages/.", completion: .directory)
    var pages: String?
    @Option(
        repeating: "fault",
        valueName: "spec",
        help: "A fault to inject, ROUTE[:OPTION]... (repeatable; the first matching fault applies; see below)."
    )
    var faults: [String]
    @Option(
        "fault-rate",
        valueName: "r",
        help:
            "Share (0-1) of upstream requests given a random transient fault (5xx, 429, reset, truncated or broken body, 300 ms delay) when no --fault matched.",
        range: 0...1
    )
    var faultRate: Double?
    @Option("seed", valueName: "n", help: "Seed of the random faults (default 1).", range: 0...Int.max)
    var seed: Int?
    @Option(
        "now",
        valueName: "time",
        help:
            "Answer the portal routes for this ISO 8601 time, such as 2026-08-20T14:00:00+09:00 (default: the real clock)."
    )
    var now: String?
    @Option(
        repeating: "key",
        valueName: "VARIABLE=VALUE",
        help:
            "The only value accepted for the key the tools read from VARIABLE, such as DATA_GO_KR_SERVICE_KEY=ab+cd/ef== (repeatable; the defaults are below)."
    )
    var keys: [String]
    @Flag(
        "environment",
        help:
            "Before the listening line, print export VARIABLE='value' lines for a shell to eval: every upstream's base URL variable (this server) and keys (the values accepted)."
    )
    var printsEnvironment: Bool
    @Flag(
        "local-media",
        help:
            "Search results point at real PNG images on this server (/media/…) instead of example.com; a query token broken=1 makes some misbehave, stall=1 makes every image stop halfway, busy=1 answers each 429 once, busy=long always, hold=1 holds them (released only by a test's gate)."
    )
    var localMedia: Bool
    @Option(
        "media-size",
        valueName: "bytes",
        help:
            "With --local-media, the size of every image in bytes (default 20000; at least the smallest PNG, about 150).",
        range: 32...MediaRoute.maximumBytes
    )
    var mediaSize: Int?
    @Option(
        "media-hosts",
        valueName: "n",
        help:
            "With --local-media, spread the media over N host names img1.localhost … imgN.localhost, all this server on loopback (default 1: the host the search was asked on).",
        range: 1...maximumMediaHosts
    )
    var mediaHosts: Int?
    @Option(
        "request-log",
        valueName: "file",
        help:
            "Append each request's method and target to FILE as it arrives, a line each (what a benchmark replays with curl).",
        completion: .file
    )
    var requestLog: String?

    public init() {}

    /// The server the options describe.
    public var configuration: MockConfiguration {
        get throws {
            var configuration = MockConfiguration(recordsRequests: false)
            configuration.latencyMilliseconds = latency
            if let pages {
                guard Self.isDirectory(pages) else { throw ValidationError("--pages: '\(pages)' is not a directory") }
                configuration.pagesDirectory = pages
            }
            if let faultRate {
                configuration.randomFaults = MockRandomFaults(rate: faultRate, seed: UInt64(seed ?? 1))
            } else if seed != nil {
                throw ValidationError("--seed needs --fault-rate")
            }
            if let now {
                guard let date = Self.parseTime(now) else {
                    throw ValidationError(
                        "--now: '\(now)' is not an ISO 8601 time such as 2026-08-20T14:00:00+09:00"
                    )
                }
                configuration.now = date
            }
            for assignment in keys {
                let (variable, value) = try Self.key(assignment)
                configuration.keys[variable] = value
            }
            configuration.localMedia = localMedia
            if let mediaSize { configuration.mediaBytes = mediaSize }
            if let mediaHosts { configuration.mediaHosts = mediaHosts }
            for fault in faults {
                do {
                    configuration.faults.append(try MockFault(specification: fault))
                } catch {
                    throw ValidationError("--fault: \(error.message)")
                }
            }
            return configuration
        }
    }

    public func validate() throws {
        _ = try configuration
    }

    /// Starts the server and reports where it listens; the report that follows comes when a
    /// stop signal arrives, once the server stopped.
    public func run(_ context: MockRunContext) async throws -> Report {
        let server: MockServer
        do {
            var configuration = try configuration
            if let requestLog { configuration.requestLog = try MockRequestLog(path: requestLog) }
            server = try MockServer.start(configuration, port: UInt16(port))
        } catch let error as MockServerError {
            throw CLIError(error.description)
        }
        let exports =
            printsEnvironment
            ? MockUpstream.environment(baseURL: server.baseURL, configuration: server.configuration).map {
                "export \($0.variable)=\(Self.shellQuoted($0.value))"
            } : []
        return Report(output: ReportOutput(human: TextView(exports + ["listening \(server.baseURL)"]))) {
            await context.untilStopped()
            server.stop()
            return nil
        }
    }

    /// A `--key` value, `VARIABLE=VALUE`: the variable of a key some route checks, and a value
    /// that is not empty. Messages name the variable, never the value.
    private static func key(_ assignment: String) throws -> (variable: String, value: String) {
        let known = MockUpstream.allKeys.map(\.variable)
        guard let equals = assignment.firstIndex(of: "=") else {
            throw ValidationError(
                "--key: expected VARIABLE=VALUE, with VARIABLE one of \(known.joined(separator: ", "))"
            )
        }
        let variable = String(assignment[..<equals])
        guard known.contains(variable) else {
            throw ValidationError(
                "--key: no route checks a key named '\(variable)'; use one of \(known.joined(separator: ", "))"
            )
        }
        let value = String(assignment[assignment.index(after: equals)...])
        guard !value.isEmpty else { throw ValidationError("--key \(variable): the key must not be empty") }
        return (variable, value)
    }

    /// `text` in single quotes for a POSIX shell, each `'` written `'\''`.
    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// An ISO 8601 time with its offset (`Z` or `±hh:mm`), with or without fractional seconds.
    private static func parseTime(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// What `mock-api` waits on: a stop signal in a real run, something else in tests.
public struct MockRunContext: Sendable {
    /// Returns once the server should stop.
    public var untilStopped: @Sendable () async -> Void

    public init(untilStopped: @escaping @Sendable () async -> Void) {
        self.untilStopped = untilStopped
    }
}

/// A `--fault` specification that could not be read.
public struct MockUsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line saying what was wrong.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
