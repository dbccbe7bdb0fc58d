import QuickSearchDomain
import Testing

@Suite("Download file names: <rank>-<source>-<slug>.<ext>, safe on any file system")
struct DownloadFileNameTests {
    @Test("Rank padded to three digits, source, slug of the title")
    func shape() {
        #expect(
            DownloadFileName.stem(position: 7, source: "naver-image", title: "고양이 <사진> \"일상\"", host: "x.com")
                == "007-naver-image-고양이-사진-일상"
        )
        #expect(
            DownloadFileName.stem(position: 1234, source: "kakao-image", title: "Cats & Dogs", host: nil)
                == "1234-kakao-image-cats-dogs"
        )
        #expect(DownloadFileName.name(stem: "007-a-b", attempt: 1, fileExtension: "jpg") == "007-a-b.jpg")
        #expect(DownloadFileName.name(stem: "007-a-b", attempt: 2, fileExtension: "jpg") == "007-a-b-2.jpg")
    }

    @Test("A title with nothing usable falls back to the host, then to 'image'")
    func fallbacks() {
        #expect(
            DownloadFileName.stem(position: 3, source: "kakao-image", title: "  ...  ", host: "img.example.com")
                == "003-kakao-image-img-example-com"
        )
        #expect(
            DownloadFileName.stem(position: 3, source: "kakao-image", title: "", host: nil) == "003-kakao-image-image"
        )
    }

    @Test(
        "No separators, dots, control or invisible characters survive",
        arguments: [
            "../../etc/passwd", "..\\..\\windows", "a/b\u{0}c", "\u{1B}[31mred\u{1B}[0m", "evil\u{202E}gpj.exe",
            ".hidden", "tab\there\nnewline",
        ]
    )
    func hostile(title: String) {
        let stem = DownloadFileName.stem(position: 1, source: "naver-image", title: title, host: nil)
        #expect(!stem.contains("/") && !stem.contains("\\") && !stem.contains("."))
        #expect(!stem.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{202E}" })
        #expect(!stem.hasPrefix("-") && !stem.hasSuffix("-"))
    }

    @Test("The slug is bounded in bytes, cut on a character boundary")
    func bounded() {
        let slug = DownloadFileName.slug(String(repeating: "고양이", count: 100))
        #expect(slug.utf8.count <= DownloadFileName.maximumSlugBytes)
        #expect(slug.utf8.count > DownloadFileName.maximumSlugBytes - 3)
        #expect(slug.allSatisfy { "고양이".contains($0) })
    }

    @Test("Content types map to formats and extensions")
    func contentTypes() {
        #expect(ImageFormat(contentType: "image/jpeg; charset=binary")?.fileExtension == "jpg")
        #expect(ImageFormat(contentType: "IMAGE/JPG")?.fileExtension == "jpg")
        #expect(ImageFormat(contentType: "image/png")?.fileExtension == "png")
        #expect(ImageFormat(contentType: "image/webp")?.fileExtension == "webp")
        #expect(ImageFormat(contentType: "text/html") == nil)
        #expect(ImageFormat(contentType: "image/svg+xml") == nil)
    }
}
