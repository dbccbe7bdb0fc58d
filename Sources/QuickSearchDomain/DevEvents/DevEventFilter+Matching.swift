import Foundation

extension DevEventFilter {
    /// The events that pass every criterion at `now`, in `sortOrder`.
    public func apply(to events: [DevEvent], at now: Date) -> [DevEvent] {
        let prepared = Prepared(self)
        return sortOrder.sorted(events.filter { prepared.matches($0, at: now) })
    }

    /// Whether `event` passes every criterion at `now`.
    public func matches(_ event: DevEvent, at now: Date) -> Bool {
        Prepared(self).matches(event, at: now)
    }

    /// The filter with its texts folded once.
    private struct Prepared {
        let filter: DevEventFilter
        let tags: [String]
        let host: String?
        let searchText: String?
        let monthRange: (start: Date, end: Date)?

        init(_ filter: DevEventFilter) {
            self.filter = filter
            tags = filter.tags.map(DevEventTextNormalizer.fold).filter { !$0.isEmpty }
            host = filter.host.map(DevEventTextNormalizer.fold).flatMap { $0.isEmpty ? nil : $0 }
            searchText = filter.searchText.map(DevEventTextNormalizer.fold).flatMap { $0.isEmpty ? nil : $0 }
            if let month = filter.month, let start = month.start, let end = month.next.start {
                monthRange = (start, end)
            } else {
                monthRange = nil
            }
        }

        func matches(_ event: DevEvent, at now: Date) -> Bool {
            guard filter.statuses.contains(event.status(at: now)) else { return false }
            if let mode = filter.mode, !Self.mode(event.mode, matches: mode) { return false }
            if let price = filter.price, event.price != price { return false }
            if !tags.isEmpty {
                let eventTags = Set(event.tags.flatMap(DevEventTagGroups.matched))
                guard tags.allSatisfy(eventTags.contains) else { return false }
            }
            if let host, !event.hosts.contains(where: { DevEventTextNormalizer.fold($0).contains(host) }) {
                return false
            }
            if let searchText {
                let haystack = ([event.title] + event.hosts + event.tags).map(DevEventTextNormalizer.fold)
                guard haystack.contains(where: { $0.contains(searchText) }) else { return false }
            }
            if filter.month != nil, !touchesMonth(event) { return false }
            if let within = filter.within, !isWithin(event, now: now, seconds: within) { return false }
            return true
        }

        private static func mode(_ mode: DevEventMode, matches wanted: DevEventMode) -> Bool {
            switch wanted {
            case .online: return mode == .online || mode == .hybrid
            case .offline: return mode == .offline || mode == .hybrid
            case .hybrid, .unknown: return mode == wanted
            }
        }

        private func touchesMonth(_ event: DevEvent) -> Bool {
            guard let from = event.start ?? event.end, let until = event.end ?? event.start else {
                return event.section == filter.month
            }
            guard let range = monthRange else { return false }
            return from < range.end && until >= range.start
        }

        private func isWithin(_ event: DevEvent, now: Date, seconds: TimeInterval) -> Bool {
            let limit = now.addingTimeInterval(seconds)
            return [event.start, event.end].contains { instant in
                guard let instant else { return false }
                return instant >= now && instant <= limit
            }
        }
    }
}

extension DevEventFilter {
    /// How many of `events` pass every criterion but the status, counted by the status that
    /// keeps them out: what a wider `--ended`/`--all` would add.
    public func hiddenByStatus(in events: [DevEvent], at now: Date) -> [DevEventStatus: Int] {
        var anyStatus = self
        anyStatus.statuses = Set(DevEventStatus.allCases)
        var hidden: [DevEventStatus: Int] = [:]
        for event in anyStatus.apply(to: events, at: now) where !statuses.contains(event.status(at: now)) {
            hidden[event.status(at: now), default: 0] += 1
        }
        return hidden
    }
}
