/// A target whose upstream is the same for every request, so that whatever makes such targets
/// (a media source) takes its upstream from the target type and cannot disagree with it.
public protocol FixedUpstreamTarget: RequestTarget {
    static var fixedUpstream: Upstream { get }
}

extension FixedUpstreamTarget {
    public var upstream: Upstream { Self.fixedUpstream }
}
