import QuickSearchDomain
import Testing

@Suite("Duration in seconds")
struct DurationTimeIntervalTests {
    @Test(
        "Whole and fractional seconds, negative durations",
        arguments: [
            (Duration.seconds(3), 3.0),
            (Duration.milliseconds(1_500), 1.5),
            (Duration.milliseconds(-250), -0.25),
            (Duration.zero, 0.0),
        ]
    )
    func seconds(duration: Duration, expected: Double) {
        #expect(duration.timeInterval == expected)
    }

    @Test(
        "Whole milliseconds for libcurl: rounded down, never negative, capped",
        arguments: [
            (Duration.milliseconds(1_500), 1_500),
            (Duration.microseconds(2_999), 2),
            (Duration.milliseconds(-250), 0),
            (Duration.seconds(Int64.max), Int.max),
        ]
    )
    func wholeMilliseconds(duration: Duration, expected: Int) {
        #expect(duration.wholeMilliseconds == expected)
    }
}
