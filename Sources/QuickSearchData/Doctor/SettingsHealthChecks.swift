import Foundation

/// Whether the config file is readable and used: others cannot change it, nor read keys in it
/// (`ConfigFile.exposure`); absent is fine (it is optional).
public struct ConfigFileHealthCheck: HealthCheck {
    public let name = "config"
    /// The process environment, without the file merged in.
    public let environment: Environment

    public init(environment: Environment) {
        self.environment = environment
    }

    public func run() async -> HealthCheckResult {
        guard let url = ConfigFile.location(in: environment) else {
            return HealthCheckResult(name: name, status: .ok, detail: "no config file (HOME is not set)")
        }
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            return HealthCheckResult(name: name, status: .ok, detail: "none (optional)", path: path)
        }
        let settings: [(String, String)]
        do {
            settings = try ConfigFile.settings(at: url) ?? []
        } catch let error as ConfigurationError {
            return HealthCheckResult(
                name: name,
                status: .failed,
                detail: error.message,
                fix: "edit it: one NAME=value per line",
                path: path
            )
        } catch {
            return HealthCheckResult(
                name: name,
                status: .failed,
                detail: "cannot be read",
                fix: "check its owner and permissions",
                path: path
            )
        }
        let mode = ConfigFile.mode(atPath: path) ?? 0
        if let exposure = ConfigFile.exposure(mode: mode, settings: settings) {
            return HealthCheckResult(
                name: name,
                status: .failed,
                detail: "\(exposure.reason), so it is not used",
                fix: "run: chmod 600 \(ShellWord.quoted(path))",
                path: path
            )
        }
        if mode & 0o044 != 0 {
            return HealthCheckResult(
                name: name,
                status: .ok,
                detail: "others can read it, but it holds no keys",
                path: path
            )
        }
        return HealthCheckResult(name: name, status: .ok, detail: "owner-only, readable", path: path)
    }
}

/// Whether an upstream's keys are set (from the environment or the config file). A missing
/// key is a warning: the sources that need it are skipped, the others work. The values are
/// never shown, only the variables' names.
public struct CredentialHealthCheck: HealthCheck {
    public let name: String
    public let upstream: Upstream
    /// The environment with the config file merged in.
    public let environment: Environment
    /// What the keys are for, e.g. `image search`.
    public let purpose: String

    public func run() async -> HealthCheckResult {
        let variables = upstream.authentication.requiredVariables
        let missing = environment.missingCredentials(for: upstream)
        guard missing.isEmpty else {
            let place = ConfigFile.location(in: environment).map { " or in \($0.path)" } ?? ""
            return HealthCheckResult(
                name: name,
                status: .warning,
                detail: "\(missing.joined(separator: " and ")) not set: no \(purpose)",
                fix: "set \(missing.joined(separator: " and ")) in the environment\(place)"
            )
        }
        if let short = environment.shortCredentialWarnings(for: upstream).first {
            return HealthCheckResult(
                name: name,
                status: .warning,
                detail: short,
                fix: "set \(variables.joined(separator: " and ")) to the whole key"
            )
        }
        return HealthCheckResult(name: name, status: .ok, detail: "\(variables.joined(separator: " and ")) set")
    }
}
