import Foundation

/// One client connection: reads requests in a loop (keep-alive), answers each, and ends when
/// the client closes, asks for `Connection: close`, breaks the protocol, or a fault cuts it.
struct MockConnection {
    let descriptor: Int32
    let handler: MockRequestHandler
    let isStopping: @Sendable () -> Bool

    /// Idle seconds before a silent connection is dropped.
    static let idleTimeoutSeconds = 30

    /// Serves requests until the connection ends; says how to close it.
    func serve() -> ConnectionEnding {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            switch HTTPRequestParser.parse(buffer) {
            case .incomplete:
                let count = SocketCalls.receive(descriptor, into: &chunk)
                guard count > 0 else { return .graceful }
                buffer.append(contentsOf: chunk[0..<count])
            case .failure(let status, let reason):
                let response = HTTPResponse.text(
                    status: status,
                    "\(status) \(HTTPStatusReason.phrase(for: status)): \(reason)\n"
                )
                _ = send(response, omitBody: false, closing: true, keepAliveHeader: false)
                return finishGracefully()
            case .request(let request, let consumed):
                buffer.removeFirst(consumed)
                let arrived = ContinuousClock.now
                let response = handler.response(for: request)
                // The latency is the time from the request to its answer, as a server's is: the
                // time spent making the answer is part of it, so a long body generated here
                // (a 1,000-row forecast) is not slower than a short one.
                let delay = Duration.milliseconds(
                    handler.configuration.latencyMilliseconds + response.extraDelayMilliseconds
                )
                let remaining = arrived + delay - ContinuousClock.now
                if remaining > .zero {
                    Thread.sleep(forTimeInterval: remaining / .seconds(1))
                }
                switch response.delivery {
                case .reset:
                    return .reset
                case .truncated:
                    sendTruncated(response, omitBody: request.method == "HEAD")
                    return finishGracefully()
                case .hang:
                    return holdUntilClientLeaves()
                case .stall:
                    sendHalf(response)
                    return holdUntilClientLeaves()
                case .held(let gate):
                    guard waitForRelease(by: gate) else { return .graceful }
                    guard send(response, omitBody: request.method == "HEAD", closing: true, keepAliveHeader: false)
                    else { return .reset }
                    return finishGracefully()
                case .resetMidBody:
                    sendHalf(response)
                    return .reset
                case .streamed(let body):
                    let head = response.head(contentLength: body.count, closing: true, keepAliveHeader: false)
                    guard SocketCalls.sendAll(descriptor, head[...]),
                        request.method == "HEAD" || body.forEachPiece({ SocketCalls.sendAll(descriptor, $0) })
                    else { return .reset }
                    return finishGracefully()
                case .complete:
                    let keepAlive = request.keepsAlive && !isStopping()
                    let sent = send(
                        response,
                        omitBody: request.method == "HEAD",
                        closing: !keepAlive,
                        keepAliveHeader: request.version == "HTTP/1.0"
                    )
                    guard sent else { return .reset }
                    if !keepAlive { return finishGracefully() }
                }
            }
        }
    }

    private func send(_ response: HTTPResponse, omitBody: Bool, closing: Bool, keepAliveHeader: Bool) -> Bool {
        let length = response.announcedLength ?? response.body.count
        var bytes = response.head(contentLength: length, closing: closing, keepAliveHeader: keepAliveHeader)
        if !omitBody, response.statusAllowsBody {
            bytes += response.body
        }
        return SocketCalls.sendAll(descriptor, bytes[...])
    }

    /// Announces the whole body (at least 64 bytes) but sends only the first half.
    private func sendTruncated(_ response: HTTPResponse, omitBody: Bool) {
        let announced = max(response.body.count, 64)
        var bytes = response.head(contentLength: announced, closing: true, keepAliveHeader: false)
        if !omitBody {
            bytes += response.body.prefix(response.body.count / 2)
        }
        _ = SocketCalls.sendAll(descriptor, bytes[...])
    }

    /// Sends the head announcing the whole body, then the first half of the body.
    private func sendHalf(_ response: HTTPResponse) {
        let bytes =
            response.head(contentLength: response.body.count, closing: true, keepAliveHeader: false)
            + response.body.prefix(response.body.count / 2)
        _ = SocketCalls.sendAll(descriptor, bytes[...])
    }

    /// Counts the transfer's arrival at `gate`, then waits until the gate releases it (true),
    /// or the client leaves or the server stops (false).
    private func waitForRelease(by gate: MockTransferGate) -> Bool {
        let number = gate.arrive()
        var scratch = [UInt8](repeating: 0, count: 4096)
        while !gate.isReleased(number) {
            if isStopping() { return false }
            if SocketCalls.waitReadable(descriptor, milliseconds: 20),
                SocketCalls.receive(descriptor, into: &scratch) <= 0
            {
                return false
            }
        }
        return true
    }

    /// Sends nothing more; reads and drops whatever arrives until the client closes or the
    /// server stops.
    private func holdUntilClientLeaves() -> ConnectionEnding {
        var scratch = [UInt8](repeating: 0, count: 4096)
        while !isStopping() {
            guard SocketCalls.waitReadable(descriptor, milliseconds: 100) else { continue }
            if SocketCalls.receive(descriptor, into: &scratch) <= 0 { break }
        }
        return .graceful
    }

    /// Ends the sending side, then reads (for at most a second) until the client closes, so
    /// that unread request bytes never turn the close into a reset that loses the answer.
    private func finishGracefully() -> ConnectionEnding {
        SocketCalls.shutdownWrite(descriptor)
        var scratch = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<10 {
            guard SocketCalls.waitReadable(descriptor, milliseconds: 100) else { continue }
            if SocketCalls.receive(descriptor, into: &scratch) <= 0 { break }
        }
        return .graceful
    }
}

/// How a served connection is to be closed.
enum ConnectionEnding {
    /// Already shut down in order: just release the descriptor.
    case graceful
    /// Close with a TCP reset (a fault, or a peer that broke the protocol mid-stream).
    case reset
}
