import Foundation
import MockAPI
import Testing

/// The `field=` fault: one member of the answer's objects set to a chosen value, in all of them
/// or in those `where=` picks, with the body's shape, order and other values kept.
@Suite("field= sets one member of an answer's objects")
struct FieldFaultTests {
    typealias K = KMARouteTests

    static func observations(_ faults: [String]) throws -> [[String: Any]] {
        let server = try K.server(faults: faults)
        defer { server.stop() }
        let response = try K.get(
            server,
            K.nowcast,
            "base_date=20241210&base_time=1400&nx=60&ny=127&numOfRows=100&pageNo=1&dataType=JSON"
        )
        let root = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let body = (root["response"] as? [String: Any])?["body"] as? [String: Any]
        return try #require((body?["items"] as? [String: Any])?["item"] as? [[String: Any]])
    }

    @Test("where= picks the objects; the rest of the body is what the route sends")
    func onlyWhere() throws {
        let normal = try Self.observations([])
        let changed = try Self.observations(["kma-nowcast:field=obsrValue=0x1F:where=category=T1H"])
        #expect(changed.count == normal.count)
        for (before, after) in zip(normal, changed) {
            let isT1H = before["category"] as? String == "T1H"
            #expect(after["obsrValue"] as? String == (isT1H ? "0x1F" : before["obsrValue"] as? String))
            #expect(after["category"] as? String == before["category"] as? String)
        }
        #expect(changed.contains { $0["category"] as? String == "T1H" })
    }

    @Test("Without where= every object; a number stays a number when the text is one, else becomes a string")
    func everyObject() throws {
        let numbers = try Self.observations(["kma-nowcast:field=nx=61"])
        #expect(numbers.allSatisfy { ($0["nx"] as? NSNumber)?.intValue == 61 })
        let strings = try Self.observations(["kma-nowcast:field=ny=0x7F"])
        #expect(strings.allSatisfy { $0["ny"] as? String == "0x7F" })
        let decoded = try Self.observations([#"kma-nowcast:field=baseTime=24%3A00%20"q""#])
        #expect(decoded.allSatisfy { $0["baseTime"] as? String == #"24:00 "q""# }, "percent-decoded and escaped")
    }

    @Test(
        "A malformed field= or where= is a usage error",
        arguments: [
            "kma-nowcast:field=obsrValue", "kma-nowcast:field==1", "kma-nowcast:field=a=%ZZ",
            "kma-nowcast:status=500:where=category=T1H", "kma-nowcast:field=a=1:where=category",
        ]
    )
    func malformed(_ specification: String) {
        #expect(throws: MockUsageError.self) { try MockFault(specification: specification) }
    }
}
