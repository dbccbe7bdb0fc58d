import Foundation

/// The keys the commands run with: fresh random values each run, so finding one anywhere is
/// proof of a leak. The Naver secret holds `+` and `/`, so its percent-encoded form differs.
struct MatrixSecrets {
    let naverClientID: String
    let naverClientSecret: String
    let kakaoRESTKey: String
    /// The random core of each value, found in any of its encodings that keep letters and
    /// digits as they are (plain, percent-encoded, JSON-escaped).
    let cores: [String]

    init<Generator: RandomNumberGenerator>(using generator: inout Generator) {
        func core() -> String {
            (0..<24).map { _ in String(Int.random(in: 0..<16, using: &generator), radix: 16) }.joined()
        }
        let cores = [core(), core(), core()]
        naverClientID = "nid" + cores[0]
        naverClientSecret = "ns+/" + cores[1]
        kakaoRESTKey = "kk" + cores[2]
        self.cores = cores
    }

    /// Every form to look for: the whole values, their percent-encoded forms, the cores.
    var needles: [String] {
        let values = [naverClientID, naverClientSecret, kakaoRESTKey]
        let encoded = values.compactMap { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) }
        return values + encoded + cores
    }

    /// The environment variables that give the tools these keys.
    var environment: [String: String] {
        [
            "NAVER_CLIENT_ID": naverClientID, "NAVER_CLIENT_SECRET": naverClientSecret,
            "KAKAO_REST_API_KEY": kakaoRESTKey,
        ]
    }

    /// The needles found in `bytes` (empty when clean).
    func found(in bytes: [UInt8]) -> [String] {
        guard !bytes.isEmpty else { return [] }
        let data = Data(bytes)
        return needles.filter { data.range(of: Data($0.utf8)) != nil }
    }
}
