import Foundation
import Testing

@testable import QuickSearchDomain

/// A `DevEvent` keeps its fields behind one shared reference, and is a value all the same.
@Suite("A Dev-Event event is a value")
struct DevEventValueTests {
    @Test("setting a field changes that copy only")
    func copiesAreIndependent() throws {
        let original = try DevEventCodingTests.event()
        var changed = original
        changed.id = "zzzzzzzz"
        changed.title = "다른 행사"
        changed.tags.append("오프라인")
        #expect(original.id == "k3m9x2qa" && original.title == "샘플 행사" && original.tags == ["온라인"])
        #expect(changed.id == "zzzzzzzz" && changed.title == "다른 행사" && changed.tags == ["온라인", "오프라인"])
        #expect(changed != original)
    }

    @Test("equal fields are equal events with equal hashes, whether they share a box or not")
    func equalityIsTheFields() throws {
        let first = try DevEventCodingTests.event()
        let second = try DevEventCodingTests.event()
        #expect(first == second && first.hashValue == second.hashValue)
        var renamed = first
        renamed.title = "샘플 행사"
        #expect(renamed == first, "a field set to its own value")
        #expect(Set([first, second, renamed]).count == 1)
    }

    @Test("the saved form is the fields' own, key by key")
    func savedFormIsTheFields() throws {
        let event = try DevEventCodingTests.event()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let asEvent = try encoder.encode(event)
        #expect(asEvent == (try encoder.encode(event[dynamicMember: \.self])))
        let keys = try #require(try JSONSerialization.jsonObject(with: asEvent) as? [String: Any]).keys.sorted()
        #expect(keys.contains("title") && keys.contains("periodDoubtful") && !keys.contains("storage"))
    }
}
