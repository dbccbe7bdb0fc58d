extension StringProtocol {
    /// The text without the given leading and trailing characters (no Foundation needed).
    func trimmed(of set: String) -> String {
        let unwanted = Set(set)
        guard let first = firstIndex(where: { !unwanted.contains($0) }),
            let last = lastIndex(where: { !unwanted.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
