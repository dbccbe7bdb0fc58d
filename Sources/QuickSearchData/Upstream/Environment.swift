import Foundation

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
        guard let raw = variables[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !raw.isEmpty else {
            return nil
        }
        return raw
    }

    /// The upstream's base URL: the override variable when set and valid, else the default.
    public func baseURL(for upstream: Upstream) throws -> URL {
        guard let variable = upstream.baseURLVariable, let override = value(variable) else {
            return upstream.defaultBaseURL
        }
        guard URLComponents(string: override).map({ $0.user == nil && $0.password == nil }) ?? !override.contains("@") else {
            let keys = upstream.authentication.requiredVariables
            let advice = keys.isEmpty ? "remove the 'user:password@' part" : "remove the 'user:password@' part and set \(keys.joined(separator: " and ")) instead"
            throw ConfigurationError(
                variables: [variable],
                message: "\(variable) holds a user name or password; credentials in URLs would be sent and stored in plain text: \(advice)"
            )
        }
        guard let url = URL(string: override), url.host != nil,
              ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
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
