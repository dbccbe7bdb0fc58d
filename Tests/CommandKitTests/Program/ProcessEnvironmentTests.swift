import Foundation
import Testing

@testable import CommandKit

@Suite("The process environment, read once")
struct ProcessEnvironmentTests {
    // (No test sets a variable: setenv while other tests read the environment is a data race.)
    @Test("It is the environment Foundation reads, every variable and value")
    func sameAsFoundation() {
        let variables = ProcessEnvironment.variables()
        #expect(variables == ProcessInfo.processInfo.environment)
        #expect(!variables.isEmpty)
    }
}
