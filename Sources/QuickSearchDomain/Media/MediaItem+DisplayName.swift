extension MediaItem {
    /// What names the result for people and in file names: its title, else the name of the
    /// site it was found on (Kakao images have no title), else nil. Blank text counts as none.
    public var displayName: String? {
        [title, siteName ?? ""].first { !$0.allSatisfy(\.isWhitespace) }
    }
}
