/// Where Ctrl-C (SIGINT) comes from: the process's signal (`ProcessInterrupts`), or in tests a
/// button pressed at a chosen moment. Injected through `ProgramIO`; `Diagnostics` is its one user.
public protocol InterruptSource: Sendable {
    /// From now on, Ctrl-C calls `interrupted` (on any thread) instead of ending the process;
    /// the returned closure gives Ctrl-C its default action back.
    func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void

    /// Ends the process as an uncaught Ctrl-C does (killed by SIGINT, so the shell sees 130).
    func endAsInterrupted()
}
