import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's SIGINT. While caught, a signal handler of its own writes a byte to a pipe
/// (all a handler may safely do) and a dispatch source reading the pipe calls the handler in
/// place; given back, SIGINT has its default action again. The signal is never ignored nor
/// blocked, so it can be caught and given back any number of times in a run, and a program
/// started meanwhile inherits nothing of it.
public struct ProcessInterrupts: InterruptSource {
    public init() {}

    public func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        InterruptPipe.shared.catching(interrupted)
    }

    /// Restores SIGINT's default action, unblocks it in this thread and raises it here, so it
    /// is delivered before `raise` returns and ends the process.
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

/// The write end of the interrupt pipe, for the signal handler (which can capture nothing);
/// set once, before the handler is first installed.
nonisolated(unsafe) private var interruptPipeWriteEnd: Int32 = -1

/// SIGINT's handler while it is caught: one byte into the pipe, never blocking.
private func writeInterruptByte(_: Int32) {
    var byte: UInt8 = 1
    _ = write(interruptPipeWriteEnd, &byte, 1)
}

/// The pipe between SIGINT's handler and the handler in place, made on first use.
private final class InterruptPipe: Sendable {
    static let shared = InterruptPipe()

    private struct State {
        var handler: (id: Int, interrupted: @Sendable () -> Void)?
        var nextID = 0
    }

    private let state = Mutex(State())
    /// The pipe's reader; kept for the life of the process.
    private let reader: Mutex<(any DispatchSourceRead)?>

    private init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            reader = Mutex(nil)
            return
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        interruptPipeWriteEnd = ends[1]
        let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .global())
        source.setEventHandler { InterruptPipe.shared.drain(ends[0]) }
        source.resume()
        reader = Mutex(source)
    }

    /// Puts `interrupted` in place and catches SIGINT; the returned closure gives it back.
    func catching(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let id = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.handler = (id, interrupted)
            return id
        }
        if interruptPipeWriteEnd >= 0 { signal(SIGINT, writeInterruptByte) }
        return { [self] in
            let released = state.withLock { state in
                guard state.handler?.id == id else { return false }
                state.handler = nil
                return true
            }
            if released { signal(SIGINT, SIG_DFL) }
        }
    }

    /// Empties the pipe, then calls the handler in place, once for however many presses.
    private func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        state.withLock { $0.handler?.interrupted }?()
    }
}
