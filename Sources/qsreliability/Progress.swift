import Foundation

/// Progress marks on stderr while a stage runs, only when stderr is a terminal (in a log they
/// would interleave with the table).
enum Progress {
    private static let enabled = isatty(STDERR_FILENO) == 1

    static func mark(_ text: String) {
        if enabled { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
