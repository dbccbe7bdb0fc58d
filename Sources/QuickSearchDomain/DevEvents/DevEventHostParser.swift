/// Splits a `주최` value into hosts at ` / `, `,`, `、`, `|` and `;` outside parentheses,
/// so `(주) 샘플` stays one host.
public enum DevEventHostParser {
    /// The hosts named by a field value, cleaned, without duplicates.
    public static func hosts(from value: String) -> [String] {
        let hosts = DevEventBracketSplitter.split(DevEventTextNormalizer.clean(value)) { scalars, index in
            ["/", ",", "，", "、", "|", ";"].contains(scalars[index])
        }
        return DevEventTagParser.unique(hosts.map(DevEventTextNormalizer.clean).filter { !$0.isEmpty })
    }
}
