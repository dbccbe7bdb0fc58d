import Synchronization

/// A command's options and positionals: given as they are, or worked out once, on first use
/// (reflecting a command's properties costs a start-up a few milliseconds per command).
final class DeclaredArguments: Sendable {
    typealias Declarations = (options: [OptionSpec], positionals: [PositionalSpec])

    private enum State {
        case pending(@Sendable () -> Declarations)
        case ready([OptionSpec], [PositionalSpec])
    }

    private let state: Mutex<State>

    /// The declarations as they are.
    init(options: [OptionSpec], positionals: [PositionalSpec]) {
        state = Mutex(.ready(options, positionals))
    }

    /// The declarations `declare` works out when first asked for.
    init(_ declare: @escaping @Sendable () -> Declarations) {
        state = Mutex(.pending(declare))
    }

    /// The declarations, worked out now if they were not yet.
    var value: Declarations {
        state.withLock { state in
            switch state {
            case .ready(let options, let positionals):
                return (options, positionals)
            case .pending(let declare):
                let (options, positionals) = declare()
                state = .ready(options, positionals)
                return (options, positionals)
            }
        }
    }
}
