/// How KMA writes values: amounts as banded text (`PCP`, forecast `RN1`, `SNO`), decimals with
/// one digit (api-facts.md §6).
enum KMAValueText {
    /// `PCP` / forecast `RN1` text of an hour's rain: `강수없음`, `1.0mm 미만` (`1mm 미만` at
    /// odd hours, the older spelling), `2.5mm`, `30.0~50.0mm`, `50.0mm 이상`.
    static func rain(_ millimetres: Double, hourOfDay: Int) -> String {
        switch millimetres {
        case ..<0.05: "강수없음"
        case ..<1: hourOfDay % 2 == 1 ? "1mm 미만" : "1.0mm 미만"
        case ..<30: oneDecimal(millimetres) + "mm"
        case ..<50: "30.0~50.0mm"
        default: "50.0mm 이상"
        }
    }

    /// `SNO` text: `적설없음`, `1.0cm 미만`, `2.0cm`, `5.0cm 이상`.
    static func snow(_ centimetres: Double) -> String {
        switch centimetres {
        case ..<0.05: "적설없음"
        case ..<1: "1.0cm 미만"
        case ..<5: oneDecimal(centimetres) + "cm"
        default: "5.0cm 이상"
        }
    }

    /// A number with one decimal digit (`-3.0`, `12.5`).
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return sign + String(abs(tenths) / 10) + "." + String(abs(tenths) % 10)
    }

    /// A whole number (`-3`, `12`).
    static func whole(_ value: Double) -> String {
        String(Int(value.rounded()))
    }

    /// The missing-value sentinel KMA sends for `category` (beyond ±900).
    static func missing(_ category: String) -> String {
        category == "VEC" ? "-999" : "999"
    }
}
