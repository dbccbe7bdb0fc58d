import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// libFuzzer entry point for AirKorea's station list (`getNearbyMsrstnList`) and dong points
// (`getTMStdrCrdnt`): every input is read as both. Stations must have a plain name and a
// distance of 0–1000 km, nearest first; dongs a plain name and address and a point in Korea.

private let stations = NearbyStationsTarget(point: PlaneCoordinate(x: 198_056, y: 451_885))
private let dongs = DongCoordinatesTarget(dongName: "혜화동")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAirKoreaStations(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let response = HTTPResponse(status: 200, body: Data(bytes: data, count: size))
    decodeChecked(stations, response) { decoded in
        for station in decoded.value {
            requirePlainLine(station.name, "station name", limit: 40)
            require(station.distance.isFinite && (0...1000).contains(station.distance), "a distance of \(station.distance)")
        }
        require(zip(decoded.value, decoded.value.dropFirst()).allSatisfy { $0.distance <= $1.distance }, "not nearest first")
    }
    decodeChecked(dongs, response) { decoded in
        for candidate in decoded.value {
            requirePlainLine(candidate.name, "dong name", limit: 40)
            requirePlainLine(candidate.address, "dong address", limit: 130)
            require(candidate.coordinate.isInKorea, "a dong outside Korea: \(candidate.coordinate)")
        }
    }
    return 0
}
