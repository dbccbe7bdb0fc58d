/// Every registered media source, in merge order (earlier sources win ties).
public enum MediaSourceCatalog {
    public static let all: [any MediaSearchSource] = [
        NaverImageSource(),
        KakaoImageSource(),
        KakaoVideoSource(),
    ]
}
