extension TerminalCapabilities {
    /// Describes a stream from facts the caller gathered: `isatty`, the environment, and the
    /// width the terminal reported (`ioctl(TIOCGWINSZ)`), if any.
    ///
    /// Colour, in order of precedence (`--color` is applied afterwards and wins over all):
    /// off when `NO_COLOR` is set to a non-empty value (no-color.org: an empty one is ignored);
    /// on when `FORCE_COLOR` is non-empty (force-color.org) or `CLICOLOR_FORCE` is set and not
    /// `0` (bixense.com/clicolors); else on only for a terminal whose `TERM` is not `dumb`.
    /// The width is `COLUMNS` when it is a whole number in `acceptedWidths`, else the reported
    /// width when in that range, else `defaultWidth`.
    public static func detect(
        isTTY: Bool,
        environment: [String: String],
        reportedWidth: Int? = nil
    ) -> TerminalCapabilities {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let forced =
            !(environment["FORCE_COLOR"] ?? "").isEmpty
            || environment["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
        let dumb = environment["TERM"] == "dumb"
        let width =
            columns(from: environment["COLUMNS"])
            ?? reportedWidth.flatMap { acceptedWidths.contains($0) ? $0 : nil }
            ?? defaultWidth
        return TerminalCapabilities(isTTY: isTTY, colorEnabled: !noColor && (forced || (isTTY && !dumb)), width: width)
    }

    private static func columns(from text: String?) -> Int? {
        guard let text, let number = Int(text.trimmingSpaces), acceptedWidths.contains(number) else { return nil }
        return number
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var slice = self[...]
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return slice
    }
}
