/// The provinces (sido) AirKorea's province query knows, by the short names its `sidoName`
/// takes and answers with, in the portal's own order (the metropolitan cities, then the
/// provinces, then 세종).
enum AirKoreaProvinces {
    static let names = [
        "서울", "부산", "대구", "인천", "광주", "대전", "울산", "경기", "강원",
        "충북", "충남", "전북", "전남", "경북", "경남", "제주", "세종",
    ]
}
