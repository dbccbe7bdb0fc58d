import Foundation
import MockAPI
import QuickSearchData
import TestSupport
import Testing

/// Every upstream of the catalog is stood in for: the mock's routes declare each base URL and
/// key variable (`MockUpstream`), the tests' mock accepts a key for each, and
/// `scripts/mock-env.sh` (demo, bench) exports them all from `mock-api --environment`. A new
/// catalog entry that the mock's world does not cover fails here, not in a demo.
@Suite("The mock's world covers the upstream catalog")
struct MockEnvironmentCoverageTests {
    @Test("the mock's routes declare the catalog's base URL variables, each with that upstream's key variables")
    func mockDeclaresTheCatalog() {
        let catalog = UpstreamCatalog.all.filter { $0.baseURLVariable != nil }
        #expect(Set(MockUpstream.all.map(\.baseURLVariable)) == Set(catalog.compactMap(\.baseURLVariable)))
        for upstream in catalog {
            let mock = MockUpstream.all.first { $0.baseURLVariable == upstream.baseURLVariable }
            #expect(mock?.keys.map(\.variable) == upstream.authentication.requiredVariables, "\(upstream.id)")
        }
        #expect(
            Set(MockUpstream.allKeys.map(\.variable))
                == Set(UpstreamCatalog.all.flatMap(\.authentication.requiredVariables))
        )
    }

    @Test("the tests' mock accepts a key for every key variable of the catalog")
    func testKeysCoverTheCatalog() {
        let variables = Set(UpstreamCatalog.all.flatMap(\.authentication.requiredVariables))
        #expect(Set(MockCredentials.environment.keys) == variables)
    }

    @Test("start_mock of scripts/mock-env.sh exports every address and key variable of the catalog, as the mock serves")
    func mockEnvironmentScriptCoversTheCatalog() throws {
        let script = #"""
            trap stop_mock EXIT
            source "$REPO_ROOT/scripts/mock-env.sh"
            start_mock "$1"
            printf 'MOCK_URL=%s\n' "$MOCK_URL"
            env
            """#
        let run = try InstalledTools.run(
            "bash",
            ["--norc", "--noprofile", "-c", script, "bash", ProcessRunner.productsDirectory.path],
            environment: ["REPO_ROOT": InstalledTools.packageRoot.path, "LANG": "C.UTF-8"]
        )
        #expect(run.status == 0, "\(run.stderr)")
        var exported: [String: String] = [:]
        for line in run.stdout.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            exported[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        let base = try #require(exported["MOCK_URL"])
        #expect(base.hasPrefix("http://127.0.0.1:"))
        for upstream in UpstreamCatalog.all {
            if let variable = upstream.baseURLVariable {
                #expect(exported[variable] == base, "\(upstream.id): \(variable)")
            }
            if let variable = upstream.page?.variable {
                #expect(exported[variable]?.hasPrefix(base + "/pages/") == true, "\(upstream.id): \(variable)")
            }
            for variable in upstream.authentication.requiredVariables {
                let key = MockUpstream.allKeys.first { $0.variable == variable }
                #expect(key != nil && exported[variable] == key?.defaultValue, "\(upstream.id): \(variable)")
            }
        }
    }
}
