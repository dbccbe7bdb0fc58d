import Foundation
import Testing

@Suite("devevents refuses a page address with a user name or password")
struct DevEventsSourceCredentialsTests {
    @Test(
        "--source (64) or DEVEVENTS_SOURCE (78) with user:password@ is refused, says why, never repeats the password, fetches nothing"
    )
    func userinfoIsRefused() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let withCredentials = source.replacingOccurrences(of: "://", with: "://e2e-user:e2e-hunter2@")
        #expect(withCredentials != source)

        let fromOption = try await sandbox.devevents(["list", "--source", withCredentials])
        let fromEnvironment = try await sandbox.devevents(["list"], environment: ["DEVEVENTS_SOURCE": withCredentials])

        #expect(fromOption.status == 64, fromOption.summary)
        #expect(fromEnvironment.status == 78, fromEnvironment.summary)
        for run in [fromOption, fromEnvironment] {
            #expect(run.errorLines.count == 1, run.summary)
            #expect(run.stderr.contains("sent and stored in plain text"), run.summary)
            #expect(!run.stderr.contains("e2e-hunter2"))
            #expect(!run.stderr.contains("e2e-user"))
        }
        #expect(sandbox.server.requests.isEmpty)
    }
}
