import Foundation

extension DevEvent {
    /// Interprets an entry found on the page: splits and classifies its tags, splits its hosts,
    /// and reads its period (the first period field whose dates can be read, else the first
    /// period field; its text is kept either way). Linear in the entry's fields and their text;
    /// `meter` counts the field work.
    ///
    /// A period line holding only a link (`신청: [Link](…)`) is no period: its link is the
    /// event's when the title has none, else its `applyURL`. A tag or host line that reads as a
    /// date range (`주최: 10. 12(화) ~ 11. 14(일)`) is neither: it is the period, of kind
    /// `eventDate`, when the entry has no period line.
    public init(raw: DevEventRawEntry, section: DevEventMonth, id: String, meter: DevEventWorkMeter? = nil) {
        var tags: [String] = []
        var hosts: [String] = []
        var periods: [(kind: DevEventPeriodKind, text: String)] = []
        var strayPeriods: [String] = []
        var url = raw.url
        var applyURL: URL?
        for field in raw.fields {
            switch field.key {
            case .tags where DevEventDateParser.readsAsDateRange(field.value),
                .host where DevEventDateParser.readsAsDateRange(field.value):
                strayPeriods.append(DevEventTextNormalizer.clean(field.value))
            case .tags:
                tags += DevEventTagParser.tags(value: field.value, codeSpans: field.codeSpans, meter: meter)
            case .host:
                hosts += DevEventHostParser.hosts(from: field.value, meter: meter)
            case .period(let kind):
                guard let link = field.link else {
                    periods.append((kind, DevEventTextNormalizer.clean(field.value)))
                    continue
                }
                if url == nil {
                    url = link
                } else if applyURL == nil, link != url {
                    applyURL = link
                }
            case nil:
                continue
            }
        }
        if periods.isEmpty {
            periods = strayPeriods.map { (.eventDate, $0) }
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
            url: url,
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
            section: section,
            applyURL: applyURL
        )
    }

    /// Whether the entry has a period text whose dates could not be read.
    public var hasUnreadablePeriod: Bool {
        !self.rawPeriod.isEmpty && self.start == nil && self.end == nil
    }
}
