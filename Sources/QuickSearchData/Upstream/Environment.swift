import Foundation
import QuickSearchDomain

/// The settings QuickSearch reads from the process environment, injected as a dictionary.
public struct Environment: Sendable {
    public var variables: [String: String]

    public init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// The process's own environment.
    public static var current: Environment {
        Environment(ProcessInfo.processInfo.environment)
    }

    /// A variable's value, trimmed; nil when unset or blank.
    public func value(_ name: String) -> String? {
        guard let raw = variables[name]?.trimmingSpacesAndNewlines(), !raw.isEmpty else {
            return nil
        }
        return raw
    }

    /// The upstream's base URL: the override variable when set and valid, else the default.
    public func baseURL(for upstream: Upstream) throws -> URL {
        guard let variable = upstream.baseURLVariable, let override = value(variable) else {
            return upstream.defaultBaseURL
        }
        guard !URLPolicy.hasCredentials(override) else {
            let keys = upstream.authentication.requiredVariables
            let advice =
                keys.isEmpty
                ? "remove the 'user:password@' part"
                : "remove the 'user:password@' part and set \(keys.joined(separator: " and ")) instead"
            throw ConfigurationError(
                variables: [variable],
                message:
                    "\(variable) holds a user name or password; credentials in URLs would be sent and stored in plain text: \(advice)"
            )
        }
        guard let url = URL(string: override), url.host != nil,
            ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        else {
            throw ConfigurationError(
                variables: [variable],
                message: "\(variable) is not a URL like https://host[:port]; fix or unset it"
            )
        }
        try URLPolicy.validateForConfiguration(url, variable: variable)
        return url
    }

    /// Credential variables the upstream needs that are not set.
    public func missingCredentials(for upstream: Upstream) -> [String] {
        upstream.authentication.requiredVariables.filter { value($0) == nil }
    }

    /// One warning for each credential of the upstream that is set but too short to be a real
    /// key (see `SecretRedactor.minimumSecretLength`): it is not redacted, and the upstream
    /// will refuse it.
    public func shortCredentialWarnings(for upstream: Upstream) -> [String] {
        upstream.authentication.requiredVariables.compactMap { variable in
            guard let key = value(variable), key.utf8.count < SecretRedactor.minimumSecretLength else { return nil }
            return
                "\(variable) is only \(key.count) character\(key.count == 1 ? "" : "s") long, too short for a real key (they are 20–40); \(upstream.name) will likely refuse it: check that it was copied whole"
        }
    }
}

extension URLPolicy {
    /// As `validate`, reported as a configuration problem of the named variable.
    static func validateForConfiguration(_ url: URL, variable: String) throws {
        do {
            try validate(url)
        } catch let error as HTTPError {
            throw ConfigurationError(variables: [variable], message: "\(variable): \(error.message)")
        }
    }
}
