import CommandKit
import Foundation
import QuickSearchData

/// The work of `doctor`: runs a program's checks at once and reports each, with the summary
/// for people and exit 1 when one failed.
struct DoctorService {
    let runtime: Runtime
    /// The time limit of the upstream checks, in seconds.
    let timeout: Double

    /// `qsearch`'s checks (see `HealthCheckCatalog.qsearch`).
    func qsearch() async -> Report {
        let environment = checkedEnvironment
        return await report(
            HealthCheckCatalog.qsearch(
                processEnvironment: runtime.environment,
                environment: environment,
                client: client(environment),
                deadline: runtime.deadline(seconds: timeout),
                now: runtime.now()
            )
        )
    }

    /// `devevents`'s checks of `page` (see `HealthCheckCatalog.devevents`).
    func devevents(page: URL) async -> Report {
        let environment = checkedEnvironment
        return await report(
            HealthCheckCatalog.devevents(
                page: page,
                environment: environment,
                client: client(environment),
                deadline: runtime.deadline(seconds: timeout)
            )
        )
    }

    /// The environment the checks see: the config file's settings under the run's environment
    /// when the file can be used (its keys count), else the run's environment alone; the file
    /// itself is one of the checks.
    private var checkedEnvironment: Environment {
        (try? ConfigFile.merged(into: runtime.environment)) ?? runtime.environment
    }

    /// A client without a cache over `environment`: every check asks the upstream itself.
    private func client(_ environment: Environment) -> UpstreamClient {
        UpstreamClient(http: runtime.services.httpClient(), environment: environment, cache: nil, now: runtime.now)
    }

    private func report(_ checks: [any HealthCheck]) async -> Report {
        let results = await HealthCheckup.run(checks)
        let passed = !results.contains { $0.status == .failed }
        let records = results.map(HealthCheckRecord.init)
        let count = { (status: HealthCheckResult.Status) in results.count { $0.status == status } }
        let summary =
            "\(count(.ok)) ok, \(count(.warning)) warning\(count(.warning) == 1 ? "" : "s"), \(count(.failed)) failed"
        return Report(
            output: ReportOutput(
                document: DoctorDocument(ok: passed, checks: records),
                records: records,
                human: DoctorView(results: results)
            ),
            notes: runtime.outputFormat == .human ? [summary] : [],
            status: passed ? nil : .failure
        )
    }
}
