import Testing

@testable import QuickSearchDomain

@Suite("The Revised Romanization of Korean, on the official examples")
struct KoreanRomanizationTests {
    private static let words: [(String, String)] = [
        ("해돋이", "haedoji"), ("같이", "gachi"), ("좋고", "joko"), ("놓다", "nota"), ("잡혀", "japyeo"),
        ("낳지", "nachi"), ("알약", "allyak"), ("좋아", "joa"), ("않고", "anko"), ("백마", "baengma"),
        ("굳히다", "guchida"), ("맞히다", "machida"), ("전화", "jeonhwa"),
    ]

    @Test("Words: the general rules, liaison, palatalisation, aspiration", arguments: words)
    func word(hangul: String, latin: String) {
        #expect(KoreanRomanization.romanize(hangul) == latin)
    }

    private static let names: [(String, String)] = [
        ("서울", "Seoul"), ("부산", "Busan"), ("대구", "Daegu"), ("인천", "Incheon"), ("광주", "Gwangju"),
        ("대전", "Daejeon"), ("울산", "Ulsan"), ("세종", "Sejong"), ("제주", "Jeju"), ("종로", "Jongno"),
        ("신라", "Silla"), ("왕십리", "Wangsimni"), ("별내", "Byeollae"), ("묵호", "Mukho"),
        ("집현전", "Jiphyeonjeon"), ("압구정", "Apgujeong"), ("낙동강", "Nakdonggang"), ("설악", "Seorak"),
        ("칠곡", "Chilgok"), ("임실", "Imsil"), ("울릉", "Ulleung"), ("의정부", "Uijeongbu"), ("경기", "Gyeonggi"),
    ]

    @Test("Names: nouns keep ㅎ after ㄱ, ㄷ, ㅂ and are capitalised", arguments: names)
    func name(hangul: String, latin: String) {
        #expect(KoreanRomanization.romanize(hangul, as: .name) == latin)
    }

    private static let administrative: [(String, String)] = [
        ("삼죽면", "Samjuk-myeon"), ("인왕리", "Inwang-ri"), ("당산동", "Dangsan-dong"),
        ("봉천1동", "Bongcheon 1(il)-dong"), ("종로 2가", "Jongno 2(i)-ga"), ("충청북도", "Chungcheongbuk-do"),
        ("제주도", "Jeju-do"), ("의정부시", "Uijeongbu-si"), ("양주군", "Yangju-gun"), ("도봉구", "Dobong-gu"),
        ("신창읍", "Sinchang-eup"), ("사직로", "Sajik-ro"), ("세종로", "Sejong-ro"), ("강남구", "Gangnam-gu"),
        ("혜화동", "Hyehwa-dong"), ("서울특별시", "Seoul-teukbyeolsi"), ("중구", "Jung-gu"),
        ("역삼1동", "Yeoksam 1(il)-dong"), ("신림11동", "Sillim 11(sibil)-dong"), ("종로구", "Jongno-gu"),
        ("월영동", "Woryeong-dong"), ("별양동", "Byeoryang-dong"),
    ]

    @Test("Administrative names: the unit after a hyphen, no sound change across it", arguments: administrative)
    func administrativeName(hangul: String, latin: String) {
        #expect(KoreanRomanization.romanize(hangul, as: .administrative) == latin)
    }

    @Test("ㄹ before a y-vowel: an ㄴ is inserted in a word, not in a name (Sino-Korean place names)")
    func insertedN() {
        #expect(KoreanRomanization.romanize("알약") == "allyak")
        #expect(KoreanRomanization.romanize("월영", as: .name) == "Woryeong")
        #expect(KoreanRomanization.romanize("일영", as: .name) == "Iryeong")
    }

    @Test("A unit alone is not split off, and only the last word's unit is")
    func unitAlone() {
        #expect(KoreanRomanization.romanize("동", as: .administrative) == "Dong")
        #expect(KoreanRomanization.romanize("종로 종로구", as: .administrative) == "Jongno Jongno-gu")
    }

    @Test("Numbers read in Sino-Korean; other text kept; long numbers left bare")
    func numbersAndOther() {
        #expect(KoreanRomanization.romanize("20가", as: .administrative) == "20(isip)-ga")
        #expect(KoreanRomanization.romanize("105동", as: .administrative) == "105(baego)-dong")
        #expect(KoreanRomanization.romanize("12345") == "12345")
        #expect(KoreanRomanization.romanize("A동", as: .name) == "Adong")
    }

    @Test("Long input is romanised in linear time")
    func long() {
        let text = String(repeating: "왕십리", count: 20_000)
        #expect(KoreanRomanization.romanize(text).count == "wangsimni".count * 20_000)
    }
}
