import Synchronization

/// A value given as it is, or worked out once, on first use, by any thread.
///
/// A command tree is declared whole, but a run shows or parses one command: the parts only
/// help or parsing needs (a command's recorded options, a discussion built from other
/// declarations) wait until they are asked for, so `qsearch --help` pays for none of them.
final class LazyValue<Value: Sendable>: Sendable {
    private enum State {
        case pending(@Sendable () -> Value)
        case ready(Value)
    }

    private let state: Mutex<State>

    /// The value as it is.
    init(_ value: Value) {
        state = Mutex(.ready(value))
    }

    /// The value `make` works out when first asked for.
    init(making make: @escaping @Sendable () -> Value) {
        state = Mutex(.pending(make))
    }

    /// The value, worked out now if it was not yet.
    var value: Value {
        state.withLock { state in
            switch state {
            case .ready(let value):
                return value
            case .pending(let make):
                let value = make()
                state = .ready(value)
                return value
            }
        }
    }
}
