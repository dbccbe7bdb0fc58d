import MockAPI

/// One row of the fault table: a named fault, where it lives, and what it must do to the
/// source it hits on a JSON API and on the page fetch (nil: not applicable there).
struct FaultCase {
    var name: String
    var placement: FaultPlacement
    var onJSON: SourceEffect?
    var onPage: SourceEffect?
    /// Only for this upstream family (Naver or Kakao documented errors); nil for all.
    var naverOnly: Bool?

    /// The effect on `upstream`, or nil when the fault does not apply to it.
    func effect(on upstream: MatrixUpstream) -> SourceEffect? {
        if let naverOnly, naverOnly != upstream.isNaver || !upstream.speaksJSON { return nil }
        return upstream.speaksJSON ? onJSON : onPage
    }
}

extension FaultCase {
    /// A fault with the same effect whatever the upstream speaks (JSON or an event page).
    init(name: String, placement: FaultPlacement, everywhere effect: SourceEffect) {
        self.init(name: name, placement: placement, onJSON: effect, onPage: effect)
    }
}

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
