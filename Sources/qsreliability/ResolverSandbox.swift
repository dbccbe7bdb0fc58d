import Foundation

/// Runs a command where no name resolves and no resolver query can leave the machine: a
/// private mount namespace (`unshare --mount`) in which `/etc/resolv.conf` names only
/// 127.0.0.1, where nothing answers DNS.
struct ResolverSandbox {
    /// A name that exists nowhere (`.invalid` is reserved, RFC 2606).
    static let hostName = "quicksearch-matrix.invalid"

    let resolvConf: String

    /// The sandbox, or why it cannot work here (then the cells are skipped with that reason).
    static func prepare(workDirectory: String) -> Result<ResolverSandbox, SkipReason> {
        let path = workDirectory + "/resolv.conf"
        guard
            (try? "nameserver 127.0.0.1\noptions attempts:1 timeout:1\n".write(
                toFile: path,
                atomically: true,
                encoding: .utf8
            )) != nil
        else {
            return .failure(SkipReason("cannot write \(path)"))
        }
        let sandbox = ResolverSandbox(resolvConf: path)
        let probe = ChildProcess.run(
            sandbox.wrap(["/bin/cat", "/etc/resolv.conf"]),
            environment: ["PATH": "/usr/bin:/bin"],
            outputDirectory: workDirectory,
            timeLimit: .seconds(10)
        )
        guard probe.exitCode == 0, String(decoding: probe.stdout, as: UTF8.self).hasPrefix("nameserver 127.0.0.1")
        else {
            let why =
                String(decoding: probe.stderr, as: UTF8.self).split(separator: "\n").first.map(String.init)
                ?? probe.terminationDescription
            return .failure(SkipReason("unshare --mount with a loopback resolv.conf is not available here (\(why))"))
        }
        return .success(sandbox)
    }

    /// `arguments` run inside the sandbox.
    func wrap(_ arguments: [String]) -> [String] {
        [
            "/usr/bin/unshare", "--mount", "--", "/bin/sh", "-c", "mount --bind \"$0\" /etc/resolv.conf && exec \"$@\"",
            resolvConf,
        ]
            + arguments
    }
}
