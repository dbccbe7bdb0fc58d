import Foundation
import QuickSearchDomain

/// Finds a place's region code (KMA `areaNo`) by administrative region, for the UV index.
public protocol RegionCodeLookup: Sendable {
    /// The 10-digit code of the region holding `point`, or nil when none is named.
    func regionCode(at point: GeoCoordinate, deadline: ContinuousClock.Instant?) async throws -> String?
}

extension KakaoLocalLookup: RegionCodeLookup {
    public func regionCode(at point: GeoCoordinate, deadline: ContinuousClock.Instant?) async throws -> String? {
        try await region(at: point, deadline: deadline)?.code
    }
}

/// The region codes the UV index is asked for: a place's own, or its province's from its address.
public enum UVRegionCode {
    /// Province-level codes by the first word of an address, in full and in Kakao's short form.
    /// KMA publishes the UV index for these too. `경기도 광주시` starts with `경기도`, so it is
    /// Gyeonggi's, never `광주광역시`'s.
    static let provinces: [String: String] = [
        "서울특별시": "1100000000", "서울": "1100000000",
        "부산광역시": "2600000000", "부산": "2600000000",
        "대구광역시": "2700000000", "대구": "2700000000",
        "인천광역시": "2800000000", "인천": "2800000000",
        "광주광역시": "2900000000", "광주": "2900000000",
        "대전광역시": "3000000000", "대전": "3000000000",
        "울산광역시": "3100000000", "울산": "3100000000",
        "세종특별자치시": "3600000000", "세종": "3600000000",
        "경기도": "4100000000", "경기": "4100000000",
        "충청북도": "4300000000", "충북": "4300000000",
        "충청남도": "4400000000", "충남": "4400000000",
        "전라남도": "4600000000", "전남": "4600000000",
        "경상북도": "4700000000", "경북": "4700000000",
        "경상남도": "4800000000", "경남": "4800000000",
        "제주특별자치도": "5000000000", "제주": "5000000000", "제주도": "5000000000",
        "강원특별자치도": "5100000000", "강원도": "5100000000", "강원": "5100000000",
        "전북특별자치도": "5200000000", "전라북도": "5200000000", "전북": "5200000000",
    ]

    /// `code` when it is 10 digits; nil otherwise.
    public static func valid(_ code: String?) -> String? {
        guard let code = code?.trimmingSpaces(), code.utf8.count == 10,
            code.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return code
    }

    /// The province's code by the address's first word; nil for an address that names none.
    public static func province(ofAddress address: String?) -> String? {
        guard
            let first = address.map({ PlainText.collapsingWhitespace(String($0.prefix(200))) })?
                .split(separator: " ").first
        else { return nil }
        return provinces[String(first)]
    }
}
