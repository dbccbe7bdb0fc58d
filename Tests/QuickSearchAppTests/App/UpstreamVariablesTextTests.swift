import CommandKit
import QuickSearchData
import Testing

@testable import QuickSearchApp

/// The manual and the help name the upstreams' variables from the catalog: a new entry's
/// address and keys appear in them without another list to edit.
@Suite("The manual and the help read the upstream catalog")
struct UpstreamVariablesTextTests {
    static let tools: [(facts: ManualFacts, upstreams: [Upstream])] = [
        (.qsearch, UpstreamCatalog.qsearch), (.devevents, UpstreamCatalog.devevents),
    ]

    @Test("each manual names every address and key variable of its tool's upstreams")
    func manualNamesEveryVariable() {
        for (facts, upstreams) in Self.tools {
            let named = Set(facts.environment.flatMap { $0.name.split(separator: ", ").map(String.init) })
            for upstream in upstreams {
                for variable in [upstream.addressVariable].compactMap({ $0 })
                    + upstream.authentication.requiredVariables
                {
                    #expect(named.contains(variable), "\(upstream.id): \(variable) is not in the manual")
                }
            }
        }
    }

    @Test("the manual's line for a keyed upstream is its key variables, what they are and where they are issued")
    func manualKeyLines() {
        for upstream in UpstreamCatalog.qsearch {
            guard let keys = upstream.keys else { continue }
            let name = upstream.authentication.requiredVariables.joined(separator: ", ")
            let line = ManualFacts.qsearch.environment.first { $0.name == name }
            #expect(line?.meaning == "\(keys.summary) (\(keys.issuer)); never printed.", "\(upstream.id)")
        }
    }

    @Test("qsearch's help names every key variable of its upstreams, in catalog order")
    func helpNamesEveryKey() throws {
        let discussion = try #require(QSearchTool.tool.spec.discussion)
        let variables = UpstreamCatalog.qsearch.flatMap(\.authentication.requiredVariables)
        let positions = variables.compactMap { discussion.range(of: $0)?.lowerBound }
        #expect(positions.count == variables.count, "\(discussion)")
        #expect(positions == positions.sorted())
    }
}
