/// Turns the sections found on a page into a `DevEventPage`: interprets every entry and gives
/// each a page-unique id (on a collision the later entry takes the next `attempt`, so ids
/// depend only on page order).
///
/// Linear in the entries and their fields: entries that share a title and link continue from
/// the attempt the previous one of them took instead of trying 1, 2, … again, so a page of n
/// identical entries computes about n ids, not n²/2.
public enum DevEventPageBuilder {
    /// The page of `sections`; entries with neither a title nor fields are skipped. `meter`
    /// counts the ids computed and the field work.
    public static func build(_ sections: [DevEventRawSection], meter: DevEventWorkMeter? = nil) -> DevEventPage {
        var used = Set<String>()
        // The last attempt taken for each identifier key that collided: every attempt up to it is
        // in `used` (a key without one took attempt 1).
        var lastAttempt: [String: Int] = [:]
        var computed = 0
        let built = sections.map { section in
            let events = section.entries.compactMap { entry -> DevEvent? in
                guard !DevEventTextNormalizer.clean(entry.title).isEmpty || !entry.fields.isEmpty else { return nil }
                // The id comes from the event's title and link, which a period line may give.
                var event = DevEvent(raw: entry, section: section.month, id: "", meter: meter)
                let key = DevEventIdentifier.key(title: event.title, url: event.url)
                var attempt = lastAttempt[key].map { $0 + 1 } ?? 1
                var id = DevEventIdentifier.make(key: key, attempt: attempt)
                computed += 1
                while used.contains(id) {
                    attempt += 1
                    id = DevEventIdentifier.make(key: key, attempt: attempt)
                    computed += 1
                }
                used.insert(id)
                if attempt > 1 {
                    lastAttempt[key] = attempt
                }
                event.id = id
                return event
            }
            return DevEventSection(
                month: section.month,
                heading: DevEventTextNormalizer.clean(section.heading),
                events: events
            )
        }
        meter?.add(computed, to: .identifiers)
        return DevEventPage(sections: built)
    }
}
