/// A public-data-portal operation: it names its item type and maps the items of a normal
/// answer to its output; every error form is read by `PortalErrorReading` before decoding.
public protocol PortalRequestTarget: FixedUpstreamTarget {
    associatedtype Item: Decodable

    /// The name messages about this target's answers start with (`airkorea`).
    var answerName: String { get }
    /// The output of a normal answer, whether it may be cached, and until when.
    func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<Output>
}

extension PortalRequestTarget {
    public static var fixedUpstream: Upstream { .dataGoKr }

    public func decode(_ response: HTTPResponse) throws -> Decoded<Output> {
        try output(from: PortalErrorReading.envelope(Item.self, from: response, source: answerName))
    }
}
