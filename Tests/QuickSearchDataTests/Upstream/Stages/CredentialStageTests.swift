import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// `CredentialStage` alone: keys go where the upstream's entry says, and a missing key stops the call.
@Suite("Pipeline: the credential stage")
struct CredentialStageTests {
    @Test("header keys are added with their prefix, and the request no longer follows redirects")
    func headers() async throws {
        let next = ScriptedNext()
        _ = try await CredentialStage(environment: Environment(["STAGE_KEY": "  k-123  "]))
            .answer(StageHarness.call(), next: next.next)
        let sent = try #require(next.calls.first)
        #expect(sent.request.headers == [HTTPHeader("X-Key", "Key k-123")])
        #expect(!sent.request.followsRedirects)
        #expect(sent.cacheKey == "GET https://stage.example/text?q=a%20b", "the cache key was made before")
    }

    @Test("a query-item key is appended encoded once, an encoded one is not encoded twice")
    func queryItem() async throws {
        var target = StageHarness.Text()
        target.upstream.authentication = .queryItem(name: "serviceKey", variable: "STAGE_KEY")
        for key in ["a+b/c==", "a%2Bb%2Fc%3D%3D"] {
            let next = ScriptedNext()
            _ = try await CredentialStage(environment: Environment(["STAGE_KEY": key]))
                .answer(StageHarness.call(target), next: next.next)
            #expect(
                next.calls.first?.request.url.absoluteString
                    == "https://stage.example/text?q=a%20b&serviceKey=a%2Bb%2Fc%3D%3D"
            )
        }
    }

    @Test("key headers go ahead of headers already there (the cache stage's validators)")
    func keysLead() async throws {
        var call = StageHarness.call()
        call.request.headers = [HTTPHeader("If-None-Match", "\"v1\"")]
        let next = ScriptedNext()
        _ = try await CredentialStage(environment: Environment(["STAGE_KEY": "k"])).answer(call, next: next.next)
        #expect(
            next.calls.first?.request.headers == [HTTPHeader("X-Key", "Key k"), HTTPHeader("If-None-Match", "\"v1\"")]
        )
    }

    @Test("a missing key throws naming the variable, and next is never asked")
    func missingKey() async throws {
        let next = ScriptedNext()
        let error = try await #require(throws: ConfigurationError.self) {
            _ = try await CredentialStage(environment: Environment([:])).answer(StageHarness.call(), next: next.next)
        }
        #expect(error.variables == ["STAGE_KEY"])
        #expect(next.calls.isEmpty)
    }

    @Test("an upstream without keys is sent as it is, redirects allowed")
    func keyless() async throws {
        var target = StageHarness.Text()
        target.upstream.authentication = .none
        let next = ScriptedNext()
        _ = try await CredentialStage(environment: Environment([:])).answer(StageHarness.call(target), next: next.next)
        #expect(next.calls.first?.request == StageHarness.call(target).request)
    }
}
