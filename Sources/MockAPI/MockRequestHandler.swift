import Synchronization

/// Turns parsed requests into responses: records them, applies faults, dispatches to routes.
final class MockRequestHandler: Sendable {
    let configuration: MockConfiguration
    private let table: MockRouteTable
    private let faultUses: Mutex<[Int]>
    private let randomFaultGenerator: Mutex<SplitMix64>
    private let recorded = Mutex<[MockRecordedRequest]>([])

    init(configuration: MockConfiguration) {
        self.configuration = configuration
        table = MockRouteTable(configuration: configuration)
        faultUses = Mutex([Int](repeating: 0, count: configuration.faults.count))
        randomFaultGenerator = Mutex(SplitMix64(seed: configuration.randomFaults?.seed ?? 0))
    }

    /// Every request received so far, in arrival order.
    var requests: [MockRecordedRequest] {
        recorded.withLock { $0 }
    }

    /// The response to `request` (its body is dropped later for HEAD).
    func response(for request: HTTPRequest) -> HTTPResponse {
        if configuration.recordsRequests {
            recorded.withLock { $0.append(request.recorded) }
        }
        configuration.requestLog?.record(request)
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.text(status: 405, "405 Method Not Allowed\n")
            response.headers.append(MockNameValue(name: "Allow", value: "GET, HEAD"))
            return response
        }
        let route = table.route(for: request.path)
        guard let kind = claimFault(route: route, request: request)?.kind ?? randomFault(route: route) else {
            return route.respond(to: request)
        }
        return kind.response(format: route.format, request: request) { route.respond(to: request) }
    }

    /// A random transient fault for an upstream route, when random faults are on and the draw says so.
    private func randomFault(route: any MockRoute) -> MockFaultKind? {
        guard let random = configuration.randomFaults, route.faultRoute != nil else { return nil }
        return randomFaultGenerator.withLock { random.draw(&$0) }
    }

    /// The first fault matching the request with uses left; counts one use of it.
    private func claimFault(route: any MockRoute, request: HTTPRequest) -> MockFault? {
        let faults = configuration.faults
        guard !faults.isEmpty else { return nil }
        let name = route.faultRoute
        let page = route.pageNumber(of: request)
        return faultUses.withLock { uses in
            for (index, fault) in faults.enumerated() {
                guard fault.route == .any || fault.route == name else { continue }
                if let wanted = fault.page, wanted != page { continue }
                if let times = fault.times, uses[index] >= times { continue }
                uses[index] += 1
                return fault
            }
            return nil
        }
    }
}
