import CommandKit
import Foundation
import QuickSearchDomain

/// The JSON form of one saved place (`places list --json`, one line of `--jsonl`).
struct PlaceRecord: FieldSelectable {
    let position: Int
    let place: Place

    enum FieldKey: String, CodingKey, CaseIterable {
        case position, name, address, latitude, longitude
        case regionCode = "region_code"
        case addedAt = "added_at"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(position, forKey: .position)
        try container.encode(place.name, forKey: .name)
        try container.encode(place.address, forKey: .address)
        try container.encode(place.coordinate.latitude, forKey: .latitude)
        try container.encode(place.coordinate.longitude, forKey: .longitude)
        try container.encode(place.regionCode, forKey: .regionCode)
        try container.encode(JSONOutput.korea.timestamp(place.addedAt), forKey: .addedAt)
    }
}

/// The JSON form of one look-up candidate (`places search --json`), numbered as `--pick` takes it.
struct PlaceCandidateRecord: FieldSelectable {
    let number: Int
    let candidate: PlaceCandidate

    enum FieldKey: String, CodingKey, CaseIterable {
        case number, name, address, latitude, longitude
        case regionCode = "region_code"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(number, forKey: .number)
        try container.encode(candidate.name, forKey: .name)
        try container.encode(candidate.address, forKey: .address)
        try container.encode(candidate.coordinate.latitude, forKey: .latitude)
        try container.encode(candidate.coordinate.longitude, forKey: .longitude)
        try container.encode(candidate.regionCode, forKey: .regionCode)
    }
}

/// `places search --json`: the query and its numbered candidates.
struct PlaceSearchDocument: Encodable {
    let query: String
    let candidates: [PlaceCandidateRecord]
}

/// `places list --json`: every saved place in order.
struct PlaceListDocument: Encodable {
    let places: [PlaceRecord]
}
