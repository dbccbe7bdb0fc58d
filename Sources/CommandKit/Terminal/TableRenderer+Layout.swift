extension TableRenderer {
    /// The width of each column so that the line fits `totalWidth`; 0 means the column is left out.
    ///
    /// 1. Each column needs its minimum: a fixed column its whole content (up to `maxWidth`),
    ///    a flexible one `minWidth` (or less when its content is narrower).
    /// 2. While the minimums do not fit, the lowest-priority column that is not required is
    ///    dropped (the rightmost among equals), with the other columns of its group: columns go
    ///    before others are squeezed.
    /// 3. If the required columns alone do not fit, their flexible ones shrink below their
    ///    minimum (lowest priority first, down to one column), then columns are cut from the right.
    /// 4. Spare width goes to the kept columns in priority order (the leftmost among equals),
    ///    first up to `maxWidth`, then up to their whole content: the full width is used.
    func columnWidths(headers: [String]?, rows: [[String]], totalWidth: Int) -> [Int] {
        let total = max(0, totalWidth)
        let natural = columns.indices.map { index -> Int in
            var width = headers.map { DisplayWidth.of($0[index]) } ?? 0
            for row in rows { width = max(width, DisplayWidth.of(row[index])) }
            return width
        }
        let capped = columns.indices.map { index in
            columns[index].maxWidth.map { min(natural[index], max(0, $0)) } ?? natural[index]
        }
        var widths = columns.indices.map { index in
            columns[index].isFlexible ? min(capped[index], max(0, columns[index].minWidth)) : capped[index]
        }

        let dropOrder = columns.indices
            .filter { !columns[$0].isRequired }
            .sorted { (columns[$0].priority, -$0) < (columns[$1].priority, -$1) }
        for index in dropOrder where lineWidth(widths) > total && widths[index] > 0 {
            for member in columns.indices where member == index || sharesGroup(member, index) {
                if !columns[member].isRequired { widths[member] = 0 }
            }
        }

        var excess = lineWidth(widths) - total
        let squeezeOrder = columns.indices
            .filter { columns[$0].isFlexible && widths[$0] > 1 }
            .sorted { (columns[$0].priority, -$0) < (columns[$1].priority, -$1) }
        for index in squeezeOrder where excess > 0 {
            let cut = min(widths[index] - 1, excess)
            widths[index] -= cut
            excess -= cut
        }
        for index in columns.indices.reversed() where excess > 0 {
            guard widths[index] > 0 else { continue }
            widths[index] -= min(widths[index], excess)
            excess = lineWidth(widths) - total
        }

        let growOrder = columns.indices
            .filter { widths[$0] > 0 }
            .sorted { (-columns[$0].priority, $0) < (-columns[$1].priority, $1) }
        for limits in [capped, natural] {
            for index in growOrder {
                let spare = total - lineWidth(widths)
                guard spare > 0 else { return widths }
                widths[index] += max(0, min(limits[index] - widths[index], spare))
            }
        }
        return widths
    }

    /// Whether two columns belong to the same group.
    private func sharesGroup(_ first: Int, _ second: Int) -> Bool {
        columns[first].group != nil && columns[first].group == columns[second].group
    }

    /// The width of a line with these column widths, counting spacing between shown columns only.
    private func lineWidth(_ widths: [Int]) -> Int {
        let shown = widths.filter { $0 > 0 }
        return shown.reduce(0, +) + spacing * max(0, shown.count - 1)
    }
}
