/// The arguments of the running process as the kernel handed them over, each checked to be
/// UTF-8: Swift's `CommandLine.arguments` replaces invalid bytes with U+FFFD, which would
/// silently search for `��` or save a name the user never typed.
public enum ProcessArguments {
    /// The arguments after the program name, or the usage error naming the first that is not
    /// UTF-8 (`the 1st argument ($'\xff\xfe') is not valid UTF-8 …`).
    public static func current(program: String) -> Result<[String], UsageError> {
        let count = Int(CommandLine.argc)
        var arguments: [String] = []
        arguments.reserveCapacity(max(0, count - 1))
        for index in 1..<max(1, count) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            guard let argument = String(validatingCString: pointer) else {
                var bytes: [UInt8] = []
                var cursor = pointer
                while cursor.pointee != 0 {
                    bytes.append(UInt8(bitPattern: cursor.pointee))
                    cursor += 1
                }
                return .failure(invalid(bytes, position: index, program: program))
            }
            arguments.append(argument)
        }
        return .success(arguments)
    }

    /// The error for the argument at `position` (1 = the first after the program name).
    static func invalid(_ bytes: [UInt8], position: Int, program: String) -> UsageError {
        UsageError(
            kind: .invalidValue,
            reason:
                "the \(ordinal(position)) argument (\(shellQuoted(bytes))) is not valid UTF-8; give text in UTF-8 (check the encoding of the terminal or the script that called \(program))",
            helpCommand: program
        )
    }

    /// The bytes as a shell would take them back: `$'…'` with non-ASCII and control bytes as `\xHH`.
    static func shellQuoted(_ bytes: some Collection<UInt8>) -> String {
        var text = "$'"
        for byte in bytes.prefix(64) {
            switch byte {
            case 0x20...0x7E where byte != 0x27 && byte != 0x5C:
                text.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return text + (bytes.count > 64 ? "…'" : "'")
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
    static func ordinal(_ number: Int) -> String {
        let suffix =
            switch (number % 10, number % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(number)\(suffix)"
    }
}

extension CommandProgram {
    /// Runs the program as the process: its own arguments (each checked to be UTF-8), standard
    /// streams and environment.
    public func runProcess() async -> ExitCode {
        let io = ProgramIO.live()
        switch ProcessArguments.current(program: spec.name) {
        case .success(let arguments):
            return await run(arguments, io: io)
        case .failure(let error):
            Diagnostics(program: spec.name, io: io).error(error.message)
            return .usage
        }
    }

    /// Help and the version for the process's own arguments, answered without starting
    /// anything (see `answerAtOnce(_:io:)`); nil when `runProcess` has the work to do.
    public func answerProcessAtOnce() -> ExitCode? {
        guard case .success(let arguments) = ProcessArguments.current(program: spec.name) else { return nil }
        return answerAtOnce(arguments, io: .live())
    }
}
