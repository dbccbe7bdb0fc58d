/// Splits a `주최` value into hosts at ` / `, `,`, `、`, `|` and `;` outside parentheses,
/// so `(주) 샘플` stays one host. Linear in the value.
public enum DevEventHostParser {
    /// The hosts named by a field value, cleaned, without duplicates; `meter` counts the work
    /// (`.fields`).
    public static func hosts(from value: String, meter: DevEventWorkMeter? = nil) -> [String] {
        let hosts = DevEventBracketSplitter.split(DevEventTextNormalizer.clean(value)) { scalars, index in
            ["/", ",", "，", "、", "|", ";"].contains(scalars[index])
        }
        meter?.add(value.utf8.count, to: .fields)
        return DevEventTagParser.unique(hosts.map(DevEventTextNormalizer.clean).filter { !$0.isEmpty }, meter: meter)
    }
}
