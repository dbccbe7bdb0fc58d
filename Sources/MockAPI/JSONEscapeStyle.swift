/// How an upstream writes its JSON text; the mock copies each service's habits byte for byte.
struct JSONEscapeStyle {
    /// Writes `/` as `\/` (Naver).
    var escapesSlash: Bool
    /// Writes `&`, `<`, `>` as `\u0026`, `\u003c`, `\u003e` (Kakao).
    var escapesHTMLCharacters: Bool
    /// Orders the keys of every object by their UTF-8 bytes (Kakao).
    var sortsKeys: Bool

    /// Naver's style: `\/`, keys in the order given, `&` literal.
    static let naver = JSONEscapeStyle(escapesSlash: true, escapesHTMLCharacters: false, sortsKeys: false)
    /// Gateway error bodies: nothing escaped beyond what JSON requires.
    static let plain = JSONEscapeStyle(escapesSlash: false, escapesHTMLCharacters: false, sortsKeys: false)
    /// Kakao's style: `/` literal, `&` as `\u0026`, keys alphabetical.
    static let kakao = JSONEscapeStyle(escapesSlash: false, escapesHTMLCharacters: true, sortsKeys: true)
}
