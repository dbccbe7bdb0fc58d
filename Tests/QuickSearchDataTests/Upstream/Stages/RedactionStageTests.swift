import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// `RedactionStage` alone: keys are removed from what comes back, and the reply says so.
@Suite("Pipeline: the redaction stage")
struct RedactionStageTests {
    private static let stage = RedactionStage(
        secrets: SecretRedactor(
            environment: Environment(["STAGE_KEY": "key-5d2e9b01"]),
            upstreams: [StageHarness.upstream]
        )
    )

    @Test("a key echoed in the body or a header is redacted, and the reply is marked")
    func echoedKey() async throws {
        let next = ScriptedNext { _ in
            StageHarness.response(400, "bad key key-5d2e9b01", headers: ["x-echo": "Key key-5d2e9b01"])
        }
        let reply = try await Self.stage.answer(StageHarness.call(), next: next.next)
        #expect(String(decoding: reply.response.body, as: UTF8.self) == "bad key [redacted]")
        #expect(reply.response.header("x-echo") == "Key [redacted]")
        #expect(reply.echoedSecret)
    }

    @Test("an answer without keys passes unchanged and unmarked")
    func cleanAnswer() async throws {
        let reply = try await Self.stage.answer(StageHarness.call(), next: ScriptedNext().next)
        #expect(reply.response == StageHarness.response(200, "new"))
        #expect(!reply.echoedSecret)
    }

    @Test("a transport error's message loses the key")
    func transportError() async throws {
        let next = ScriptedNext { _ in throw HTTPError(.connectionFailed, "proxy said key-5d2e9b01") }
        let error = try await #require(throws: HTTPError.self) {
            _ = try await Self.stage.answer(StageHarness.call(), next: next.next)
        }
        #expect(error == HTTPError(.connectionFailed, "proxy said [redacted]"))
        let late = ScriptedNext { _ in
            throw HTTPError(.timedOut, "key-5d2e9b01 too late", remedy: .allowMoreTime(suggested: nil))
        }
        let kept = try await #require(throws: HTTPError.self) {
            _ = try await Self.stage.answer(StageHarness.call(), next: late.next)
        }
        #expect(kept == HTTPError(.timedOut, "[redacted] too late", remedy: .allowMoreTime(suggested: nil)))
    }
}
