import Foundation

extension Upstream {
    /// Naver Open API (search): `X-Naver-Client-Id` / `X-Naver-Client-Secret` headers.
    public static let naver = Upstream(
        name: "naver",
        baseURLVariable: "QSEARCH_NAVER_URL",
        defaultBaseURL: URL(string: "https://openapi.naver.com")!,
        authentication: .headers([
            CredentialHeader(header: "X-Naver-Client-Id", variable: "NAVER_CLIENT_ID"),
            CredentialHeader(header: "X-Naver-Client-Secret", variable: "NAVER_CLIENT_SECRET"),
        ])
    )

    /// Kakao (Daum) search API: `Authorization: KakaoAK <REST API key>`.
    public static let kakao = Upstream(
        name: "kakao",
        baseURLVariable: "QSEARCH_KAKAO_URL",
        defaultBaseURL: URL(string: "https://dapi.kakao.com")!,
        authentication: .headers([
            CredentialHeader(header: "Authorization", variable: "KAKAO_REST_API_KEY", prefix: "KakaoAK ")
        ])
    )
}
