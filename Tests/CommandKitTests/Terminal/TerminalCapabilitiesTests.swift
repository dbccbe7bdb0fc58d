import Testing

@testable import CommandKit

@Suite("TerminalCapabilities")
struct TerminalCapabilitiesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let isTTY: Bool
        let environment: [String: String]
        let reportedWidth: Int?
        let color: Bool
        let width: Int
        var testDescription: String { "tty=\(isTTY) env=\(environment) ioctl=\(String(describing: reportedWidth))" }
    }

    static let cases: [Case] = [
        Case(isTTY: true, environment: [:], reportedWidth: nil, color: true, width: 80),
        Case(isTTY: false, environment: [:], reportedWidth: nil, color: false, width: 80),
        Case(isTTY: true, environment: ["TERM": "xterm-256color"], reportedWidth: 132, color: true, width: 132),
        Case(isTTY: true, environment: ["NO_COLOR": "1"], reportedWidth: nil, color: false, width: 80),
        Case(isTTY: true, environment: ["NO_COLOR": "false"], reportedWidth: nil, color: false, width: 80),
        Case(isTTY: true, environment: ["NO_COLOR": ""], reportedWidth: nil, color: true, width: 80),
        Case(isTTY: true, environment: ["TERM": "dumb"], reportedWidth: nil, color: false, width: 80),
        Case(isTTY: true, environment: ["COLUMNS": "100"], reportedWidth: 120, color: true, width: 100),
        Case(isTTY: true, environment: ["COLUMNS": " 60 "], reportedWidth: nil, color: true, width: 60),
        Case(isTTY: true, environment: ["COLUMNS": "wide"], reportedWidth: 90, color: true, width: 90),
        Case(isTTY: true, environment: ["COLUMNS": "0"], reportedWidth: nil, color: true, width: 80),
        Case(isTTY: true, environment: ["COLUMNS": "-5"], reportedWidth: nil, color: true, width: 80),
        Case(isTTY: true, environment: ["COLUMNS": "99999999999999999999"], reportedWidth: nil, color: true, width: 80),
        Case(isTTY: true, environment: [:], reportedWidth: 0, color: true, width: 80),
        Case(isTTY: false, environment: ["COLUMNS": "40"], reportedWidth: nil, color: false, width: 40),
        Case(isTTY: false, environment: ["FORCE_COLOR": "1"], reportedWidth: nil, color: true, width: 80),
        Case(
            isTTY: true,
            environment: ["FORCE_COLOR": "1", "TERM": "dumb"],
            reportedWidth: nil,
            color: true,
            width: 80
        ),
        Case(isTTY: false, environment: ["FORCE_COLOR": ""], reportedWidth: nil, color: false, width: 80),
        Case(isTTY: false, environment: ["CLICOLOR_FORCE": "1"], reportedWidth: nil, color: true, width: 80),
        Case(isTTY: false, environment: ["CLICOLOR_FORCE": "0"], reportedWidth: nil, color: false, width: 80),
        Case(
            isTTY: true,
            environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"],
            reportedWidth: nil,
            color: false,
            width: 80
        ),
        Case(
            isTTY: true,
            environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"],
            reportedWidth: nil,
            color: false,
            width: 80
        ),
    ]

    @Test(arguments: cases)
    func detects(_ testCase: Case) {
        let capabilities = TerminalCapabilities.detect(
            isTTY: testCase.isTTY,
            environment: testCase.environment,
            reportedWidth: testCase.reportedWidth
        )
        #expect(
            capabilities
                == TerminalCapabilities(isTTY: testCase.isTTY, colorEnabled: testCase.color, width: testCase.width)
        )
    }
}
