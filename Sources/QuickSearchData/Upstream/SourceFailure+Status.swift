import QuickSearchDomain

extension SourceFailure {
    /// What an HTTP error status means, for every upstream: the one status table. An upstream's
    /// own error reader looks at its body codes first (Naver's SE03, Kakao's quota code, the
    /// portal's `resultCode`) and falls back to this.
    ///
    /// - Parameters:
    ///   - source: the name the message starts with (`kakao-image`).
    ///   - code: the upstream's error code, shown after the status when there is one.
    ///   - detail: the upstream's own message, already made plain; never for authentication
    ///     failures (upstreams echo keys in those).
    public static func status(
        _ status: Int,
        upstream: Upstream,
        source: String,
        code: String? = nil,
        detail: String? = nil
    ) -> SourceFailure {
        let variables = upstream.authentication.requiredVariables
        let address = upstream.baseURLVariable ?? "the address"
        let label = "HTTP \(status)" + (code.map { $0.isEmpty ? "" : " \($0)" } ?? "")
        switch status {
        case 401, 403:
            guard !variables.isEmpty else {
                return SourceFailure(.unavailable, "\(source): access refused (\(label)); try again later")
            }
            return SourceFailure(
                .authentication,
                "\(source): authentication failed (\(label)); check \(variables.joined(separator: " and "))"
            )
        case 429:
            return SourceFailure(
                .rateLimited,
                "\(source): request limit exceeded (\(label)); wait a moment and try again"
            )
        case 300...399:
            return SourceFailure(
                .badRequest,
                "\(source): the upstream answered with a redirect (\(label)), which is not followed; check \(address) or your proxy"
            )
        case 500...599:
            return SourceFailure(.unavailable, "\(source): upstream error (\(label)); try again later")
        default:
            let detail = detail.map { $0.isEmpty ? "" : ": \($0)" } ?? ""
            return SourceFailure(
                .badRequest,
                "\(source): request refused (\(label))\(detail); check \(address), or report it if it persists"
            )
        }
    }
}

extension HTTPError {
    /// The failure class of a transport error.
    var sourceFailureKind: SourceFailure.Kind {
        switch kind {
        case .timedOut: return .timeout
        case .truncated, .tooLarge: return .invalidResponse
        case .transportUnavailable: return .configuration
        default: return .unavailable
        }
    }
}
