import Testing

@testable import QuickSearchDomain

@Suite("NumberText: the one form of a number written as text")
struct NumberTextTests {
    @Test(
        "Integers and decimals with an optional sign, spaces around",
        arguments: [
            ("12", 12.0), ("-3.5", -3.5), ("+0.034", 0.034), ("007", 7), (" 45 ", 45), ("\t1.0", 1), ("-0", 0),
            ("200089.126044", 200_089.126044), (String(repeating: "9", count: 40), 1e40 - 1),
        ] as [(String, Double)]
    )
    func accepted(text: String, value: Double) {
        #expect(NumberText.decimal(text) == value)
        #expect(NumberText.isNumber(text))
    }

    @Test(
        "Nothing else: hexadecimal, exponents, specials, bare points, groups, other scripts, overlong",
        arguments: [
            "0x1F", "0X1f", "4.2e1", "1E5", "nan", "NaN", "inf", "-infinity", "1.", ".5", "-", "+", "", " ",
            "1,000", "1_000", "1 000", "--1", "+-1", "1-", "1.2.3", "١٢", "１２", "12mm", "12\n", "0x", "1e",
            String(repeating: "9", count: 41),
        ]
    )
    func refused(text: String) {
        #expect(NumberText.decimal(text) == nil)
        #expect(NumberText.integer(text) == nil)
        #expect(!NumberText.isNumber(text))
    }

    @Test("Whole numbers: no fraction, within Int", arguments: [("30", 30), ("-2", -2), ("+4", 4)])
    func integers(text: String, value: Int) {
        #expect(NumberText.integer(text) == value)
    }

    @Test("A fraction or a number past Int is no whole number", arguments: ["30.0", "2.5", "99999999999999999999"])
    func notIntegers(text: String) {
        #expect(NumberText.integer(text) == nil)
    }

    @Test("A negative zero reads as zero, so nothing prints -0")
    func negativeZero() throws {
        let zero = try #require(NumberText.decimal("-0.000"))
        #expect(zero.sign == .plus)
    }
}
