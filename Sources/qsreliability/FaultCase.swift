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
