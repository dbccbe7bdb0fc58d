import MockAPI
import TestSupport

/// The upstreams of one cell: the mock (with the cell's fault when it lives there), and the
/// refused port, full listener or redirect sink the fault needs.
final class ArrangedUpstreams {
    private let cell: MatrixCell
    private let mock: MockServer
    private let sink: MockServer?
    private var refused: RefusingPort?
    private var backlog: BacklogFullListener?

    init(cell: MatrixCell, context: MatrixContext) throws {
        self.cell = cell
        var configuration = MockConfiguration(
            keys: context.secrets.environment,
            pagesDirectory: context.fixturesDirectory
        )
        var sink: MockServer?
        switch cell.fault.placement {
        case .none:
            break
        case .mock(let kind):
            configuration.faults = [MockFault(route: cell.upstream.route, kind: kind)]
        case .redirect(let status):
            let target = try MockServer.start(configuration)
            configuration.faults = [
                MockFault(route: cell.upstream.route, kind: .redirect(status: status, port: target.port))
            ]
            sink = target
        case .refused:
            refused = try RefusingPort()
        case .connectTimeout:
            guard let listener = BacklogFullListener() else {
                throw SkipReason("a full accept queue could not be made on loopback here")
            }
            backlog = listener
        case .unresolvable:
            if case .failure(let reason) = context.sandbox { throw reason }
        }
        self.sink = sink
        mock = try MockServer.start(configuration)
    }

    /// The value of the upstream's address variable.
    func address(of upstream: MatrixUpstream) -> String {
        guard upstream == cell.upstream else { return upstream.address(base: mock.baseURL) }
        switch cell.fault.placement {
        case .refused: return upstream.address(base: refused?.baseURL ?? mock.baseURL)
        case .connectTimeout: return upstream.address(base: backlog?.baseURL ?? mock.baseURL)
        case .unresolvable: return upstream.address(base: "https://\(ResolverSandbox.hostName)")
        case .none, .mock, .redirect: return upstream.address(base: mock.baseURL)
        }
    }

    /// What reached the redirect target (empty when there is none).
    var sinkRequests: [MockRecordedRequest] {
        sink?.requests ?? []
    }

    func stop() {
        mock.stop()
        sink?.stop()
    }
}
