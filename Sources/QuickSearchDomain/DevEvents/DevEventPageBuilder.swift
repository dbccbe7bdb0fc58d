/// Turns the sections found on a page into a `DevEventPage`: interprets every entry and gives
/// each a page-unique id (on a collision the later entry takes the next `attempt`, so ids
/// depend only on page order).
public enum DevEventPageBuilder {
    /// The page of `sections`; entries with neither a title nor fields are skipped.
    public static func build(_ sections: [DevEventRawSection]) -> DevEventPage {
        var used = Set<String>()
        let built = sections.map { section in
            let events = section.entries.compactMap { entry -> DevEvent? in
                let title = DevEventTextNormalizer.clean(entry.title)
                guard !title.isEmpty || !entry.fields.isEmpty else { return nil }
                var attempt = 1
                var id = DevEventIdentifier.make(title: title, url: entry.url)
                while used.contains(id) {
                    attempt += 1
                    id = DevEventIdentifier.make(title: title, url: entry.url, attempt: attempt)
                }
                used.insert(id)
                return DevEvent(raw: entry, section: section.month, id: id)
            }
            return DevEventSection(
                month: section.month,
                heading: DevEventTextNormalizer.clean(section.heading),
                events: events
            )
        }
        return DevEventPage(sections: built)
    }
}
