import Synchronization

/// Where a declared option or argument keeps the value parsed for it. A reference, so that the
/// kit fills the slots of a command value it recorded (see `DeclarationRecorder`) and every copy
/// of the command reads them.
final class ValueSlot<Value: Sendable>: Sendable {
    private let storage = Mutex<(value: Value, origin: OptionOrigin)?>(nil)

    init() {}

    /// The value parsed and where it came from; nil before the command line was read.
    var filled: (value: Value, origin: OptionOrigin)? {
        storage.withLock { $0 }
    }

    func fill(_ value: Value, origin: OptionOrigin) {
        storage.withLock { $0 = (value, origin) }
    }
}

/// An option, flag or argument declared as a property of a command (or option group), which the
/// kit fills from the parsed command line before the command runs.
protocol DeclaredSlot: Sendable {
    /// The declaration the parser, help and completions read.
    var declaration: SlotDeclaration { get }
    /// The value slot, which tells this declaration from another (see `DeclarationRecorder`).
    var identity: ObjectIdentifier { get }
    /// Reads the slot's value from `parsed`; throws `UsageError` or `VariableError` for a bad one.
    func fill(from parsed: ParsedCommand) throws
}

/// What a declared slot is, for the command's spec.
enum SlotDeclaration: Sendable {
    case option(OptionSpec)
    case argument(PositionalSpec)
    /// An option a parent declares, only read here (not part of this command's spec).
    case inherited(OptionSpec)
}

extension Option: DeclaredSlot {
    var identity: ObjectIdentifier { ObjectIdentifier(slot) }

    var declaration: SlotDeclaration { isInherited ? .inherited(spec) : .option(spec) }

    func fill(from parsed: ParsedCommand) throws {
        let (value, origin) = try parsed.valueAndOrigin(self)
        slot.fill(value, origin: origin)
    }
}

extension Flag: DeclaredSlot {
    var identity: ObjectIdentifier { ObjectIdentifier(slot) }

    var declaration: SlotDeclaration { .option(spec) }

    func fill(from parsed: ParsedCommand) throws {
        slot.fill(parsed[self], origin: parsed.isGiven(self) ? .commandLine : .builtIn)
    }
}

extension Argument: DeclaredSlot {
    var identity: ObjectIdentifier { ObjectIdentifier(slot) }

    var declaration: SlotDeclaration { .argument(spec) }

    func fill(from parsed: ParsedCommand) throws {
        if let reason = refusal(parsed.positionals[spec.name] ?? []) { throw ValidationError(reason) }
        slot.fill(parsed[self], origin: .commandLine)
    }
}
