/// What a person can change so that a failed operation may succeed, when the change is one of
/// the tool's own settings (a time limit, a size limit, the page or folder given, a place's
/// point). The layer that fails names the remedy; the application words it with the option
/// that makes the change, so that the data layer's messages never name a command-line flag.
public enum Remedy: Sendable, Hashable, Codable {
    /// Allow more time: a longer deadline; `suggested`, when known, is one likely to do.
    case allowMoreTime(suggested: Duration?)
    /// Accept larger files.
    case allowLargerFiles
    /// Give another event page: what was given is not a page of the format.
    case chooseAnotherPage
    /// Check the event page that was given (its path or address).
    case checkPageAddress
    /// Give a folder to save into.
    case chooseAnotherFolder
    /// Give the place as a point (coordinates) instead of a name.
    case givePoint
}
