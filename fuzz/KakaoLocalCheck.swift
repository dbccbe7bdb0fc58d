import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// Shared by the Kakao Local fuzzers (`address.json`, `keyword.json`, `coord2regioncode.json`;
// their entry points are KakaoLocal{Address,Keyword,Region}Fuzzer.swift). A candidate must lie
// in Korea with a plain name and address and, when it has one, a 10-digit region code; no
// candidate twice; a region a 10-digit code and a plain address. Every input is also read as an
// error body (400, 401, 429), as for search.

private let errorStatuses = [400, 401, 429]

func checkKakaoLocalSearch<Document: KakaoLocalSearchDocument>(_ body: Data, _ type: Document.Type) {
    let target = KakaoLocalSearchTarget<Document>(query: "fuzz")
    for status in [200] + errorStatuses {
        decodeChecked(target, HTTPResponse(status: status, body: body)) { decoded in
            for candidate in decoded.value {
                require(candidate.coordinate.isInKorea, "a place outside Korea: \(candidate.coordinate)")
                requirePlainLine(candidate.name, "place name", limit: 200)
                requirePlainLine(candidate.address, "place address", limit: 200)
                if let code = candidate.regionCode {
                    require(code.utf8.count == 10 && code.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }, "code \(code)")
                }
            }
            require(Set(decoded.value).count == decoded.value.count, "a candidate twice")
        }
    }
}

func checkKakaoLocalRegion(_ body: Data) {
    let target = KakaoRegionCodeTarget(point: fuzzPointInSeoul)
    for status in [200] + errorStatuses {
        decodeChecked(target, HTTPResponse(status: status, body: body)) { decoded in
            guard let region = decoded.value else { return }
            require(
                region.code.utf8.count == 10 && region.code.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 },
                "a region code \(region.code)"
            )
            requirePlainLine(region.address, "region address", limit: 200)
        }
    }
}

private let fuzzPointInSeoul = GeoCoordinate(latitude: 37.5863656, longitude: 127.0016985)!
