import QuickSearchDomain

/// Why one download failed; its kind is what the summary line counts. The message names the
/// host, never a query string; the remedy is the setting to change, when that is what would
/// help (a larger size limit, more time).
public typealias DownloadError = KindedFailure<DownloadFailureKind>

/// The class of a download failure, as the summary names it (`2 not an image`).
public enum DownloadFailureKind: String, Sendable, Hashable, CaseIterable {
    case notAnImage = "not an image"
    case tooLarge = "too large"
    /// A connection to a loopback, private or link-local address was refused.
    case blockedAddress = "blocked address"
    /// A redirect to something other than http(s), or too many.
    case badRedirect = "bad redirect"
    case httpStatus = "HTTP error"
    case network = "network error"
    case timedOut = "timed out"
    /// Interrupted (Ctrl-C).
    case cancelled = "cancelled"
    /// Interrupted (Ctrl-C) before its first request.
    case notStarted = "not started"
    /// Smaller than `--min-size`, `--min-width` or `--min-height` (skipped, not failed).
    case tooSmall = "too small"
    /// Outside `--range` (skipped, not failed).
    case notSelected = "not selected"
    /// The result has no http(s) address to fetch (for `--thumbnails`, no thumbnail).
    case noAddress = "no address"
    /// The file could not be written.
    case notSaved = "not saved"
}
