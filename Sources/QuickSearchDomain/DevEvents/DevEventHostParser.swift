/// Splits a `주최` value into hosts at ` / `, `,`, `、`, `|` and `;` outside parentheses,
/// so `(주) 샘플` stays one host.
public enum DevEventHostParser {
    /// The hosts named by a field value, cleaned, without duplicates.
    public static func hosts(from value: String) -> [String] {
        var hosts: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        for scalar in DevEventTextNormalizer.clean(value).unicodeScalars {
            switch scalar {
            case "(", "[", "（":
                depth += 1
            case ")", "]", "）":
                depth = max(0, depth - 1)
            default:
                break
            }
            if depth == 0, ["/", ",", "，", "、", "|", ";"].contains(scalar) {
                hosts.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        hosts.append(String(current))
        return DevEventTagParser.unique(hosts.map(DevEventTextNormalizer.clean).filter { !$0.isEmpty })
    }
}
