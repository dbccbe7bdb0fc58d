import Foundation
import QuickSearchData
import QuickSearchDomain

/// A program: its command tree, declared once, with the command behind each runnable node.
struct CommandLineTool: Sendable {
    /// The root node, named after the program.
    var root: CommandNode
    var version: String
    /// The global `--color` option, declared on the root.
    var color: Option<ColorChoice>
    /// Whether options' variables are also read from the config file (`qsearch config`).
    var readsConfigFile: Bool
    /// The variable that fixes the clock of every command (`QSEARCH_NOW`), if the program has one.
    var clockOverride: ClockOverride? = nil

    /// The whole command tree as data.
    var spec: CommandSpec { root.spec }

    /// Parses `arguments` (without the program name), runs the command, and reports any error
    /// as one line on standard error. Never throws: every outcome is an exit code. No arguments
    /// at all print the program's help.
    ///
    /// A failed write to standard output wins over the command's own outcome: one error line
    /// and exit 74, except a broken pipe (the reader stopped, as `head` does), which ends quietly
    /// with the command's own code.
    func run(_ arguments: [String], context: CommandContext) async -> ExitCode {
        let code = await runCommand(arguments, context: context)
        context.stdout.finish()
        guard let failure = context.stdout.writeFailure else { return code }
        if failure.isBrokenPipe { return code }
        context.stderr.write(
            "\(spec.name): error: cannot write to standard output: \(failure.reason); \(failure.advice)\n"
        )
        return .storage
    }

    private func runCommand(_ arguments: [String], context: CommandContext) async -> ExitCode {
        let program = spec.name
        do {
            if arguments.isEmpty, let request = HelpRequest.resolve([], in: spec) {
                context.stdout.write(HelpFormatter(width: min(context.terminal.width, 100)).render(request))
                return .success
            }
            switch try ArgumentParser.parse(arguments, spec: spec) {
            case .help(let request):
                context.stdout.write(HelpFormatter(width: min(context.terminal.width, 100)).render(request))
                return .success
            case .version:
                context.stdout.write("\(program) \(version)\n")
                return .success
            case .run(var parsed):
                guard let node = root.node(at: parsed.subcommandPath), let make = node.make else {
                    throw parsed.usageError("'\(parsed.commandName)' needs a subcommand", kind: .missingSubcommand)
                }
                parsed.environment = OptionEnvironment(
                    context.environment.variables,
                    readsConfigFile: readsConfigFile && node.readsConfigFile
                )
                var context = context
                if let clockOverride {
                    context.now = try clockOverride.clock(in: context.environment, otherwise: context.now)
                }
                context.terminal = try ColorChoice.chosen(parsed, option: color).applied(to: context.terminal)
                let command = try make(parsed, context)
                return try await command.run(context)
            }
        } catch let request as FieldListRequest {
            context.stdout.write(request.listing)
            return .success
        } catch {
            if let failure = context.stdout.writeFailure, !failure.isBrokenPipe { return .storage }
            let (message, code) = Self.describe(error)
            context.stderr.write("\(program): error: \(TextSanitizer.singleLine(message))\n")
            return code
        }
    }

    /// The message and exit code for any error a command may throw.
    static func describe(_ error: any Error) -> (String, ExitCode) {
        switch error {
        case let error as UsageError:
            return (error.message, .usage)
        case let error as CLIError:
            return (error.message, error.exitCode)
        case let error as ConfigurationError:
            return (error.explained, .configuration)
        case let error as SourceFailure:
            return (error.explained, ExitCode(error.kind))
        case let error as StoreError:
            return ("\(error.message)", .storage)
        case let error as AppPathsError:
            return (error.message, [.homeNotSet, .homeMissing].contains(error.code) ? .configuration : .storage)
        default:
            return (unexpected(error), .failure)
        }
    }

    /// A line for an error no layer described. Foundation's own wording ("The operation could
    /// not be completed", "NSCocoaErrorDomain error 256") never reaches the user: a system error
    /// is named by its POSIX reason, anything else as unexpected, to be reported.
    private static func unexpected(_ error: any Error) -> String {
        let bridged = error as NSError
        let posix =
            bridged.domain == NSPOSIXErrorDomain
            ? bridged
            : (bridged.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap {
                $0.domain == NSPOSIXErrorDomain ? $0 : nil
            }
        if let posix {
            return
                "\(String(cString: strerror(Int32(truncatingIfNeeded: posix.code)))); check the paths and permissions involved"
        }
        return "an unexpected internal error (\(type(of: error))); please report it"
    }
}
