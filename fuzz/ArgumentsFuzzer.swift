import Foundation
import QuickSearchData
@testable import QuickSearchCLI

// libFuzzer entry point for the argument parser: every input is a command line (arguments
// separated by NUL bytes) given to both programs. A valid line is validated by its command's
// initialiser (which does no I/O) and a help request is rendered; nothing runs. Every outcome
// must be a value or a usage-style error, never a trap.

private struct DiscardingSink: TextSink {
    func write(_ text: String) {}
}

private let context = CommandContext(
    environment: Environment([:]), stdout: DiscardingSink(), stderr: DiscardingSink(),
    terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80), stderrIsTerminal: false,
    now: { Date(timeIntervalSince1970: 1_780_000_000) }
)

private func check(_ arguments: [String], against tool: CommandLineTool) {
    do {
        switch try ArgumentParser.parse(arguments, spec: tool.spec) {
        case let .help(request):
            _ = HelpFormatter(width: 80).render(request)
        case .version:
            break
        case let .run(parsed):
            guard let make = tool.root.node(at: parsed.subcommandPath)?.make else { return }
            _ = try make(parsed, context)
        }
    } catch {
        let (message, _) = CommandLineTool.describe(error)
        if message.isEmpty {
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
