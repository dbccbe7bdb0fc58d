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
}
