extension ANSIStyle {
    /// No codes: text is never changed.
    public static let plain = ANSIStyle(codes: [])
    /// Bold or increased intensity.
    public static let bold = ANSIStyle(codes: [1])
    /// Dim or decreased intensity.
    public static let dim = ANSIStyle(codes: [2])
    /// Red foreground.
    public static let red = ANSIStyle(codes: [31])
    /// Green foreground.
    public static let green = ANSIStyle(codes: [32])
    /// Yellow foreground.
    public static let yellow = ANSIStyle(codes: [33])
    /// Blue foreground.
    public static let blue = ANSIStyle(codes: [34])
    /// Magenta foreground.
    public static let magenta = ANSIStyle(codes: [35])
    /// Cyan foreground.
    public static let cyan = ANSIStyle(codes: [36])
}
