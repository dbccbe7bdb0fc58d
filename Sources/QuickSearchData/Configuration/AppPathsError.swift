/// A failure to resolve or create QuickSearch's directories.
///
/// Compare `code` to tell failures apart; `message` is one line for a person and says what to do.
public struct AppPathsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of an `AppPathsError`, an open set of named values.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable name, e.g. `"home-not-set"`.
        public let name: String

        /// Creates a code with a stable name.
        public init(_ name: String) {
            self.name = name
        }

        public var description: String { name }

        /// Neither the XDG variable nor `HOME` gives an absolute path.
        public static let homeNotSet = Code("home-not-set")
        /// A directory could not be created.
        public static let cannotCreateDirectory = Code("cannot-create-directory")
        /// Something other than a directory is where a directory should be.
        public static let notADirectory = Code("not-a-directory")
    }

    /// What kind of failure this is.
    public let code: Code
    /// One line for a person: what went wrong and what to do about it.
    public let message: String

    /// Creates an error; prefer the static factories.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    /// `HOME` is needed because `variable` is unset or relative, but `HOME` is not absolute either.
    public static func homeNotSet(variable: String) -> AppPathsError {
        AppPathsError(
            code: .homeNotSet,
            message: "HOME is not set to an absolute path: set HOME, or set \(variable) to an absolute path."
        )
    }

    /// `path` could not be created because of `reason`.
    public static func cannotCreateDirectory(path: String, reason: String) -> AppPathsError {
        AppPathsError(
            code: .cannotCreateDirectory,
            message: "Cannot create directory \(path) (\(reason)): check that its parent exists and is writable."
        )
    }

    /// `path` exists but is not a directory (or a link to one).
    public static func notADirectory(path: String) -> AppPathsError {
        AppPathsError(
            code: .notADirectory,
            message: "\(path) is in the way of a QuickSearch directory: move it aside or set another XDG directory."
        )
    }
}
