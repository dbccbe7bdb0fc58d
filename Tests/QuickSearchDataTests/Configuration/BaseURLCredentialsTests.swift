import Foundation
import QuickSearchData
import Testing

@Suite("Base URLs never carry credentials")
struct BaseURLCredentialsTests {
    @Test(
        "An override with user:password@ is a configuration error naming the variable and the key variables, not the password",
        arguments: [
            "http://alice:pw-s3cret@127.0.0.1:8080", "https://alice:pw-s3cret@api.example.com",
            "http://alice@127.0.0.1:8080",
        ]
    )
    func overrideWithUserinfoIsRefused(override: String) throws {
        let environment = Environment(["QSEARCH_NAVER_URL": override])
        let error = #expect(throws: ConfigurationError.self) {
            try environment.baseURL(for: .naver)
        }
        #expect(error?.variables == ["QSEARCH_NAVER_URL"])
        #expect(
            error?.message
                == "QSEARCH_NAVER_URL holds a user name or password; credentials in URLs would be sent and stored in plain text: remove the 'user:password@' part and set NAVER_CLIENT_ID and NAVER_CLIENT_SECRET instead"
        )
        #expect(error?.message.contains("pw-s3cret") == false)
        #expect(error?.message.contains("alice") == false)
    }

    @Test(
        "One check of user:password@ for every caller",
        arguments: [
            ("https://alice:pw@example.com/x", true), ("https://alice@example.com", true),
            ("http://:pw@127.0.0.1", true),
            ("https://example.com/a@b", false), ("file:///tmp/a@b.html", false), ("https://example.com/?q=a@b", false),
            ("https://example.com", false),
        ]
    )
    func sharedCheck(text: String, holds: Bool) {
        #expect(URLPolicy.hasCredentials(text) == holds)
    }

    @Test("The HTTP policy refuses any URL with credentials, without repeating them")
    func policyRefusesUserinfo() throws {
        let url = try #require(URL(string: "https://bob:pw-s3cret@example.com/page"))
        let error = #expect(throws: HTTPError.self) { try URLPolicy.validate(url) }
        #expect(error?.kind == .credentialsInURL)
        #expect(error?.message.contains("pw-s3cret") == false)
        #expect(error?.message.contains("bob") == false)
    }

    @Test("An override without credentials is accepted")
    func plainOverrideIsAccepted() throws {
        let environment = Environment(["QSEARCH_KAKAO_URL": "http://127.0.0.1:8080"])
        #expect(try environment.baseURL(for: .kakao).absoluteString == "http://127.0.0.1:8080")
    }
}
