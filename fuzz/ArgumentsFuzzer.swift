import Foundation
import QuickSearchData

@testable import CommandKit
@testable import QuickSearchApp

// libFuzzer entry point for the argument parser: every input is a command line (arguments
// separated by NUL bytes) given to both programs. A valid line is prepared as the kit would
// prepare it (options filled and validated, which does no I/O) and a help request is rendered;
// nothing runs. Every outcome must be a value or an error with a message, never a trap.

private struct DiscardingSink: TextSink {
    func write(_ text: String) {}
}

private let io = ProgramIO(
    variables: [:],
    stdout: DiscardingSink(),
    stderr: DiscardingSink(),
    terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
    stderrIsTerminal: false,
    now: { Date(timeIntervalSince1970: 1_780_000_000) }
)

private func check(_ arguments: [String], against tool: QuickSearchProgram) {
    do {
        switch try ArgumentParser.parse(arguments, spec: tool.spec) {
        case .help(let request):
            _ = HelpFormatter(width: 80).render(request)
        case .version:
            break
        case .run(let parsed):
            guard let node = tool.root.node(at: parsed.subcommandPath), let prepare = node.prepare else { return }
            let invocation = Invocation(
                parsed: parsed,
                io: io,
                diagnostics: Diagnostics(program: tool.spec.name, io: io),
                outputFormat: (try? OutputFormat(parsed)) ?? .human,
                color: .auto,
                root: tool.spec,
                version: "0"
            )
            _ = try prepare(invocation, try Runtime(invocation, clockOverride: nil, seam: .live))
        }
    } catch {
        if AppErrors.describer.describe(error).message.isEmpty {
            fatalError("an error without a message for \(arguments): \(error)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let arguments = UnsafeBufferPointer(start: data, count: size)
        .split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    check(arguments, against: QSearchTool.tool)
    check(arguments, against: DevEventsTool.tool)
    return 0
}
