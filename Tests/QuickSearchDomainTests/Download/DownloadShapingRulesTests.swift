import Testing

@testable import QuickSearchDomain

@Suite("Download shaping: name templates, sanitised names, ranges, image headers")
struct DownloadShapingRulesTests {
    private let fields = DownloadNameFields(
        rank: 7,
        source: "naver-image",
        site: "연합뉴스",
        title: "../a/b\u{202E}c\u{7}",
        width: 640,
        height: 480,
        date: nil,
        query: "고양이"
    )

    @Test("Fields, widths and the extension; hostile titles lose /, bidi and controls, and no leading dot")
    func template() throws {
        let template = try DownloadNameTemplate("{rank:03}-{site}-{title}-{width}x{height}-{sha8}.{ext}")
        let name = template.render(fields, sha256: "0123456789abcdef", fileExtension: "png")
        #expect(name.stem == "007-연합뉴스-.._a_bc-640x480-01234567" && name.fileExtension == "png")
        let hostile = try DownloadNameTemplate("{title}").render(fields, sha256: "", fileExtension: "jpg")
        #expect(hostile.stem == "_a_bc")
        let long = DownloadNameSanitizer.stem(String(repeating: "가", count: 200), fileExtension: "jpg")
        #expect(long.utf8.count <= 255 - 7 && long.allSatisfy { $0 == "가" })
    }

    @Test("An unknown field is named; malformed templates are refused")
    func refusals() {
        #expect(throws: DownloadNameTemplate.Problem.unknownField("author")) { try DownloadNameTemplate("{author}") }
        for text in ["{rank", "a}", "{rank:0}", "{rank:x}", ""] {
            #expect(throws: DownloadNameTemplate.Problem.self) { try DownloadNameTemplate(text) }
        }
    }

    @Test("Ranges: positions and inclusive spans; reversed, zero and malformed ones refused")
    func ranges() throws {
        let range = try DownloadRange("5-8, 12")
        #expect((1...13).filter(range.contains) == [5, 6, 7, 8, 12])
        for text in ["8-5", "0", "", "1,,2", "a-3", "1-", "-3", "1-2-3"] {
            #expect(throws: DownloadRange.Problem.self) { try DownloadRange(text) }
        }
    }

    @Test("Header dimensions of PNG, GIF, WebP and JPEG; truncated headers give none")
    func headers() {
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 2, 0, 0, 0, 1, 0x2C]
        #expect(ImageDimensions(header: png) == ImageDimensions(width: 512, height: 300))
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0]
        #expect(ImageDimensions(header: gif) == ImageDimensions(width: 320, height: 240))
        let webp: [UInt8] =
            Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
            + [0x3F, 0x01, 0x00, 0xEF, 0x00, 0x00]
        #expect(ImageDimensions(header: webp) == ImageDimensions(width: 320, height: 240))
        let jpeg: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0, 0, 0xFF, 0xC0, 0x00, 0x11, 8, 0x01, 0xE0, 0x02, 0x80,
        ]
        #expect(ImageDimensions(header: jpeg) == ImageDimensions(width: 640, height: 480))
        #expect(ImageDimensions(header: Array(jpeg.prefix(12))) == nil)
        #expect(ImageDimensions(header: Array(png.prefix(20))) == nil)
    }
}
