extension DevEventMonth {
    /// Reads a month section heading of the page: `26년 08월`, `22년 5월`, `2026년 8월`, with
    /// surrounding spaces, backticks, invisible characters or a suffix (`20년 9월 행사`).
    /// Nil for any other heading (`지난 행사 기록`, `기타`, ...).
    public init?(heading: String) {
        let text = DevEventTextNormalizer.clean(DevEventTextNormalizer.removing(Self.backtick, from: heading))
        var scalars = Substring(text).unicodeScalars[...]
        guard let yearDigits = Self.takeDigits(&scalars), yearDigits.count == 2 || yearDigits.count == 4 else {
            return nil
        }
        Self.skipSpaces(&scalars)
        guard scalars.first == "년" else { return nil }
        scalars.removeFirst()
        Self.skipSpaces(&scalars)
        guard let monthDigits = Self.takeDigits(&scalars), monthDigits.count <= 2 else { return nil }
        Self.skipSpaces(&scalars)
        guard scalars.first == "월" else { return nil }
        guard let yearValue = Int(yearDigits), let monthValue = Int(monthDigits) else { return nil }
        self.init(year: yearDigits.count == 2 ? 2000 + yearValue : yearValue, month: monthValue)
    }

    private static let backtick: Set<Unicode.Scalar> = ["`"]

    private static func takeDigits(_ scalars: inout Substring.UnicodeScalarView.SubSequence) -> String? {
        var digits = ""
        while let scalar = scalars.first, ("0"..."9").contains(scalar) {
            digits.unicodeScalars.append(scalar)
            scalars.removeFirst()
        }
        return digits.isEmpty ? nil : digits
    }

    private static func skipSpaces(_ scalars: inout Substring.UnicodeScalarView.SubSequence) {
        while scalars.first == " " {
            scalars.removeFirst()
        }
    }
}
