import Foundation
import QuickSearchDomain
import Synchronization
import TestSupport
import Testing

@testable import QuickSearchData

extension StoreTests {
    @Suite struct PlacesStoreTests {
        let directory: TemporaryDirectory
        let path: String

        init() throws {
            directory = try TemporaryDirectory()
            path = directory.path("data.sqlite")
        }

        static func place(
            _ name: String,
            latitude: Double = 37.5863656,
            longitude: Double = 127.0016985,
            second: Double = 0
        ) -> Place {
            Place(
                name: name,
                coordinate: GeoCoordinate(latitude: latitude, longitude: longitude)!,
                address: "서울특별시 종로구 \(name)",
                regionCode: "1111065000",
                addedAt: Date(timeIntervalSince1970: 1_764_000_000 + second)
            )
        }

        func store(with names: [String]) throws -> QuickSearchStore {
            let store = try QuickSearchStore(path: path)
            for name in names { try store.addPlace(Self.place(name)) }
            return store
        }

        @Test func placesComeBackInOrderWithEveryField() throws {
            let store = try QuickSearchStore(path: path)
            #expect(try store.addPlace(Self.place("혜화동", second: 1)) == 1)
            #expect(try store.addPlace(Self.place("강남역", latitude: 37.497952, longitude: 127.02761, second: 2)) == 2)
            let reopened = try QuickSearchStore(path: path).places()
            #expect(
                reopened == [
                    Self.place("혜화동", second: 1),
                    Self.place("강남역", latitude: 37.497952, longitude: 127.02761, second: 2),
                ]
            )
        }

        @Test func aPlaceWithoutAddressOrCodeKeepsNil() throws {
            let store = try QuickSearchStore(path: path)
            let bare = Place(
                name: "점",
                coordinate: GeoCoordinate(latitude: 35.1, longitude: 129.0)!,
                address: nil,
                regionCode: nil,
                addedAt: Date(timeIntervalSince1970: 0)
            )
            try store.addPlace(bare)
            #expect(try store.places() == [bare])
        }

        @Test func aTakenNameIsRefusedAndNothingChanges() throws {
            let store = try store(with: ["혜화동"])
            let error = try #require(throws: PlaceListError.self) { try store.addPlace(Self.place(" 혜화동 ")) }
            #expect(error.kind == .duplicateName)
            #expect(try store.places().map(\.name) == ["혜화동"])
        }

        @Test(arguments: ["", "3", "#3", "a\u{1B}]8;;x", String(repeating: "가", count: 41)])
        func unsavableNamesAreRefused(_ name: String) throws {
            let store = try QuickSearchStore(path: path)
            let error = try #require(throws: PlaceListError.self) { try store.addPlace(Self.place(name)) }
            #expect(error.kind == .invalidName)
            #expect(try store.places().isEmpty)
        }

        @Test func removingClosesTheGap() throws {
            let store = try store(with: ["a", "b", "c", "d"])
            #expect(try store.removePlace(.position(2)).name == "b")
            #expect(try store.removePlace(.name("d")).name == "d")
            #expect(try store.places().map(\.name) == ["a", "c"])
            #expect(try store.addPlace(Self.place("e")) == 3)
            #expect(try store.places().map(\.name) == ["a", "c", "e"])
        }

        @Test func anUnknownReferenceNamesWhatExists() throws {
            let store = try store(with: ["혜화동", "강남역"])
            let error = try #require(throws: PlaceListError.self) { try store.removePlace(.name("부산")) }
            #expect(error.kind == .unknownPlace)
            #expect(error.message.contains("#1 혜화동, #2 강남역"))
            #expect(throws: PlaceListError.self) { try store.removePlace(.position(3)) }
            #expect(throws: PlaceListError.self) { try store.movePlace(.name("부산"), to: 1) }
            #expect(throws: PlaceListError.self) { try store.renamePlace(.position(9), to: "x") }
            #expect(try store.places().count == 2)
        }

        @Test func movingDownAndUpShiftsTheOthers() throws {
            let store = try store(with: ["a", "b", "c", "d", "e"])
            #expect(try store.movePlace(.name("b"), to: 4).name == "b")
            #expect(try store.places().map(\.name) == ["a", "c", "d", "b", "e"])
            try store.movePlace(.position(5), to: 1)
            #expect(try store.places().map(\.name) == ["e", "a", "c", "d", "b"])
            try store.movePlace(.name("c"), to: 3)
            #expect(try store.places().map(\.name) == ["e", "a", "c", "d", "b"])
            #expect(try store.addPlace(Self.place("f")) == 6)
        }

        @Test(arguments: [0, 4, -1, Int.max])
        func aPositionOutsideTheListIsRefused(_ position: Int) throws {
            let store = try store(with: ["a", "b", "c"])
            let error = try #require(throws: PlaceListError.self) { try store.movePlace(.name("a"), to: position) }
            #expect(error.kind == .invalidPosition)
            #expect(try store.places().map(\.name) == ["a", "b", "c"])
        }

        @Test func renamingChecksTheNewName() throws {
            let store = try store(with: ["혜화동", "강남역"])
            #expect(try store.renamePlace(.name("혜화동"), to: " 집 ") == "집")
            #expect(try store.places().map(\.name) == ["집", "강남역"])
            #expect(try store.renamePlace(.position(1), to: "집") == "집")
            #expect(throws: PlaceListError.self) { try store.renamePlace(.name("집"), to: "강남역") }
            #expect(throws: PlaceListError.self) { try store.renamePlace(.name("집"), to: "#2") }
            #expect(try store.places().map(\.name) == ["집", "강남역"])
        }

        @Test func aMissingStoreReadsAsNoPlacesAndIsNotCreated() throws {
            let store = try QuickSearchStore.reading(path: path)
            #expect(try store.places().isEmpty)
            #expect(!FileManager.default.fileExists(atPath: path))
        }

        @Test func aReadOnlyStoreListsPlacesButRefusesChanges() throws {
            _ = try store(with: ["혜화동"])
            #expect(chmod(path, 0o400) == 0)
            defer { chmod(path, 0o600) }
            let store = try QuickSearchStore.reading(path: path)
            guard !store.isWritable else { return }  // running as root: permissions do not apply
            #expect(try store.places().map(\.name) == ["혜화동"])
            let error = try #require(throws: StoreError.self) { try store.addPlace(Self.place("강남역")) }
            #expect(error.code == .readOnly)
        }

        @Test func aVersionOneFileGainsThePlacesTable() throws {
            let database = try SQLiteDatabase(path: path)
            _ = try database.migrate(Array(QuickSearchStore.migrations.prefix(1)))
            try database.execute(
                "INSERT INTO favorites (id, snapshot, added_at, updated_at) VALUES ('e1', x'00', 0, 0)"
            )
            let store = try QuickSearchStore(path: path)
            #expect(try store.favorites().map(\.id) == ["e1"])
            #expect(try store.addPlace(Self.place("혜화동")) == 1)
        }

        @Test func concurrentAddsFromSeveralConnectionsKeepADenseOrder() throws {
            let path = path
            let stores = try (0..<8).map { _ in try QuickSearchStore(path: path) }
            let positions = PositionList()
            let errors = StoreConcurrencyTests.runSimultaneously(8) { index in
                for round in 0..<5 {
                    positions.append(try stores[index].addPlace(Self.place("p\(index)-\(round)")))
                }
            }
            #expect(errors.isEmpty, "\(errors)")
            let names = try stores[0].places().map(\.name)
            #expect(names.count == 40)
            #expect(Set(names) == Set((0..<8).flatMap { index in (0..<5).map { "p\(index)-\($0)" } }))
            #expect(positions.all.sorted() == Array(1...40))
            for index in 0..<8 {
                let own = names.filter { $0.hasPrefix("p\(index)-") }
                #expect(
                    own == (0..<5).map { "p\(index)-\($0)" },
                    "each connection's places stay in the order it added them"
                )
            }
        }

        @Test func concurrentAddsOfOneNameSaveItOnce() throws {
            let path = path
            let refused = PositionList()
            let errors = StoreConcurrencyTests.runSimultaneously(6) { _ in
                do {
                    try QuickSearchStore(path: path).addPlace(Self.place("혜화동"))
                } catch let error as PlaceListError where error.kind == .duplicateName {
                    refused.append(0)
                }
            }
            #expect(errors.isEmpty, "\(errors)")
            #expect(try QuickSearchStore(path: path).places().map(\.name) == ["혜화동"])
            #expect(refused.all.count == 5)
        }
    }
}

/// Integers appended from several threads.
private final class PositionList: Sendable {
    private let values = Mutex<[Int]>([])

    func append(_ value: Int) {
        values.withLock { $0.append(value) }
    }

    var all: [Int] {
        values.withLock { $0 }
    }
}
