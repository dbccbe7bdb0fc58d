import Synchronization

/// Idle easy handles by host for the transfers that run on a thread each (streamed downloads), so
/// consecutive downloads from one host reuse its connections.
final class CurlHandlePool: Sendable {
    private let idle = Mutex<[String: [CurlEasyHandle]]>([:])
    private let maximumIdlePerHost: Int

    init(maximumIdlePerHost: Int) {
        self.maximumIdlePerHost = maximumIdlePerHost
    }

    /// An idle handle for the host, or a new one.
    func checkOut(hostKey: String) throws -> CurlEasyHandle {
        if let handle = idle.withLock({ $0[hostKey]?.popLast() }) {
            return handle
        }
        return try CurlEasyHandle()
    }

    /// Returns a handle last used for the host for reuse; beyond the idle limit it is released.
    func checkIn(_ handle: CurlEasyHandle, hostKey: String) {
        idle.withLock { idle in
            var handles = idle[hostKey, default: []]
            guard handles.count < maximumIdlePerHost else { return }
            handles.append(handle)
            idle[hostKey] = handles
        }
    }
}
