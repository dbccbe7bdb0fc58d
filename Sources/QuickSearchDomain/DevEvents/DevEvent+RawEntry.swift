extension DevEvent {
    /// Interprets an entry found on the page: splits and classifies its tags, splits its hosts,
    /// and reads its period (the first period field whose dates can be read, else the first
    /// period field; its text is kept either way). Linear in the entry's fields and their text;
    /// `meter` counts the field work.
    public init(raw: DevEventRawEntry, section: DevEventMonth, id: String, meter: DevEventWorkMeter? = nil) {
        var tags: [String] = []
        var hosts: [String] = []
        var periods: [(kind: DevEventPeriodKind, text: String)] = []
        for field in raw.fields {
            switch field.key {
            case .tags:
                tags += DevEventTagParser.tags(value: field.value, codeSpans: field.codeSpans, meter: meter)
            case .host:
                hosts += DevEventHostParser.hosts(from: field.value, meter: meter)
            case .period(let kind):
                periods.append((kind, DevEventTextNormalizer.clean(field.value)))
            case nil:
                continue
            }
        }
        tags = DevEventTagParser.unique(tags, meter: meter)
        let classification = DevEventTagClassification(tags: tags)
        var periodKind = DevEventPeriodKind.none
        var rawPeriod = ""
        var schedule = DevEventSchedule.unknown
        for period in periods {
            let candidate = DevEventDateParser.parse(period.text, in: section)
            if periodKind == .none || (!schedule.isKnown && candidate.isKnown) {
                periodKind = period.kind
                rawPeriod = period.text
                schedule = candidate
            }
            if schedule.isKnown { break }
        }
        self.init(
            id: id,
            title: DevEventTextNormalizer.clean(raw.title),
            url: raw.url,
            tags: tags,
            mode: classification.mode,
            place: classification.place,
            price: classification.price,
            kinds: classification.kinds,
            topics: classification.topics,
            hosts: DevEventTagParser.unique(hosts, meter: meter),
            periodKind: periodKind,
            rawPeriod: rawPeriod,
            schedule: schedule,
            section: section
        )
    }

    /// Whether the entry has a period text whose dates could not be read.
    public var hasUnreadablePeriod: Bool {
        !rawPeriod.isEmpty && start == nil && end == nil
    }
}
