import TestRandomness
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

@Suite("NumberText read in one pass agrees with checking the form and asking Double(String)")
struct NumberTextAgreementTests {
    /// The rule written the plain way: trim blanks, check the form, then `Double(String)` / `Int(String)`.
    static func reference(_ text: String, allowsFraction: Bool) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count <= NumberText.maximumLength else { return nil }
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
        else { return nil }
        let number = Array(bytes[first...last])
        var body = number[...]
        if let sign = body.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { body = body.dropFirst() }
        let parts = body.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let isDigits = { (part: ArraySlice<UInt8>) in
            !part.isEmpty && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard parts.count == 1 || (allowsFraction && parts.count == 2), parts.allSatisfy(isDigits) else { return nil }
        return String(decoding: number, as: UTF8.self)
    }

    /// Texts near the form: digits of every length (past 2^53 and past UInt64), points, signs,
    /// blanks, and now and then a byte that is not part of a number.
    static func randomText(_ random: inout SeededRandom) -> String {
        let alphabet = Array("0123456789012345678901234567890123456789.+- \te0x,")
        let length = Int(random.next() % 45)
        var text = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        if random.next() % 3 == 0 {
            // Many random texts are not numbers: make a third of them numbers of any length.
            let whole = String((0..<Int(1 + random.next() % 24)).map { _ in alphabet[Int(random.next() % 10)] })
            let fraction = String((0..<Int(random.next() % 26)).map { _ in alphabet[Int(random.next() % 10)] })
            text = (random.next() % 2 == 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
        }
        return text
    }

    @Test("20,000 random texts: the same verdict and the same value, bit for bit")
    func agreesOnRandomTexts() {
        var random = SeededRandom(seed: 0x4E55_4D42)
        var numbers = 0
        for _ in 0..<20_000 {
            let text = Self.randomText(&random)
            let expected = Self.reference(text, allowsFraction: true).flatMap { Double($0) }.map { $0 == 0 ? 0 : $0 }
            let value = NumberText.decimal(text)
            #expect(value?.bitPattern == expected?.bitPattern, "\(text)")
            #expect(
                NumberText.integer(text) == Self.reference(text, allowsFraction: false).flatMap { Int($0) },
                "\(text)"
            )
            if expected != nil { numbers += 1 }
        }
        #expect(numbers > 5_000)
    }

    @Test(
        "At the edges of the exact reading: 2^53, 22 fraction digits, Int's ends",
        arguments: [
            "9007199254740992", "9007199254740993", "900719925474099.3", "0.1234567890123456789012",
            "0.12345678901234567890123", "1.0000000000000000000001", "9223372036854775807",
            "-9223372036854775808", "9223372036854775808", "18446744073709551616", "0.3", "-2.675",
            "000000000000000000000000000000000000001",
        ]
    )
    func agreesAtEdges(text: String) {
        let expected = Self.reference(text, allowsFraction: true).flatMap { Double($0) }
        #expect(NumberText.decimal(text)?.bitPattern == expected?.bitPattern)
        #expect(NumberText.integer(text) == Self.reference(text, allowsFraction: false).flatMap { Int($0) })
    }
}
