import Foundation
import QuickSearchDomain

extension QuickSearchStore {
    /// Every saved place, in the user's order (position 1 first).
    public func places() throws -> [Place] {
        guard let database else { return [] }
        return try database.query(Self.placesQuery).map { try $0.place }
    }

    /// Saves `place` at the end of the list, under its name as `PlaceName.validated` gives it.
    ///
    /// - Returns: its 1-based position.
    /// - Throws: `PlaceListError` for a name that cannot be saved or is taken (nothing is
    ///   saved); `StoreError` when the file cannot be written.
    @discardableResult
    public func addPlace(_ place: Place) throws -> Int {
        let name = try PlaceName.validated(place.name)
        return try writableDatabase().transaction(synced: true) { transaction in
            let places = try Self.places(in: transaction)
            if places.contains(where: { $0.place.name == name }) {
                throw PlaceListError(.duplicateName, "a place called '\(name)' is already saved")
            }
            let position = places.count + 1
            try transaction.execute(
                """
                INSERT INTO places (position, name, latitude, longitude, address, region_code, added_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .int(position), .text(name), .real(place.coordinate.latitude), .real(place.coordinate.longitude),
                    .optionalText(place.address), .optionalText(place.regionCode), .date(place.addedAt),
                ]
            )
            return position
        }
    }

    /// Forgets the place `reference` names; the places after it move up one position.
    ///
    /// - Returns: the place removed.
    /// - Throws: `PlaceListError` (`.unknownPlace`, naming what is saved) when nothing answers
    ///   to `reference`.
    @discardableResult
    public func removePlace(_ reference: PlaceReference) throws -> Place {
        try writableDatabase().transaction(synced: true) { transaction in
            let places = try Self.places(in: transaction)
            let found = try Self.find(reference, in: places)
            try transaction.execute("DELETE FROM places WHERE id = ?", [.integer(found.id)])
            try transaction.execute(
                "UPDATE places SET position = position - 1 WHERE position > ?",
                [.int(found.position)]
            )
            return found.place
        }
    }

    /// Moves the place `reference` names to `position` (1-based); the places between shift by one.
    ///
    /// - Returns: the place moved.
    /// - Throws: `PlaceListError`: `.unknownPlace`, or `.invalidPosition` for a position
    ///   outside `1...count`.
    @discardableResult
    public func movePlace(_ reference: PlaceReference, to position: Int) throws -> Place {
        try writableDatabase().transaction(synced: true) { transaction in
            let places = try Self.places(in: transaction)
            let found = try Self.find(reference, in: places)
            guard (1...places.count).contains(position) else {
                throw PlaceListError(.invalidPosition, "position \(position) is outside the list (1-\(places.count))")
            }
            if position > found.position {
                try transaction.execute(
                    "UPDATE places SET position = position - 1 WHERE position > ? AND position <= ?",
                    [.int(found.position), .int(position)]
                )
            } else if position < found.position {
                try transaction.execute(
                    "UPDATE places SET position = position + 1 WHERE position >= ? AND position < ?",
                    [.int(position), .int(found.position)]
                )
            }
            try transaction.execute(
                "UPDATE places SET position = ? WHERE id = ?",
                [.int(position), .integer(found.id)]
            )
            return found.place
        }
    }

    /// Gives the place `reference` names the name `newName` (validated as for `addPlace`).
    ///
    /// - Returns: the name as saved.
    /// - Throws: `PlaceListError`: `.unknownPlace`, `.invalidName`, or `.duplicateName` when
    ///   another place has the name.
    @discardableResult
    public func renamePlace(_ reference: PlaceReference, to newName: String) throws -> String {
        let name = try PlaceName.validated(newName)
        return try writableDatabase().transaction(synced: true) { transaction in
            let places = try Self.places(in: transaction)
            let found = try Self.find(reference, in: places)
            if places.contains(where: { $0.place.name == name && $0.id != found.id }) {
                throw PlaceListError(.duplicateName, "a place called '\(name)' is already saved")
            }
            try transaction.execute("UPDATE places SET name = ? WHERE id = ?", [.text(name), .integer(found.id)])
            return name
        }
    }

    private static let placesQuery = """
        SELECT latitude, longitude, name, address, region_code, added_at, id, position FROM places ORDER BY position, id
        """

    private static func places(in transaction: SQLiteTransaction) throws -> [StoredPlace] {
        try transaction.query(placesQuery).enumerated().map { offset, row in
            StoredPlace(id: try row.int64(at: 6), position: offset + 1, place: try row.place)
        }
    }

    private static func find(_ reference: PlaceReference, in places: [StoredPlace]) throws -> StoredPlace {
        guard let index = reference.index(in: places.map(\.place)) else {
            throw PlaceListError.unknown(reference, among: places.map(\.place))
        }
        return places[index]
    }
}

/// A saved place with its row id and its position as the list reads it.
private struct StoredPlace {
    let id: Int64
    let position: Int
    let place: Place
}

extension SQLiteRow {
    /// The place in a row of `placesQuery`'s first six columns.
    fileprivate var place: Place {
        get throws {
            guard let coordinate = GeoCoordinate(latitude: try double(at: 0), longitude: try double(at: 1)) else {
                throw StoreError(
                    code: .typeMismatch,
                    message:
                        "a saved place has coordinates out of range, so the database may have been edited by hand; remove the place and add it again"
                )
            }
            return Place(
                name: try string(at: 2),
                coordinate: coordinate,
                address: try optionalString(at: 3),
                regionCode: try optionalString(at: 4),
                addedAt: try date(at: 5)
            )
        }
    }
}
