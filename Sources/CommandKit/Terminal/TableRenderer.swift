/// Lays out rows of cells as aligned lines for a terminal, or as tab-separated lines for pipes.
///
/// Cells are sanitized to one line (escape sequences and controls removed) before layout.
public struct TableRenderer: Sendable, Hashable {
    /// The columns, in display order.
    public var columns: [TableColumn]
    /// Spaces between adjacent columns; a negative number counts as 0.
    public var columnSpacing = 2
    /// Whether `render` starts with a header line.
    public var showsHeader = true
    /// A character repeated under each header (e.g. `"─"` or `"-"`), or `nil` for no separator line.
    public var headerSeparator: Character?
    /// The style of the header line when colour is enabled.
    public var headerStyle = ANSIStyle.bold
}

extension TableRenderer {
    /// A layout of `columns`, the other settings at their defaults (2 spaces between columns, a
    /// bold header, no separator line).
    public init(columns: [TableColumn]) {
        self.columns = columns
    }

    /// Aligned lines, none wider than `width` columns, styled only when `colorEnabled`.
    ///
    /// Low-priority columns are left out before flexible ones shrink below their minimum, the
    /// required (identifying) columns are kept at any width, and spare width is handed out by
    /// priority (see `columnWidths`). A cell cut in the middle keeps what tells it from the
    /// column's other cells (`TextTruncation.truncateMiddle`, `sharedEnding`). Trailing spaces are trimmed from each line.
    /// Missing cells are empty; cells beyond the declared columns are ignored; a column whose
    /// header and cells are all empty takes no room.
    public func render(_ rows: [[TableCell]], width: Int, colorEnabled: Bool) -> [String] {
        let texts = rows.map { row in
            columns.indices.map { row.indices.contains($0) ? TextSanitizer.singleLine(row[$0].text) : "" }
        }
        let headers = columns.map { TextSanitizer.singleLine($0.header) }
        let widths = columnWidths(headers: showsHeader ? headers : nil, rows: texts, totalWidth: width)
        var lines: [String] = []
        if showsHeader {
            let styles = columns.map { _ in Optional(headerStyle) }
            let endings = columns.map { _ in 0 }
            lines.append(line(headers, styles: styles, widths: widths, endings: endings, colorEnabled: colorEnabled))
            if let headerSeparator {
                let rule = widths.filter { $0 > 0 }.map { ruleText(headerSeparator, width: $0) }
                lines.append(rule.joined(separator: String(repeating: " ", count: spacing)))
            }
        }
        let endings = columns.indices.map { index in
            columns[index].truncation == .middle ? Self.sharedEnding(texts.map { $0[index] }) : 0
        }
        for (rowIndex, row) in texts.enumerated() {
            let styles = columns.indices.map { rows[rowIndex].indices.contains($0) ? rows[rowIndex][$0].style : nil }
            lines.append(line(row, styles: styles, widths: widths, endings: endings, colorEnabled: colorEnabled))
        }
        return lines
    }

    /// Aligned lines for plain strings; see `render(_:width:colorEnabled:)`.
    public func render(_ rows: [[String]], width: Int, colorEnabled: Bool) -> [String] {
        render(rows.map { $0.map { TableCell($0) } }, width: width, colorEnabled: colorEnabled)
    }

    /// What `terminal` shows of plain strings: the aligned table on a terminal (at its width and
    /// colour), the tab-separated rows of `plainRows(_:)` otherwise.
    public func lines(_ rows: [[String]], for terminal: TerminalCapabilities) -> [String] {
        terminal.showsTable
            ? render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled)
            : plainRows(rows)
    }

    /// Lines for pipes: cells joined by a tab, sanitized to one line (so no tab or newline
    /// inside a cell), never truncated, never styled. The header line only if `includeHeader`.
    public func plainRows(_ rows: [[TableCell]], includeHeader: Bool = false) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(rows.count + 1)
        if includeHeader {
            lines.append(Self.tabJoined(columns.map { TextSanitizer.singleLine($0.header) }))
        }
        for row in rows {
            let cells = columns.indices.map { row.indices.contains($0) ? TextSanitizer.singleLine(row[$0].text) : "" }
            lines.append(Self.tabJoined(cells))
        }
        return lines
    }

    /// `cells.joined(separator: "\t")`, written into one buffer of the right size: a listing
    /// of 10,000 rows spent a tenth of its time in the general `joined`.
    static func tabJoined(_ cells: [String]) -> String {
        let count = cells.reduce(max(0, cells.count - 1)) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for (index, cell) in cells.enumerated() {
                if index > 0 {
                    buffer[offset] = UInt8(ascii: "\t")
                    offset += 1
                }
                var cell = cell
                cell.withUTF8 { utf8 in
                    guard let source = utf8.baseAddress, let target = buffer.baseAddress else { return }
                    (target + offset).update(from: source, count: utf8.count)
                    offset += utf8.count
                }
            }
            return offset
        }
    }

    /// Lines for pipes from plain strings; see `plainRows(_:includeHeader:)`.
    public func plainRows(_ rows: [[String]], includeHeader: Bool = false) -> [String] {
        plainRows(rows.map { $0.map { TableCell($0) } }, includeHeader: includeHeader)
    }

    private func line(
        _ cells: [String],
        styles: [ANSIStyle?],
        widths: [Int],
        endings: [Int],
        colorEnabled: Bool
    ) -> String {
        var parts: [String] = []
        for (index, cell) in cells.enumerated() where widths[index] > 0 {
            let width = widths[index]
            let text =
                switch columns[index].truncation {
                case .end: TextTruncation.truncate(cell, toWidth: width)
                case .middle: TextTruncation.truncateMiddle(cell, toWidth: width, sharedEnding: endings[index])
                }
            let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
            let styled = styles[index].map { $0.apply(to: text, enabled: colorEnabled) } ?? text
            switch columns[index].alignment {
            case .left: parts.append(styled + padding)
            case .right: parts.append(padding + styled)
            }
        }
        var joined = parts.joined(separator: String(repeating: " ", count: spacing))
        while joined.last == " " { joined.removeLast() }
        return joined
    }

    /// How many last characters every one of `cells` has in common (0 for fewer than two cells),
    /// so that a cut in the middle can keep what tells them apart. Linear in their length.
    static func sharedEnding(_ cells: [String]) -> Int {
        guard cells.count > 1, var shared = cells.first.map({ Array($0.reversed()) }) else { return 0 }
        for cell in cells.dropFirst() {
            var length = 0
            for character in cell.reversed() {
                guard length < shared.count, shared[length] == character else { break }
                length += 1
            }
            shared.removeLast(shared.count - length)
        }
        return shared.count
    }

    /// The spacing between columns, never negative.
    var spacing: Int { max(0, columnSpacing) }

    private func ruleText(_ character: Character, width: Int) -> String {
        String(repeating: String(character), count: width / max(1, DisplayWidth.of(character)))
    }
}
