/// A key a stood-in upstream checks, named by the environment variable the tools read it from,
/// so that a test, `--key` and `--environment` can all say which key they mean by that name.
public struct MockKey: Sendable, Hashable {
    /// The tools' variable (`NAVER_CLIENT_ID`).
    public let variable: String
    /// The value accepted when the configuration names none (`mock-naver-id`).
    public let defaultValue: String
}
