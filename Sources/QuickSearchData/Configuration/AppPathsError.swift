import QuickSearchDomain

/// A failure to resolve or create QuickSearch's directories.
///
/// Compare `code` to tell failures apart; `message` is one line for a person and says what to do.
public struct AppPathsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of an `AppPathsError`.
    public typealias Code = NamedCode<AppPathsError>

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
            message: "HOME is not set to an absolute path: set HOME, or set \(variable) to an absolute path"
        )
    }

    /// `HOME` is `home`, which is not an existing folder; QuickSearch does not create it.
    public static func homeMissing(home: String, variable: String) -> AppPathsError {
        AppPathsError(
            code: .homeMissing,
            message: "HOME (\(home)) is not an existing folder, and QuickSearch will not create it: "
                + "set HOME to your home folder, or set \(variable) to an absolute path"
        )
    }

    /// `path` could not be created because of `reason`.
    public static func cannotCreateDirectory(path: String, reason: String) -> AppPathsError {
        AppPathsError(
            code: .cannotCreateDirectory,
            message: "cannot create the folder \(path) (\(reason)): create it yourself or make its parent writable, "
                + "or point the XDG variable elsewhere"
        )
    }

    /// `path` exists but is not a directory (or a link to one).
    public static func notADirectory(path: String) -> AppPathsError {
        AppPathsError(
            code: .notADirectory,
            message: "\(path) is in the way of a QuickSearch folder: move it aside, or point the XDG variable elsewhere"
        )
    }
}

extension NamedCode where Owner == AppPathsError {
    /// Neither the XDG variable nor `HOME` gives an absolute path.
    public static var homeNotSet: Self { Self("home-not-set") }
    /// `HOME` is set but is not an existing folder.
    public static var homeMissing: Self { Self("home-missing") }
    /// A directory could not be created.
    public static var cannotCreateDirectory: Self { Self("cannot-create-directory") }
    /// Something other than a directory is where a directory should be.
    public static var notADirectory: Self { Self("not-a-directory") }
}
