extension TableRenderer {
    /// The width of each column so that the line fits `totalWidth`; 0 means the column is left out.
    func columnWidths(headers: [String]?, rows: [[String]], totalWidth: Int) -> [Int] {
        var widths = columns.indices.map { index -> Int in
            var natural = headers.map { DisplayWidth.of($0[index]) } ?? 0
            for row in rows { natural = max(natural, DisplayWidth.of(row[index])) }
            if let cap = columns[index].maxWidth { natural = min(natural, max(0, cap)) }
            return natural
        }
        var excess = lineWidth(widths) - max(0, totalWidth)
        guard excess > 0 else { return widths }

        let shrinkOrder = columns.indices
            .filter { columns[$0].isFlexible }
            .sorted { (columns[$0].priority, -$0) < (columns[$1].priority, -$1) }
        for floor in [nil, 1] as [Int?] {
            for index in shrinkOrder where excess > 0 {
                let limit = min(widths[index], floor ?? max(0, columns[index].minWidth))
                let cut = min(widths[index] - limit, excess)
                widths[index] -= cut
                excess -= cut
            }
        }
        for index in columns.indices.reversed() where excess > 0 {
            guard widths[index] > 0 else { continue }
            let cut = min(widths[index], excess)
            widths[index] -= cut
            excess = lineWidth(widths) - max(0, totalWidth)
        }
        return widths
    }

    /// The width of a line with these column widths, counting spacing between shown columns only.
    private func lineWidth(_ widths: [Int]) -> Int {
        let shown = widths.filter { $0 > 0 }
        return shown.reduce(0, +) + spacing * max(0, shown.count - 1)
    }
}
