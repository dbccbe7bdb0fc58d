import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// What the `mock-api` command line asks for.
public enum MockCommand: Sendable {
    /// Print the usage text.
    case help
    /// Serve on `port` (0 = ephemeral) with `configuration`.
    case serve(port: UInt16, configuration: MockConfiguration)

    /// The `--help` text.
    public static let usage = """
        usage: mock-api [--port N] [--latency MS] [--pages DIR] [--fault SPEC]...
                        [--fault-rate R [--seed N]] [--now ISO8601] [--data-go-kr-key KEY]
                        [--local-media [--media-size BYTES] [--media-hosts N]]

        A local stand-in for the Naver and Kakao search APIs, the public data portal (AirKorea,
        KMA) and a static page server, on 127.0.0.1 only. Prints `listening http://127.0.0.1:PORT` once ready, then serves until
        SIGINT or SIGTERM.

          --port N        port to bind (default 0: an ephemeral port)
          --latency MS    milliseconds to wait before every response (default 0)
          --pages DIR     directory served under /pages/
          --fault-rate R  share (0-1) of upstream requests given a random transient fault
                          (5xx, 429, reset, truncated or broken body, 300 ms delay) when no
                          --fault matched; the draws repeat for the same --seed (default 1)
          --now T         answer the portal routes for the ISO 8601 time T, such as
                          2026-08-20T14:00:00+09:00 (default: the real clock)
          --data-go-kr-key KEY
                          the only portal serviceKey accepted (default mock-data-go-kr-key)
          --local-media   search results point at images on this server (/media/…) instead
                          of example.com; a query token broken=1 makes some misbehave,
                          stall=1 makes every image stop halfway
          --media-size BYTES
                          with --local-media, the size of every image (default 20000)
          --media-hosts N with --local-media, spread the media over N host names
                          img1.localhost … imgN.localhost (1-\(maximumMediaHosts)), all this
                          server on loopback (default 1: the host the search was asked on)
          --help          show this text

        Routes: /v1/search/image[.json] (Naver: X-Naver-Client-Id mock-naver-id,
        X-Naver-Client-Secret mock-naver-secret), /v2/search/image and /v2/search/vclip
        (Kakao: Authorization: KakaoAK mock-kakao-key), /v2/local/search/address.json,
        /v2/local/search/keyword.json and /v2/local/geo/coord2regioncode.json (Kakao Local,
        same key: 혜화동, 광주, 강남역, 도쿄역), /B552584/… (AirKorea) and /1360000/… (KMA
        forecasts and UV index; query serviceKey, percent-encoded once), /pages/FILE, /status/NNN, /media/… (see --local-media).
        Result counts: a query token n=N (all sources), naver=N or kakao=N sets them.

        \(MockFault.specificationHelp)
        """

    /// The most host names `--media-hosts` spreads media over.
    static let maximumMediaHosts = 100

    /// Reads the arguments (without the program name). Accepts `--flag value` and `--flag=value`.
    public static func parse(_ arguments: [String]) throws(MockUsageError) -> MockCommand {
        var port: UInt16 = 0
        var configuration = MockConfiguration(recordsRequests: false)
        var remaining = arguments[...]
        var pendingSeed: UInt64?
        while let argument = remaining.popFirst() {
            if argument == "--help" || argument == "-h" { return .help }
            let (flag, inlineValue) = split(argument)
            func value() throws(MockUsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw MockUsageError("\(flag) needs a value") }
                return next
            }
            switch flag {
            case "--port":
                let text = try value()
                guard let parsed = UInt16(text) else {
                    throw MockUsageError("--port: '\(text)' is not a port (0-65535)")
                }
                port = parsed
            case "--latency":
                let text = try value()
                guard let parsed = Int(text), (0...600_000).contains(parsed) else {
                    throw MockUsageError("--latency: '\(text)' is not a number of milliseconds (0-600000)")
                }
                configuration.latencyMilliseconds = parsed
            case "--pages":
                let directory = try value()
                guard isDirectory(directory) else { throw MockUsageError("--pages: '\(directory)' is not a directory") }
                configuration.pagesDirectory = directory
            case "--fault-rate":
                let text = try value()
                guard let rate = Double(text), (0...1).contains(rate) else {
                    throw MockUsageError("--fault-rate: '\(text)' is not a share between 0 and 1")
                }
                configuration.randomFaults = MockRandomFaults(rate: rate, seed: configuration.randomFaults?.seed ?? 1)
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else { throw MockUsageError("--seed: '\(text)' is not a whole number") }
                pendingSeed = seed
            case "--now":
                let text = try value()
                guard let now = parseTime(text) else {
                    throw MockUsageError("--now: '\(text)' is not an ISO 8601 time such as 2026-08-20T14:00:00+09:00")
                }
                configuration.now = now
            case "--data-go-kr-key":
                let key = try value()
                guard !key.isEmpty else { throw MockUsageError("--data-go-kr-key: the key must not be empty") }
                configuration.dataGoKrServiceKey = key
            case "--local-media":
                configuration.localMedia = true
            case "--media-size":
                let text = try value()
                guard let bytes = Int(text), (32...MediaRoute.maximumBytes).contains(bytes) else {
                    throw MockUsageError(
                        "--media-size: '\(text)' is not a size in bytes (32-\(MediaRoute.maximumBytes))"
                    )
                }
                configuration.mediaBytes = bytes
            case "--media-hosts":
                let text = try value()
                guard let hosts = Int(text), (1...maximumMediaHosts).contains(hosts) else {
                    throw MockUsageError("--media-hosts: '\(text)' is not a number of hosts (1-\(maximumMediaHosts))")
                }
                configuration.mediaHosts = hosts
            case "--fault":
                configuration.faults.append(try MockFault(specification: try value()))
            default:
                throw MockUsageError("unknown argument '\(argument)' (see --help)")
            }
        }
        if let seed = pendingSeed {
            guard configuration.randomFaults != nil else { throw MockUsageError("--seed needs --fault-rate") }
            configuration.randomFaults?.seed = seed
        }
        return .serve(port: port, configuration: configuration)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
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

/// A command-line flag or `--fault` specification that could not be read.
public struct MockUsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line saying what was wrong.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
