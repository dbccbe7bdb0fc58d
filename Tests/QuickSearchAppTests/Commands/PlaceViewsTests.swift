import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// How `places search` and `places list` show their places to people: a table on a terminal,
/// rows in a pipe, and nothing at all (not even the header) when there is nothing to show.
@Suite("places views")
struct PlaceViewsTests {
    static let terminal = TerminalCapabilities(isTTY: true, colorEnabled: false, width: 80)
    static let pipe = TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80)
    static let point = GeoCoordinate(latitude: 37.586366, longitude: 127.001699)!

    @Test("no candidates and no saved places: no line on a terminal or in a pipe")
    func emptyShowsNothing() {
        for terminal in [Self.terminal, Self.pipe] {
            #expect(PlaceCandidatesView(candidates: []).render(for: terminal) == HumanText(lines: []))
            #expect(SavedPlacesView(places: [], now: Date()).render(for: terminal) == HumanText(lines: []))
        }
    }

    @Test("candidates: a header and a numbered row on a terminal, the row alone in a pipe")
    func candidates() {
        let view = PlaceCandidatesView(
            candidates: [PlaceCandidate(name: "혜화동", address: "서울특별시 종로구 혜화동", coordinate: Self.point)]
        )
        let table = view.render(for: Self.terminal).lines
        #expect(table.count == 2)
        #expect(table.first?.hasPrefix("#") == true)
        #expect(view.render(for: Self.pipe).lines == ["1\t혜화동\t서울특별시 종로구 혜화동\t37.586366\t127.001699"])
    }

    @Test("saved places: a header and a row on a terminal, the row with its ISO time in a pipe")
    func places() {
        let added = Date(timeIntervalSince1970: 1_786_000_000)
        let view = SavedPlacesView(
            places: [Place(name: "집", coordinate: Self.point, address: nil, regionCode: nil, addedAt: added)],
            now: added.addingTimeInterval(120)
        )
        #expect(view.render(for: Self.terminal).lines.count == 2)
        #expect(
            view.render(for: Self.pipe).lines == [
                "1\t집\t\t37.586366\t127.001699\t\(JSONOutput.korea.timestamp(added))"
            ]
        )
    }
}
