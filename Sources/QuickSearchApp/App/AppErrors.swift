import CommandKit
import QuickSearchData
import QuickSearchDomain

/// The one description of QuickSearch's errors: each as its message and exit status.
enum AppErrors {
    /// The description of an error of the data and domain layers; nil for the kit's own.
    static func describe(_ error: any Error) -> ErrorDescription? {
        switch error {
        case let error as ConfigurationError:
            return ErrorDescription(error.explained, exitCode: .configuration)
        case let error as SourceFailure:
            return ErrorDescription(error.explained, exitCode: ExitCode(error.kind))
        case let error as StoreError:
            return ErrorDescription(error.message, exitCode: .storage)
        case let error as AppPathsError:
            return ErrorDescription(
                error.message,
                exitCode: [.homeNotSet, .homeMissing].contains(error.code) ? .configuration : .storage
            )
        default:
            return nil
        }
    }

    /// The message and exit code of any error, as the kit would print it.
    static func message(_ error: any Error) -> (String, ExitCode) {
        let description = describer.describe(error)
        return (description.message, description.exitCode)
    }

    /// The describer of both programs.
    static let describer = ErrorDescriber(describe)
}
