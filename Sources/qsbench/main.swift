import Foundation
import QuickSearchData
import QuickSearchDomain

// qsbench: in-process benchmarks, one machine-readable line of figures per run.
//
//   qsbench devevents-parse FILE [--iterations N] [--stage extract|full] [--unlimited]
//   qsbench cache-lookup [--iterations N]
//   qsbench archive-lookup [--entries N] [--iterations N]
//   qsbench store-writes DB [--count N] [--prefix P] [--report]
//
// parses and extracts a Dev-Event page N times (default 200, after one warm-up run) with
// `LibXMLDevEventPageParser` and prints e.g.
//   devevents-parse impl=swift pages_per_s=330.1 ms_per_page=3.029 mb_per_s=17.1 events=80 iterations=200 bytes=51878
// the same line format as `bench/lxml_extract.py FILE N` (which prints `impl=lxml`), plus
// `cpu_ms_per_page`, the process's CPU time per page (steady on a busy machine).
// Stage `extract` (the work lxml_extract.py does: HTML parse, sections, entries, titles, links,
// fields, tags) or `full` (the default: also dates, tag classes and ids, i.e. the events).
// `--unlimited` lifts the parser's node limit (`LibXMLDevEventPageParser.maximumNodes`), so pages
// the tools refuse are read through, to measure how time grows with the page; `work_units` is
// what `DevEventWorkMeter` counts for one read.

let usage = """
    usage: qsbench devevents-parse FILE [--iterations N] [--stage extract|full] [--unlimited]
           qsbench cache-lookup [--iterations N]
           qsbench archive-lookup [--entries N] [--iterations N]
           qsbench store-writes DB [--count N] [--prefix P] [--report]
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

/// FILE and N from the arguments after the subcommand.
func devEventsParseOptions(_ arguments: [String]) -> (path: String, iterations: Int, fullStage: Bool, unlimited: Bool) {
    var path: String?
    var iterations = 200
    var fullStage = true
    var unlimited = false
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        if argument == "--unlimited" {
            unlimited = true
        } else if argument == "--stage" {
            switch rest.popFirst() {
            case "extract": fullStage = false
            case "full": fullStage = true
            default: fail(usage, status: 64)
            }
        } else if argument == "--iterations" || argument.hasPrefix("--iterations=") {
            let value = argument == "--iterations" ? rest.popFirst() : String(argument.dropFirst("--iterations=".count))
            guard let value, let count = Int(value), count > 0 else { fail(usage, status: 64) }
            iterations = count
        } else if path == nil && !argument.hasPrefix("-") {
            path = argument
        } else {
            fail(usage, status: 64)
        }
    }
    guard let path else { fail(usage, status: 64) }
    return (path, iterations, fullStage, unlimited)
}

func runDevEventsParse(_ arguments: [String]) {
    let (path, iterations, fullStage, unlimited) = devEventsParseOptions(arguments)
    guard let html = FileManager.default.contents(atPath: path) else {
        fail("qsbench: cannot read \(path)", status: 66)
    }
    var parser = LibXMLDevEventPageParser()
    if unlimited {
        parser.nodeLimit = .max
    }
    let run = { () -> Int in
        fullStage ? parser.parse(html).events.count : parser.sections(in: html).reduce(0) { $0 + $1.entries.count }
    }
    var events = run()
    let cpuBefore = processCPUSeconds()
    let elapsed = ContinuousClock().measure {
        for _ in 0..<iterations {
            events = run()
        }
    }
    let cpuPerPage = (processCPUSeconds() - cpuBefore) / Double(iterations)
    let meter = DevEventWorkMeter()
    _ = parser.parse(html, meter: meter)
    let seconds = elapsed.timeInterval
    let perPage = seconds / Double(iterations)
    print(
        "devevents-parse",
        "impl=swift",
        "stage=\(fullStage ? "full" : "extract")",
        String(format: "pages_per_s=%.1f", 1 / perPage),
        String(format: "ms_per_page=%.3f", perPage * 1000),
        String(format: "cpu_ms_per_page=%.3f", cpuPerPage * 1000),
        String(format: "mb_per_s=%.1f", Double(html.count) / perPage / 1_000_000),
        "events=\(events)",
        "work_units=\(meter.total)",
        "iterations=\(iterations)",
        "bytes=\(html.count)"
    )
}

/// The CPU time this process has used, in seconds: unlike the wall clock, it does not grow
/// when other work on the machine takes the cores.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "devevents-parse":
    runDevEventsParse(Array(arguments.dropFirst()))
case "cache-lookup":
    runCacheLookup(Array(arguments.dropFirst()))
case "archive-lookup":
    runArchiveLookup(Array(arguments.dropFirst()))
case "store-writes":
    runStoreWrites(Array(arguments.dropFirst()))
default:
    fail(usage, status: 64)
}
