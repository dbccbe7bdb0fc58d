extension StringProtocol {
    /// The terminal columns this text occupies; see `DisplayWidth`.
    public var displayWidth: Int { DisplayWidth.of(self) }
}
