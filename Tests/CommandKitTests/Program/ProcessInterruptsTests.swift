import Testing

@testable import CommandKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one test that sends the process a real SIGINT (to the process, as a terminal does: the
/// test's own thread, one of dispatch's, blocks signals): every other test that draws a
/// progress line gives its run a `PressableInterrupts`, so nothing else here catches or gives
/// back the signal meanwhile.
@Suite("ProcessInterrupts: the process's SIGINT")
struct ProcessInterruptsTests {
    /// The time limit only guards against a hang (a SIGINT that never reaches the handler);
    /// nothing here is timed.
    @Test(
        "Caught, given back and caught again, as a search's progress line and then its downloads do: each SIGINT reaches the handler in place",
        .timeLimit(.minutes(5))
    )
    func caughtAgainAfterRelease() async {
        let interrupts = ProcessInterrupts()
        for round in 1...3 {
            let (presses, pressed) = AsyncStream.makeStream(of: Int.self)
            let release = interrupts.catchInterrupts { pressed.yield(round) }
            kill(getpid(), SIGINT)
            var heard = presses.makeAsyncIterator()
            #expect(await heard.next() == round)
            release()
        }
    }
}
