import QuickSearchData
import QuickSearchDomain

/// The words for the remedies the data layer names: which of the tools' options (or variables)
/// makes the change. The one place that knows them; every line built from a failure's message
/// goes through `explained`, so users read what went wrong and then what to change.
enum RemedyAdvice {
    /// What to change, naming the option.
    static func advice(_ remedy: Remedy) -> String {
        switch remedy {
        case .allowMoreTime(suggested: nil):
            "allow more time (--timeout) and try again"
        case .allowMoreTime(suggested: let seconds?):
            "try --timeout \(SearchDeadline.format(seconds.timeInterval))"
        case .allowLargerFiles:
            "allow larger files with --max-size"
        case .chooseAnotherPage:
            "give --source an HTML file or an http(s) address"
        case .checkPageAddress:
            "check --source (or DEVEVENTS_SOURCE)"
        case .chooseAnotherFolder:
            "give a folder for --download"
        case .givePoint:
            "give coordinates with --at LAT,LON instead"
        }
    }

    /// `message`, then the advice for `remedy` when there is one.
    static func explained(_ message: String, _ remedy: Remedy?) -> String {
        guard let remedy else { return message }
        return message + "; " + advice(remedy)
    }
}

extension KindedFailure {
    /// The message with its remedy in the tools' words.
    var explained: String { RemedyAdvice.explained(message, remedy) }
}

extension ConfigurationError {
    /// The message with its remedy in the tools' words.
    var explained: String { RemedyAdvice.explained(message, remedy) }
}

extension HealthCheckResult {
    /// The fix with the remedy in the tools' words; nil when there is neither.
    var explainedFix: String? {
        guard let remedy else { return fix }
        return fix.map { RemedyAdvice.explained($0, remedy) } ?? RemedyAdvice.advice(remedy)
    }
}
