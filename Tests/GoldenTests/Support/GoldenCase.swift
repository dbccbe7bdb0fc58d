/// One golden file: the command whose output it holds, the terminal width, and whether colour
/// is on.
struct GoldenCase: Sendable {
    /// The file's path under `Golden/`.
    var file: String
    var tool: GoldenTool
    var arguments: [String]
    var columns: Int
    var colour = false

    /// The command as a user would type it, for messages.
    var commandLine: String {
        let colourSetting = colour ? "" : "NO_COLOR=1 "
        return "\(colourSetting)COLUMNS=\(columns) \(([tool.rawValue] + arguments).joined(separator: " "))"
    }
}
