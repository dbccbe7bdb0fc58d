import Testing

@testable import CommandKit

@Suite("Process arguments that are not UTF-8")
struct ProcessArgumentsTests {
    @Test("The error names the argument by position, shell-quoted, exit 64")
    func message() {
        let error = ProcessArguments.invalid([0xFF, 0xFE], position: 2, program: "tool")
        #expect(error.kind == .invalidValue)
        #expect(error.message.hasPrefix("the 2nd argument ($'\\xff\\xfe') is not valid UTF-8; give text in UTF-8"))
    }

    @Test(
        "Bytes are quoted the way a shell reads them back",
        arguments: [
            ([0x61, 0xFF, 0x62], "$'a\\xffb'"), ([0x27, 0x5C], "$'\\x27\\x5c'"), ([0x0A], "$'\\x0a'"),
        ] as [([UInt8], String)]
    )
    func quoting(bytes: [UInt8], quoted: String) {
        #expect(ProcessArguments.shellQuoted(bytes) == quoted)
    }

    @Test(
        "Ordinals",
        arguments: [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (22, "22nd")]
    )
    func ordinals(number: Int, text: String) {
        #expect(ProcessArguments.ordinal(number) == text)
    }
}
