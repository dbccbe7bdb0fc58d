import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

/// Every error form of the portal, injected by the mock's faults into the readings request and
/// read through the real client: one line each, distinct, with the right kind, never the key.
@Suite("Portal error forms end to end")
struct PortalErrorFormTests {
    static let forms: [(fault: String, kind: SourceFailure.Kind, fragment: String)] = [
        ("error=portal-key-xml", .authentication, "not registered (XML gateway code 30)"),
        ("status=403", .authentication, "not registered (HTTP 403 with code 30)"),
        ("error=portal-30", .authentication, "not registered (result code 30)"),
        ("status=401", .authentication, "HTTP 401 Unauthorized"),
        (
            "error=portal-ip-xml", .authentication,
            "IP address is not registered for the service key (XML gateway code 32)"
        ),
        ("error=portal-20", .authentication, "access denied"),
        ("error=portal-21", .authentication, "temporarily disabled"),
        ("error=portal-31", .authentication, "period of use has ended"),
        ("quota", .rateLimited, "quota is exceeded (XML gateway code 22)"),
        ("error=portal-22", .rateLimited, "500 calls a day per operation"),
        ("error=portal-03", .noData, "no data published"),
        ("error=portal-05", .unavailable, "timed out (result code 05)"),
        ("error=portal-01", .unavailable, "failed (result code 01)"),
        ("error=portal-99", .unavailable, "failed (result code 99)"),
        ("error=portal-10", .badRequest, "parameters (result code 10)"),
        ("error=portal-12", .badRequest, "parameters (result code 12)"),
        ("status=503", .unavailable, "HTTP 503"),
        ("malformed", .invalidResponse, "airkorea:"),
        ("html", .invalidResponse, "XML or a web page"),
    ]

    @Test("each form is one line of its kind", arguments: forms.indices)
    func form(_ index: Int) async throws {
        let form = Self.forms[index]
        let upstreams = try PortalUpstreams(faults: ["airkorea-station:\(form.fault)"])
        let failure = await #expect(throws: SourceFailure.self) {
            _ = try await upstreams.service().report(
                forPlace: "시청",
                at: PortalPoints.seoulCityHall,
                refresh: false,
                deadline: nil
            )
        }
        #expect(failure?.kind == form.kind)
        let message = failure?.message ?? ""
        #expect(message.contains(form.fragment), "\(message)")
        #expect(!message.contains("\n"))
        for secret in MockCredentials.all {
            #expect(!message.contains(secret))
        }
    }

    @Test("the key messages say that new keys take up to an hour and name the variable")
    func keyAdvice() {
        let failure = PortalErrorReading.resultFailure(code: "30", form: "result code", source: "airkorea")
        #expect(failure.message.contains("up to an hour"))
        #expect(failure.message.contains("DATA_GO_KR_SERVICE_KEY"))
    }

    @Test("every form's message is distinct")
    func distinct() async throws {
        var messages: Set<String> = []
        for form in Self.forms {
            let upstreams = try PortalUpstreams(faults: ["airkorea-station:\(form.fault)"])
            do {
                _ = try await upstreams.service().report(
                    forPlace: "시청",
                    at: PortalPoints.seoulCityHall,
                    refresh: false,
                    deadline: nil
                )
            } catch let failure as SourceFailure {
                messages.insert(failure.message)
            }
        }
        #expect(messages.count == Self.forms.count)
    }

    @Test("a wrong key gets the gateway's XML answer, read as a key error")
    func wrongKey() async throws {
        let upstreams = try PortalUpstreams()
        let failure = await #expect(throws: SourceFailure.self) {
            _ = try await upstreams.service(key: "not-the-key").nation(refresh: false, deadline: nil)
        }
        #expect(failure?.kind == .authentication)
        #expect(failure?.message.contains("XML gateway code 30") == true)
        #expect(failure?.message.contains("not-the-key") == false)
    }

    @Test("a key given percent-encoded, as the portal shows it, is sent encoded once")
    func encodedKey() async throws {
        let upstreams = try PortalUpstreams()
        let encoded = MockCredentials.dataGoKrKey.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let provinces = try await upstreams.service(key: encoded).nation(refresh: false, deadline: nil)
        #expect(provinces.count == AirKoreaProvinces.names.count)
    }

    @Test("no data on the nearest station's readings moves on to the next station")
    func noDataMovesOn() async throws {
        let upstreams = try PortalUpstreams(faults: ["airkorea-station:times=1:error=portal-03"])
        let report = try await upstreams.service().report(
            forPlace: "시청",
            at: PortalPoints.seoulCityHall,
            refresh: false,
            deadline: nil
        )
        #expect(report.passedOverStation == "중구")
        #expect(report.readings.stationName != "중구")
    }
}

/// The mock's generic faults on the portal routes, through the real client.
@Suite("Hostile portal answers end to end")
struct HostilePortalAnswerTests {
    @Test("1e19 for every number and digit string: the result code is unreadable, nothing traps")
    func hugeNumbers() async throws {
        let upstreams = try PortalUpstreams(faults: ["airkorea-station:numbers=1e19"])
        let failure = await #expect(throws: SourceFailure.self) {
            _ = try await upstreams.service().report(
                forPlace: "시청",
                at: PortalPoints.seoulCityHall,
                refresh: false,
                deadline: nil
            )
        }
        #expect(failure?.kind == .invalidResponse)
        #expect(failure?.message.contains("unreadable result code") == true)
    }

    @Test(
        "bodies of the wrong kind are one failure line each",
        arguments: [
            ("wrong-types", SourceFailure.Kind.invalidResponse), ("empty", .invalidResponse),
            ("truncate", .invalidResponse),
            ("reset", .unavailable), ("invalid-utf8", .invalidResponse),
        ]
    )
    func wrongBodies(_ fault: String, _ kind: SourceFailure.Kind) async throws {
        let upstreams = try PortalUpstreams(faults: ["airkorea-nearby:\(fault)"])
        let failure = await #expect(throws: SourceFailure.self) {
            _ = try await upstreams.service().report(
                forPlace: "시청",
                at: PortalPoints.seoulCityHall,
                refresh: false,
                deadline: nil
            )
        }
        #expect(failure?.kind == kind)
        #expect(failure?.message.contains("\n") == false)
    }
}
