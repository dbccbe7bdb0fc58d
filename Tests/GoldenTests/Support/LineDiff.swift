/// A line-by-line unified diff of two texts, as `diff -u` prints it, for the message of a golden
/// file that no longer matches.
///
/// Myers' algorithm: O((N + M) · D) time for N and M lines that differ in D lines, so linear
/// in the texts when they differ in a few lines, the usual case. Past `maximumEdits` differing
/// lines it gives up (the texts have little in common) and reports the first differing line.
struct LineDiff {
    /// A line, compared byte for byte (as the golden files are), not as Unicode-equivalent text.
    struct Line: Equatable {
        var bytes: [UInt8]

        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// One line of the edit script: kept, only in the expected text, or only in the actual one.
    enum Edit: Equatable {
        case same(Line)
        case removed(Line)
        case added(Line)

        var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    /// Lines of context around each change.
    var context = 3
    /// The most differing lines the diff looks for before reporting only the first one.
    var maximumEdits = 400
    /// The most lines of diff printed.
    var maximumLines = 120

    /// The changes from `expected` to `actual` as unified hunks with `-` and `+` lines, control
    /// characters (the escape of an ANSI colour) shown as visible symbols; empty when the texts
    /// are equal.
    func render(expected: String, actual: String) -> String {
        guard !expected.utf8.elementsEqual(actual.utf8) else { return "" }
        let old = Self.lines(expected)
        let new = Self.lines(actual)
        guard let edits = Self.edits(from: old.lines, to: new.lines, maximumEdits: maximumEdits) else {
            return Self.firstDifference(old.lines, new.lines)
        }
        var output = hunks(edits)
        if old.endsWithNewline != new.endsWithNewline {
            output.append(
                old.endsWithNewline
                    ? "\\ the output has no newline at its end; the golden file has one"
                    : "\\ the output ends with a newline; the golden file does not"
            )
        }
        if output.count > maximumLines {
            let more = output.count - maximumLines
            output = Array(output.prefix(maximumLines)) + ["… \(more) more lines of diff"]
        }
        return output.joined(separator: "\n")
    }

    /// The shortest edit script turning `old` into `new`, or nil when it needs more than
    /// `maximumEdits` insertions and deletions.
    static func edits(from old: [Line], to new: [Line], maximumEdits: Int) -> [Edit]? {
        let limit = min(old.count + new.count, maximumEdits)
        let offset = limit + 1
        // frontier[k + offset]: the furthest x reached on diagonal k = x - y.
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for depth in 0...limit {
            trace.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                var x =
                    goesDown(diagonal, depth, frontier, offset)
                    ? frontier[diagonal + 1 + offset] : frontier[diagonal - 1 + offset] + 1
                var y = x - diagonal
                while x < old.count, y < new.count, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[diagonal + offset] = x
                if x >= old.count && y >= new.count {
                    return backtrack(trace, old: old, new: new, offset: offset)
                }
            }
        }
        return nil
    }

    /// Whether diagonal `diagonal` at `depth` is best reached by an insertion (from `diagonal + 1`).
    private static func goesDown(_ diagonal: Int, _ depth: Int, _ frontier: [Int], _ offset: Int) -> Bool {
        diagonal == -depth || (diagonal != depth && frontier[diagonal - 1 + offset] < frontier[diagonal + 1 + offset])
    }

    /// Walks the saved frontiers back from the end, one edit per depth plus the snakes between.
    private static func backtrack(_ trace: [[Int]], old: [Line], new: [Line], offset: Int) -> [Edit] {
        var x = old.count
        var y = new.count
        var reversed: [Edit] = []
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[depth]
            let diagonal = x - y
            let previous = goesDown(diagonal, depth, frontier, offset) ? diagonal + 1 : diagonal - 1
            let previousX = frontier[previous + offset]
            let previousY = previousX - previous
            while x > previousX && y > previousY {
                reversed.append(.same(old[x - 1]))
                x -= 1
                y -= 1
            }
            guard depth > 0 else { break }
            if x == previousX {
                reversed.append(.added(new[y - 1]))
                y -= 1
            } else {
                reversed.append(.removed(old[x - 1]))
                x -= 1
            }
        }
        return reversed.reversed()
    }

    /// The edit script as `@@ -a,b +c,d @@` hunks, changes `context` lines apart or less merged.
    private func hunks(_ edits: [Edit]) -> [String] {
        let changed = edits.indices.filter { edits[$0].isChange }
        guard let first = changed.first else { return [] }
        var groups: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                groups.append(start...end)
                start = index
            }
            end = index
        }
        groups.append(start...end)
        // oldBefore[i], newBefore[i]: lines of each text before edit i.
        var oldBefore = [0]
        var newBefore = [0]
        for edit in edits {
            let isOld = if case .added = edit { false } else { true }
            let isNew = if case .removed = edit { false } else { true }
            oldBefore.append(oldBefore[oldBefore.count - 1] + (isOld ? 1 : 0))
            newBefore.append(newBefore[newBefore.count - 1] + (isNew ? 1 : 0))
        }
        var output: [String] = []
        for group in groups {
            let low = max(0, group.lowerBound - context)
            let high = min(edits.count - 1, group.upperBound + context)
            let oldCount = oldBefore[high + 1] - oldBefore[low]
            let newCount = newBefore[high + 1] - newBefore[low]
            let oldStart = oldCount == 0 ? oldBefore[low] : oldBefore[low] + 1
            let newStart = newCount == 0 ? newBefore[low] : newBefore[low] + 1
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for edit in edits[low...high] {
                switch edit {
                case .same(let line): output.append(" " + Self.visible(line.text))
                case .removed(let line): output.append("-" + Self.visible(line.text))
                case .added(let line): output.append("+" + Self.visible(line.text))
                }
            }
        }
        return output
    }

    /// The first line where the texts part, both versions.
    private static func firstDifference(_ old: [Line], _ new: [Line]) -> String {
        var index = 0
        while index < old.count, index < new.count, old[index] == new[index] {
            index += 1
        }
        let expected = index < old.count ? visible(old[index].text) : "(end of file)"
        let actual = index < new.count ? visible(new[index].text) : "(end of output)"
        return "first difference at line \(index + 1) (too many to diff):\n-\(expected)\n+\(actual)"
    }

    /// `text` cut into lines at each line feed byte (a carriage return stays in its line), and
    /// whether it ended with one; an empty text has no lines and no unfinished one.
    private static func lines(_ text: String) -> (lines: [Line], endsWithNewline: Bool) {
        guard !text.isEmpty else { return ([], true) }
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            Line(bytes: Array($0))
        }
        let endsWithNewline = text.utf8.last == UInt8(ascii: "\n")
        if endsWithNewline { lines.removeLast() }
        return (lines, endsWithNewline)
    }

    /// `line` with control characters other than tab shown as their Unicode pictures (␛, ␍).
    static func visible(_ line: String) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t", let picture = Unicode.Scalar(0x2400 + scalar.value) {
                result.unicodeScalars.append(picture)
            } else if scalar.value == 0x7F {
                result += "␡"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
