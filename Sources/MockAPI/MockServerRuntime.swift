import Foundation
import Synchronization

/// The running parts of a mock server: the listening socket, the accept thread, and the
/// open connections (one thread each).
final class MockServerRuntime: Sendable {
    let listener: ListeningSocket
    let handler: MockRequestHandler
    private let state = Mutex(RuntimeState())
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    private struct RuntimeState {
        var stopping = false
        var connections: Set<Int32> = []
    }

    init(listener: ListeningSocket, handler: MockRequestHandler) {
        self.listener = listener
        self.handler = handler
    }

    var isStopping: Bool {
        state.withLock { $0.stopping }
    }

    /// Starts the accept thread.
    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "mock-api accept"
        thread.start()
    }

    /// Stops accepting, cuts open connections and waits for the accept thread to finish.
    func stop() {
        let first = state.withLock { state -> Bool in
            guard !state.stopping else { return false }
            state.stopping = true
            for descriptor in state.connections {
                SocketCalls.shutdownBoth(descriptor)
            }
            return true
        }
        guard first else { return }
        SocketCalls.shutdownBoth(listener.descriptor)
        acceptLoopEnded.wait()
    }

    private func acceptLoop() {
        while !isStopping {
            guard SocketCalls.waitReadable(listener.descriptor, milliseconds: 100) else { continue }
            let descriptor = SocketCalls.accept(listener.descriptor)
            guard descriptor >= 0 else {
                Thread.sleep(forTimeInterval: 0.005)
                continue
            }
            let registered = state.withLock { state -> Bool in
                guard !state.stopping else { return false }
                state.connections.insert(descriptor)
                return true
            }
            guard registered else {
                SocketCalls.close(descriptor)
                break
            }
            SocketCalls.setTimeouts(descriptor, seconds: MockConnection.idleTimeoutSeconds)
            let thread = Thread { [self] in serveConnection(descriptor) }
            thread.name = "mock-api connection"
            thread.start()
        }
        SocketCalls.close(listener.descriptor)
        acceptLoopEnded.signal()
    }

    private func serveConnection(_ descriptor: Int32) {
        let connection = MockConnection(
            descriptor: descriptor,
            handler: handler,
            isStopping: { [self] in isStopping }
        )
        let ending = connection.serve()
        state.withLock { _ = $0.connections.remove(descriptor) }
        if ending == .reset {
            SocketCalls.armReset(descriptor)
        }
        SocketCalls.close(descriptor)
    }
}
