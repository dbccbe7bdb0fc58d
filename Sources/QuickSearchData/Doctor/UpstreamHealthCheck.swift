import Foundation
import QuickSearchDomain

/// Whether an upstream is reachable and accepts the key: one cheap request (a page of one
/// item, or the smallest operation), never cached, classified by the client's `SourceFailure`.
/// Without the key the check is skipped with a warning: no request is made.
public struct UpstreamHealthCheck<Target: RequestTarget>: HealthCheck {
    public let name: String
    public let target: Target
    /// A client without a cache, so that the answer comes from the upstream.
    public let client: UpstreamClient
    public let deadline: ContinuousClock.Instant?

    public func run() async -> HealthCheckResult {
        let upstream = target.upstream
        let missing = client.environment.missingCredentials(for: upstream)
        guard missing.isEmpty else {
            return HealthCheckResult(
                name: name,
                status: .warning,
                detail: "skipped: no key",
                fix: "set \(missing.joined(separator: " and ")) to use it"
            )
        }
        let address = (try? client.url(for: target))?.host ?? upstream.name
        let accepted = upstream.authentication == .none ? "" : ", key accepted"
        do {
            _ = try await client.fetch(target, refresh: true, deadline: deadline)
            return HealthCheckResult(name: name, status: .ok, detail: "\(address) answered\(accepted)")
        } catch {
            guard error.kind == .noData else {
                return HealthCheckResult(
                    name: name,
                    status: .failed,
                    detail: error.message,
                    fix: Self.fix(for: error.kind, upstream: upstream),
                    remedy: Self.remedy(for: error.kind)
                )
            }
            return HealthCheckResult(
                name: name,
                status: .ok,
                detail: "\(address) answered\(accepted) (no data for the probe right now)"
            )
        }
    }

    /// The setting to change for a failure of this kind, besides `fix`: more time for a timeout.
    static func remedy(for kind: SourceFailure.Kind) -> Remedy? {
        kind == .timeout ? .allowMoreTime(suggested: nil) : nil
    }

    /// What to do about a failure of this kind of `upstream`.
    static func fix(for kind: SourceFailure.Kind, upstream: Upstream) -> String {
        let keys = upstream.authentication.requiredVariables.joined(separator: " and ")
        let address =
            upstream.baseURLVariable.map { "check \($0) (unset it to use \(upstream.defaultBaseURL.absoluteString))" }
            ?? "check the address"
        switch kind {
        case .authentication:
            return
                "check \(keys): copy the key again from the provider's console, and make sure this API is enabled for it"
        case .rateLimited:
            return "wait and try again: the request quota is used up for now"
        case .timeout:
            return "check the network connection"
        case .unavailable:
            return "check the network connection and try again later; \(address)"
        case .configuration:
            return "fix the setting the message names"
        case .badRequest, .invalidResponse, .unusableContent:
            return "\(address), or a proxy in the way; update QuickSearch if it persists"
        default:
            return "try again later; \(address)"
        }
    }
}
