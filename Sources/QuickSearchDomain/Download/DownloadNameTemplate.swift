import Foundation

/// A `--name-template`: literal text and `{field}` or `{field:WIDTH}` placeholders, e.g.
/// `{rank:03}-{site}-{title:40}`. A number field is padded with zeros to WIDTH digits, a text
/// field cut to WIDTH characters; `{{` and `}}` are literal braces. The rendered name is
/// sanitised (`DownloadNameSanitizer`) and always ends with the file's extension: a template
/// that does not end with `.{ext}` gets `.EXT` added.
public struct DownloadNameTemplate: Sendable, Hashable {
    /// A value a placeholder names.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case rank, source, site, title, width, height, date, sha8, query, ext

        /// Whether a width pads it with zeros (a number) rather than cutting it (text).
        var isNumber: Bool { [.rank, .width, .height].contains(self) }
    }

    /// Why a template was refused.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// `{name}` names no field.
        case unknownField(String)
        /// A `{` without its `}`, a lone `}`, or a width that is no number from 1 to 255.
        case malformed(String)
        /// Nothing at all.
        case empty

        public var description: String {
            switch self {
            case .unknownField(let name):
                return "unknown field {\(name)}; the fields are \(DownloadNameTemplate.fieldList)"
            case .malformed(let why): return why
            case .empty: return "a template must not be empty"
            }
        }
    }

    enum Part: Sendable, Hashable {
        case literal(String)
        case field(Field, width: Int?)
    }

    /// The widest `{field:WIDTH}`.
    public static let maximumWidth = 255
    /// The longest template, in characters.
    public static let maximumLength = 1024
    /// `{rank} {source} {site} …`, for messages and help.
    public static let fieldList = Field.allCases.map { "{\($0.rawValue)}" }.joined(separator: " ")

    let parts: [Part]

    /// Whether the name needs the file's bytes (`{sha8}`).
    public var needsDigest: Bool { parts.contains { if case .field(.sha8, _) = $0 { true } else { false } } }

    /// Parses `text` in one pass.
    ///
    /// - Throws: `Problem`: the first unknown field, or what is malformed.
    public init(_ text: String) throws(Problem) {
        guard !text.isEmpty else { throw .empty }
        guard text.count <= Self.maximumLength else {
            throw .malformed("a template is at most \(Self.maximumLength) characters")
        }
        var parts: [Part] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "}" {
                guard next < text.endIndex, text[next] == "}" else { throw .malformed("a '}' without its '{'") }
                literal.append("}")
                index = text.index(after: next)
                continue
            }
            guard character == "{" else {
                literal.append(character)
                index = next
                continue
            }
            if next < text.endIndex, text[next] == "{" {
                literal.append("{")
                index = text.index(after: next)
                continue
            }
            guard let close = text[next...].firstIndex(where: { $0 == "}" || $0 == "{" }), text[close] == "}" else {
                throw .malformed("a '{' without its '}'")
            }
            let body = text[next..<close]
            let pieces = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pieces[0])
            guard let field = Field(rawValue: name) else { throw .unknownField(name) }
            var width: Int?
            if pieces.count == 2 {
                let digits = pieces[1]
                guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                    let number = Int(digits), (1...Self.maximumWidth).contains(number)
                else {
                    throw .malformed("the width in {\(body)} must be a number from 1 to \(Self.maximumWidth)")
                }
                width = number
            }
            if !literal.isEmpty {
                parts.append(.literal(literal))
                literal = ""
            }
            parts.append(.field(field, width: width))
            index = text.index(after: close)
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
    }

    /// The file name for `fields`, sanitised, ending in `.ext` (see the type's comment): the
    /// stem and the extension apart, so a collision suffix can go between them.
    ///
    /// - Parameters:
    ///   - sha256: the file's digest in hex (`{sha8}` is its first 8 digits).
    ///   - fileExtension: `jpg`, `png`, `gif` or `webp`.
    public func render(
        _ fields: DownloadNameFields,
        sha256: String,
        fileExtension: String
    ) -> (stem: String, fileExtension: String) {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .field(let field, let width):
                text += Self.value(field, width: width, fields: fields, sha256: sha256, fileExtension: fileExtension)
            }
        }
        let suffix = "." + fileExtension
        if case .field(.ext, nil) = parts.last, text.hasSuffix(suffix) {
            text.removeLast(suffix.count)
        }
        let stem = DownloadNameSanitizer.stem(text, fileExtension: fileExtension)
        return (stem, fileExtension)
    }

    private static func value(
        _ field: Field,
        width: Int?,
        fields: DownloadNameFields,
        sha256: String,
        fileExtension: String
    ) -> String {
        let text: String
        switch field {
        case .rank: text = String(fields.rank)
        case .source: text = fields.source
        case .site: text = fields.site
        case .title: text = fields.title
        case .width: text = fields.width.map(String.init) ?? ""
        case .height: text = fields.height.map(String.init) ?? ""
        case .date: text = fields.date.map(Self.day) ?? ""
        case .sha8: text = String(sha256.prefix(8))
        case .query: text = fields.query
        case .ext: text = fileExtension
        }
        guard let width else { return text }
        if field.isNumber {
            return text.isEmpty ? text : String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return String(text.prefix(width))
    }

    /// `2026-11-26`, the day in Korea time (UTC+9, no daylight saving).
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let pad = { (value: Int, count: Int) in
            let digits = String(value)
            return String(repeating: "0", count: max(0, count - digits.count)) + digits
        }
        return "\(pad(parts.year ?? 0, 4))-\(pad(parts.month ?? 0, 2))-\(pad(parts.day ?? 0, 2))"
    }
}

/// What a result gives a `--name-template` (the file's digest and extension come after the fetch).
public struct DownloadNameFields: Sendable, Hashable {
    /// 1-based position in the merged results.
    public var rank: Int
    /// The source identifier, e.g. `naver-image`.
    public var source: String
    /// The site's name, else the host.
    public var site: String
    /// The title, else (Kakao images have none) the site's name.
    public var title: String
    public var width: Int?
    public var height: Int?
    /// When the result was published, if it says.
    public var date: Date?
    /// The search's query.
    public var query: String

    public init(
        rank: Int,
        source: String,
        site: String,
        title: String,
        width: Int?,
        height: Int?,
        date: Date?,
        query: String
    ) {
        self.rank = rank
        self.source = source
        self.site = site
        self.title = title
        self.width = width
        self.height = height
        self.date = date
        self.query = query
    }
}
