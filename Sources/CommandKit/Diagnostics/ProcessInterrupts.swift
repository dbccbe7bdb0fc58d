import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's SIGINT: caught through a dispatch signal source (the signal itself ignored
/// meanwhile, so it never kills the process half-way), given back with its default action.
public struct ProcessInterrupts: InterruptSource {
    public init() {}

    public func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler(handler: interrupted)
        source.resume()
        let caught = CaughtSignal(source)
        return { caught.release() }
    }

    /// Restores SIGINT's default action, unblocks it in this thread (dispatch's threads block
    /// signals) and raises it here, so it is delivered before `raise` returns and ends the process.
    public func endAsInterrupted() {
        signal(SIGINT, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(SIGINT)
        _exit(130)
    }
}

/// A SIGINT handler in place, given back once.
private final class CaughtSignal: Sendable {
    private let source: Mutex<(any DispatchSourceSignal)?>

    init(_ source: sending any DispatchSourceSignal) {
        self.source = Mutex(source)
    }

    /// Removes the handler and restores SIGINT's default action; nothing the second time.
    func release() {
        guard let source = source.withLock({ $0.take() }) else { return }
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
