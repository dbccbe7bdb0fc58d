import QuickSearchData
import Testing

@Suite("Config file: rewriting one setting, keeping every other line")
struct ConfigFileEditingTests {
    static let original = """
        # QuickSearch keys
        NAVER_CLIENT_ID=abc
        export NAVER_CLIENT_SECRET="s3cret value"   # from the console

        QSEARCH_LIMIT=20
        KAKAO_REST_API_KEY='k'
        QSEARCH_LIMIT=25

        """

    @Test("Set replaces the first line in place, drops later duplicates, keeps comments, blanks and keys")
    func replaces() throws {
        let updated = try ConfigFile.setting("QSEARCH_LIMIT", to: "50", in: Self.original, path: "/c")
        #expect(
            updated == """
                # QuickSearch keys
                NAVER_CLIENT_ID=abc
                export NAVER_CLIENT_SECRET="s3cret value"   # from the console

                QSEARCH_LIMIT=50
                KAKAO_REST_API_KEY='k'

                """
        )
        let settings = try ConfigFile.parse(updated, path: "/c")
        #expect(settings.map(\.0) == ["NAVER_CLIENT_ID", "NAVER_CLIENT_SECRET", "QSEARCH_LIMIT", "KAKAO_REST_API_KEY"])
        #expect(settings.first { $0.0 == "NAVER_CLIENT_SECRET" }?.1 == "s3cret value")
    }

    @Test("A new setting is appended; unset removes every line for it; an empty file stays empty")
    func appendsAndRemoves() throws {
        #expect(
            try ConfigFile.setting("QSEARCH_SORT", to: "recency", in: "A=1", path: "/c")
                == "A=1\nQSEARCH_SORT=recency\n"
        )
        #expect(try ConfigFile.setting("QSEARCH_SORT", to: "recency", in: "", path: "/c") == "QSEARCH_SORT=recency\n")
        let removed = try ConfigFile.setting("QSEARCH_LIMIT", to: nil, in: Self.original, path: "/c")
        #expect(!removed.contains("QSEARCH_LIMIT"))
        #expect(removed.contains("export NAVER_CLIENT_SECRET=\"s3cret value\"   # from the console\n"))
        #expect(try ConfigFile.setting("X", to: nil, in: "X=1\n", path: "/c") == "")
    }

    @Test(
        "Values that need quoting read back as written",
        arguments: ["/a b/c", "x#y", "it's", "say \"hi\"", "#start", " padded "]
    )
    func quotes(_ value: String) throws {
        let text = try ConfigFile.setting("QSEARCH_DOWNLOAD_DIR", to: value, in: "", path: "/c")
        #expect(try ConfigFile.parse(text, path: "/c").first?.1 == value)
    }

    @Test("A value with a line break or both quotes, or a malformed file, is refused")
    func refuses() {
        #expect(throws: ConfigurationError.self) { try ConfigFile.setting("A", to: "x\nB=2", in: "", path: "/c") }
        #expect(throws: ConfigurationError.self) { try ConfigFile.setting("A", to: "a\tb", in: "", path: "/c") }
        #expect(throws: ConfigurationError.self) { try ConfigFile.setting("A", to: "it's \"x\"", in: "", path: "/c") }
        #expect(throws: ConfigurationError.self) {
            try ConfigFile.setting("A", to: "1", in: "not a setting\n", path: "/c")
        }
    }
}
