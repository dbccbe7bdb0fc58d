/// The version of both tools, printed by `--version` and sent in the User-Agent.
public enum QuickSearchVersion {
    public static let current = "0.1.0"
}
