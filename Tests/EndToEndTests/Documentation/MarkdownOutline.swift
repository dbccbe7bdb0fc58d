import Foundation

/// The links and heading anchors of a Markdown page, read as GitHub renders it: fenced code
/// blocks and inline code spans hold neither. Linear in the page's length.
struct MarkdownOutline {
    /// A link's target as written (`qsearch.md#doctor`), and the line it is on (1-based).
    struct Link: Equatable {
        let target: String
        let line: Int
    }

    let links: [Link]
    /// The anchors of the page's headings (`#the-house`), without the `#`.
    let anchors: Set<String>

    init(_ text: String) {
        let unfenced = Self.unfenced(text)
        var anchors: Set<String> = []
        var uses: [String: Int] = [:]
        for line in unfenced.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let heading = Self.heading(Array(line)) else { continue }
            // GitHub numbers a repeated heading's anchor: `x`, `x-1`, `x-2`.
            let anchor = Self.anchor(of: heading)
            let count = uses[anchor, default: 0]
            uses[anchor] = count + 1
            anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
        }
        var links: [Link] = []
        let prose = Self.blankingCodeSpans(unfenced)
        for (number, line) in prose.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let characters = Array(line)
            var index = 0
            while index + 1 < characters.count {
                guard characters[index] == "]", characters[index + 1] == "(" else {
                    index += 1
                    continue
                }
                var end = index + 2
                while end < characters.count, characters[end] != ")", characters[end] != " " { end += 1 }
                if end < characters.count, characters[end] == ")" {
                    links.append(Link(target: String(characters[(index + 2)..<end]), line: number + 1))
                }
                index = end
            }
        }
        self.links = links
        self.anchors = anchors
    }

    /// The anchor GitHub gives a heading: lower-cased, every character but letters, marks,
    /// digits, `_`, `-` and spaces dropped, spaces made `-`.
    static func anchor(of heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                let kept =
                    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || scalar.properties.generalCategory == .nonspacingMark || scalar == "_" || scalar == "-"
                return kept ? Character(scalar) : nil
            }
        )
    }

    /// The text of an ATX heading line (`## The house` → `The house`), nil for other lines.
    private static func heading(_ line: [Character]) -> String? {
        var level = 0
        while level < line.count, line[level] == "#" { level += 1 }
        guard (1...6).contains(level), level < line.count, line[level] == " " else { return nil }
        return String(line[(level + 1)...]).trimmingCharacters(in: .whitespaces)
    }

    /// `text` with the lines of fenced code blocks (and their fences) emptied, line breaks kept.
    static func unfenced(_ text: String) -> String {
        var fenced = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                fenced.toggle()
                return ""
            }
            return fenced ? "" : String(line)
        }
        .joined(separator: "\n")
    }

    /// `text` with inline code spans blanked out, line breaks kept. A run of backticks opens a
    /// span closed by the next run of the same length (across line breaks, as in a paragraph); a
    /// run that nothing closes is literal text.
    static func blankingCodeSpans(_ text: String) -> String {
        var unfenced = Array(text)
        // Every run of backticks, then for each the next run of the same length (one pass back).
        var runs: [(start: Int, end: Int)] = []
        var index = 0
        while index < unfenced.count {
            guard unfenced[index] == "`" else {
                index += 1
                continue
            }
            let start = index
            while index < unfenced.count, unfenced[index] == "`" { index += 1 }
            runs.append((start, index))
        }
        var next = [Int?](repeating: nil, count: runs.count)
        var laterRun: [Int: Int] = [:]
        for run in runs.indices.reversed() {
            let length = runs[run].end - runs[run].start
            next[run] = laterRun[length]
            laterRun[length] = run
        }
        var run = 0
        while run < runs.count {
            guard let closing = next[run] else {
                run += 1
                continue
            }
            for position in runs[run].start..<runs[closing].end where unfenced[position] != "\n" {
                unfenced[position] = " "
            }
            run = closing + 1
        }
        return String(unfenced)
    }
}
