import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("Error lines never carry Foundation's own wording")
struct ErrorDescriptionTests {
    @Test(
        "Foundation and POSIX errors become a reason and what to do",
        arguments: [
            CocoaError(.fileReadUnknown) as any Error,
            CocoaError(.fileReadNoPermission) as any Error,
            POSIXError(.EACCES) as any Error,
            NSError(
                domain: NSCocoaErrorDomain,
                code: 256,
                userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR))]
            ) as any Error,
        ]
    )
    func foundationErrors(error: any Error) {
        let (message, code) = AppErrors.message(error)
        #expect(code == .failure)
        #expect(!message.isEmpty)
        #expect(!message.contains("could not be completed"))
        #expect(!message.contains("NSCocoaErrorDomain"))
        #expect(!message.contains("\n"))
        #expect(message.contains(";"))
    }

    @Test("A system error is named by its reason")
    func posixReason() {
        #expect(AppErrors.message(POSIXError(.EACCES)).0.hasPrefix("Permission denied"))
    }

    @Test("Every source failing differently: configuration, then waiting, then the upstream")
    func allFailedPrecedence() {
        #expect(ExitCode(allFailed: [.unavailable, .authentication]) == .configuration)
        #expect(ExitCode(allFailed: [.badRequest, .rateLimited]) == .temporaryFailure)
        #expect(ExitCode(allFailed: [.badRequest, .invalidResponse]) == .unavailable)
        #expect(ExitCode(allFailed: [.badRequest, .badRequest]) == .protocolError)
        #expect(ExitCode(.badRequest).rawValue == 76)
    }

    @Test("The portal's no data (resultCode 03) exits 69, like an upstream with nothing usable")
    func noData() {
        #expect(ExitCode(.noData).rawValue == 69)
        #expect(ExitCode(allFailed: [.noData, .badRequest]) == .unavailable)
    }
}
