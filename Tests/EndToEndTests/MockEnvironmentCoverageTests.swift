import Foundation
import MockAPI
import QuickSearchData
import TestSupport
import Testing

/// Every upstream of the catalog is stood in for: the tests' mock accepts a key for each of its
/// key variables, and `scripts/mock-env.sh` (demo, bench) points each at the mock and sets its
/// keys. A new catalog entry that the mock's world does not cover fails here, not in a demo.
@Suite("The mock's world covers the upstream catalog")
struct MockEnvironmentCoverageTests {
    @Test("the tests' mock accepts a key for every key variable of the catalog")
    func testKeysCoverTheCatalog() {
        let variables = Set(UpstreamCatalog.all.flatMap(\.authentication.requiredVariables))
        #expect(Set(MockCredentials.environment.keys) == variables)
    }

    @Test("scripts/mock-env.sh exports every address and key variable of the catalog")
    func mockEnvironmentScriptCoversTheCatalog() throws {
        let script = try String(
            contentsOf: InstalledTools.packageRoot.appendingPathComponent("scripts/mock-env.sh"),
            encoding: .utf8
        )
        let exported = Set(
            script.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("export ") }
                .flatMap { $0.split(separator: " ").compactMap { $0.split(separator: "=").first.map(String.init) } }
        )
        for upstream in UpstreamCatalog.all {
            for variable in [upstream.addressVariable].compactMap({ $0 }) + upstream.authentication.requiredVariables {
                #expect(exported.contains(variable), "\(upstream.id): scripts/mock-env.sh does not export \(variable)")
            }
        }
    }
}
