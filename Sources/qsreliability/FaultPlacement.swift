import MockAPI

/// Where a fault lives: in the mock's answer, or in where the upstream's address points.
enum FaultPlacement {
    /// No fault: the baseline every other cell is compared with.
    case none
    /// The mock answers the upstream's route with this fault.
    case mock(MockFaultKind)
    /// The address is a loopback port where nothing listens.
    case refused
    /// The address is a name no resolver knows (resolution confined to loopback).
    case unresolvable
    /// The address is a loopback listener whose accept queue is full: connecting never completes.
    case connectTimeout
    /// The mock redirects (301 or 302) to a second loopback server that records what arrives.
    case redirect(status: Int)
}
