import Testing

@testable import CommandKit

@Suite("ANSIStyle")
struct ANSIStyleTests {
    @Test func wrapsOnlyWhenEnabled() {
        #expect(ANSIStyle.bold.apply(to: "x", enabled: true) == "\u{1B}[1mx\u{1B}[0m")
        #expect(ANSIStyle.bold.apply(to: "x", enabled: false) == "x")
        #expect(ANSIStyle.bold.apply(to: "", enabled: true) == "")
        #expect(ANSIStyle.plain.apply(to: "x", enabled: true) == "x")
    }

    @Test func combines() {
        let style = ANSIStyle.bold.combined(with: .red).combined(with: .bold)
        #expect(style.codes == [1, 31])
        #expect(style.apply(to: "고양이", enabled: true) == "\u{1B}[1;31m고양이\u{1B}[0m")
    }
}
