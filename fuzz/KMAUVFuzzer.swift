import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// libFuzzer entry point for KMA's UV bulletins (`getUVIdxV4`): every input is read as the answer
// for region 1100000000 and the newest bulletin at the fuzzers' clock. A kept bulletin must be
// that region's and time's, every index a whole number 0–20 in a slot of its own three hours,
// the index now consistent with the slots, every left-out slot one that had text.

private let region = "1100000000"
private let bulletin = UVBulletinSchedule.latest(at: fuzzNow)
private let target = UVIndexTarget(regionCode: region, bulletin: bulletin, requestedAt: fuzzNow)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKMAUV(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    decodeChecked(target, HTTPResponse(status: 200, body: Data(bytes: data, count: size))) { decoded in
        let found = decoded.value
        require(found.issuedAt == bulletin, "a bulletin of another time: \(found.issuedAt)")
        let slots = Set((0...25).map { bulletin.addingTimeInterval(TimeInterval($0 * 3 * 3600)) })
        for index in found.indices {
            require((0...20).contains(index.value), "a UV index of \(index.value)")
            require(UVLevel(index: index.value) == index.level, "a UV level that is not its index's")
            require(slots.contains(index.time), "a UV index at \(index.time), not a slot of the bulletin")
        }
        require(found.unpublishedSlots.allSatisfy(slots.contains), "a left-out slot that is no slot")
        require(
            Set(found.unpublishedSlots).isDisjoint(with: found.indices.map(\.time)),
            "a slot both kept and left out"
        )
        require(zip(found.indices, found.indices.dropFirst()).allSatisfy { $0.time < $1.time }, "slots out of order")
        for hour in 0..<80 {
            let now = bulletin.addingTimeInterval(TimeInterval(hour * 3600))
            if let index = found.index(at: now) {
                require(index.time <= now && now < index.time.addingTimeInterval(3 * 3600), "the index of another slot")
                require(!found.hasUnpublishedValue(at: now), "a slot with an index and a left-out value")
            }
        }
    }
    return 0
}
