import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp
@testable import QuickSearchData

@Suite("devevents list: saved records beside the page's events")
struct DevEventsListedTests {
    @Test("An event not saved has no saved record; a saved one keeps its own time of saving")
    func savedOrNil() {
        let day = DevEventsCLIFixtures.seoul(2026, 9, 1)
        var saved = DevEventsCLIFixtures.event(title: "저장한 행사", start: day, end: day)
        saved.id = "saved001"
        var other = DevEventsCLIFixtures.event(title: "다른 행사", start: day, end: day)
        other.id = "other001"
        let added = DevEventsCLIFixtures.seoul(2026, 7, 1, 9)
        let favorite = DevEventFavorites.Favorite(
            event: saved,
            addedAt: added,
            updatedAt: DevEventsCLIFixtures.seoul(2026, 8, 1)
        )
        let listed = DevEventListView.listed([saved, other], saved: [saved.id: favorite])
        #expect(listed.map { $0.event } == [saved, other])
        #expect(listed.map { $0.saved } == [DevEventSavedEvent(event: saved, addedAt: added, onPage: true), nil])
    }
}
