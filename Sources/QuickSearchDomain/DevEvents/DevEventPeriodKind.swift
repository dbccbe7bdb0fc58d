/// What an entry's period describes, from its key.
public enum DevEventPeriodKind: String, Sendable, Codable, Hashable, CaseIterable {
    /// `접수`: a registration window (the most common since 2024).
    case registration
    /// `일시`: when the event itself takes place.
    case eventDate = "event_date"
    /// `신청`: an application window.
    case application
    /// `모집`: a recruitment window.
    case recruitment
    /// The entry has no period.
    case none
}
