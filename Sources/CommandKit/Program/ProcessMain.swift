import Dispatch
import Foundation
import Synchronization

/// The process's main thread while a program runs: it waits for `body`, which runs on the
/// concurrency pool, then exits with its status.
///
/// An `await` at the top level of `main.swift` makes the main thread leave through
/// `dispatch_main`, which ends it with `pthread_exit`: that unwinds its stack by the binary's
/// unwinding tables, reading about 0.8 MB of them on every run. Waiting here instead costs one
/// semaphore. Nothing may then need the main actor, which no waiting thread would serve.
///
/// As `dispatch_main` leaves it, the waiting thread takes every signal: the pool's threads block
/// them all, and a mask inherited from the parent (one that blocks SIGINT, say) is cleared here,
/// so that Ctrl-C always reaches the handler in place (`ProcessInterrupts`).
///
/// With glibc, the run's threads share one malloc arena: by default each thread that allocates
/// while another holds the arena gets one of its own, and the pages each keeps add up (a
/// 1,000-image search peaked 1.3 MB higher, and took no less time).
///
/// The process leaves with `_exit` once the C library's streams are flushed: `exit` would also
/// run the destructors of every shared library loaded on the way, which free memory and state
/// the kernel takes back anyway, and would wait for a library still being loaded on another
/// thread. `body` closes what it opened before it returns, and `StandardStream` writes
/// unbuffered.
public enum ProcessMain {
    /// Runs `body` and exits the process with the status it returns.
    public static func run(_ body: @escaping @Sendable () async -> Int32) -> Never {
        useOneMallocArena()
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        let status = Mutex<Int32>(0)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let code = await body()
            status.withLock { $0 = code }
            done.signal()
        }
        done.wait()
        fflush(nil)
        _exit(status.withLock { $0 })
    }

    /// `mallopt(M_ARENA_MAX, 1)` where the C library is glibc; Swift's `Glibc` module leaves out
    /// `<malloc.h>`, so the function is looked up by name.
    private static func useOneMallocArena() {
        #if canImport(Glibc)
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        let arenaMaximum: Int32 = -8  // M_ARENA_MAX
        guard let symbol = dlsym(nil, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallocOption.self)(arenaMaximum, 1)
        #endif
    }
}
