import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// The year's fine-dust alerts kept in compact form beside their cached answer, so that every
/// `dust`, `weather` and `brief` run reads them back instead of decoding the year's rows again.
@Suite("Fine-dust alerts: the cached compact form")
struct DustAlertListCompactFormTests {
    static let list = DustAlertList(
        rows: [
            DistrictDustAlert(
                pollutant: .pm10,
                level: .advisory,
                province: .seoul,
                area: "서울 동남권",
                issuedAt: Date(timeIntervalSince1970: 1_800_000_000),
                clearedAt: nil,
                value: 152.5
            ),
            DistrictDustAlert(
                pollutant: .pm25,
                level: .warning,
                province: .gyeonggi,
                area: "수원시",
                issuedAt: Date(timeIntervalSince1970: 1_800_003_600),
                clearedAt: Date(timeIntervalSince1970: 1_800_010_800),
                value: nil
            ),
        ],
        leftOut: 3
    )

    @Test("The form the cache stage uses reads back every field, cleared or not, with or without a value")
    func roundTrip() throws {
        let form = CompactForm<DustAlertList>.standard
        #expect(form.layout.hasPrefix("dust-alerts-2 "))
        #expect(form.read(form.write(Self.list)) == Self.list)
        let empty = DustAlertList(rows: [], leftOut: 0)
        #expect(form.read(form.write(empty)) == empty)
    }

    @Test("A form cut short, or with a province past the last case, is no form: the answer is decoded")
    func malformed() throws {
        let form = CompactForm<DustAlertList>.standard
        let bytes = form.write(Self.list)
        for length in [0, 1, bytes.count / 2, bytes.count - 1] {
            #expect(form.read(bytes.prefix(length)) == nil, "cut to \(length) bytes")
        }
        func written(provincePosition: UInt64) -> Data {
            var writer = CompactWriter()
            writer.write(0)
            writer.write(UInt64(1))
            writer.write(case: Pollutant.pm10)
            writer.write(case: AlertLevel.advisory)
            writer.write(provincePosition)
            writer.write("동남권")
            writer.write(Date(timeIntervalSince1970: 0))
            writer.write(Date?.none)
            writer.write(false)
            return Data(writer.bytes)
        }
        #expect(form.read(written(provincePosition: 0))?.rows.map(\.province) == [Province.allCases[0]])
        let provinces = Province.allCases
        let last = UInt64(provinces.count - 1)
        #expect(form.read(written(provincePosition: last))?.rows.map(\.province) == [provinces[provinces.count - 1]])
        #expect(form.read(written(provincePosition: last + 1)) == nil)
    }

    /// The form keeps the three kinds by case position and is read back only by the build that
    /// wrote it, whose layout name says nothing of the cases' order: reordering a case must
    /// change the name (`dust-alerts-N`), and this list with it.
    @Test("The kinds' case order the form's layout name stands for")
    func caseOrder() {
        #expect(Pollutant.allCases.map(\.rawValue) == ["pm10", "pm25"])
        #expect(AlertLevel.allCases.map(\.rawValue) == ["preliminary", "advisory", "warning"])
        #expect(
            Province.allCases.map(\.rawValue) == [
                "seoul", "busan", "daegu", "incheon", "gwangju", "daejeon", "ulsan", "sejong", "gyeonggi",
                "gangwon", "chungbuk", "chungnam", "jeonbuk", "jeonnam", "gyeongbuk", "gyeongnam", "jeju",
            ]
        )
    }
}
