import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchApp
@testable import QuickSearchData

/// The data layer names a remedy; the tools say which option to change, in the words users
/// read before the data layer stopped naming flags.
@Suite("Remedies in the tools' words")
struct RemedyAdviceTests {
    @Test(
        "each remedy names its option",
        arguments: [
            (Remedy.allowMoreTime(suggested: nil), "allow more time (--timeout) and try again"),
            (.allowMoreTime(suggested: .seconds(60)), "try --timeout 60"),
            (.allowMoreTime(suggested: .milliseconds(2500)), "try --timeout 2.5"),
            (.allowLargerFiles, "allow larger files with --max-size"),
            (.chooseAnotherPage, "give --source an HTML file or an http(s) address"),
            (.checkPageAddress, "check --source (or DEVEVENTS_SOURCE)"),
            (.chooseAnotherFolder, "give a folder for --download"),
            (.givePoint, "give coordinates with --at LAT,LON instead"),
        ]
    )
    func words(remedy: Remedy, advice: String) {
        #expect(RemedyAdvice.advice(remedy) == advice)
    }

    @Test("the one error description adds the remedy after what went wrong; without one the message stands")
    func describe() {
        let cutShort = SourceFailure(
            .timeout,
            "naver-image: cut short at the 2 s deadline",
            remedy: .allowMoreTime(suggested: .seconds(4))
        )
        #expect(
            AppErrors.message(cutShort) == (
                "naver-image: cut short at the 2 s deadline; try --timeout 4", .temporaryFailure
            )
        )
        let late = SourceFailure(
            .timeout,
            "kma: no time was left to ask apis.data.go.kr before the deadline",
            remedy: .allowMoreTime(suggested: nil)
        )
        #expect(
            AppErrors.message(late).0
                == "kma: no time was left to ask apis.data.go.kr before the deadline; allow more time (--timeout) and try again"
        )
        let noLookUp = ConfigurationError(
            variables: ["K"],
            message: "no place look-up is configured",
            remedy: .givePoint
        )
        #expect(
            AppErrors.message(noLookUp)
                == ("no place look-up is configured; give coordinates with --at LAT,LON instead", .configuration)
        )
        #expect(
            AppErrors.message(SourceFailure(.unavailable, "kakao-image: upstream error")).0
                == "kakao-image: upstream error"
        )
    }

    @Test("downloads and doctor's fixes get the same words")
    func downloadsAndDoctor() {
        let tooLarge = DownloadError(.tooLarge, "img.example sent a file larger than 1 MiB", remedy: .allowLargerFiles)
        #expect(tooLarge.explained == "img.example sent a file larger than 1 MiB; allow larger files with --max-size")
        let timedOut = HealthCheckResult(
            name: "kma",
            status: .failed,
            detail: "kma: timed out",
            fix: "check the network connection",
            remedy: .allowMoreTime(suggested: nil)
        )
        #expect(timedOut.explainedFix == "check the network connection; allow more time (--timeout) and try again")
        let unreadable = HealthCheckResult(name: "event-page", status: .failed, detail: "x", remedy: .checkPageAddress)
        #expect(unreadable.explainedFix == "check --source (or DEVEVENTS_SOURCE)")
        #expect(HealthCheckResult(name: "store", status: .ok, detail: "ok").explainedFix == nil)
    }
}
