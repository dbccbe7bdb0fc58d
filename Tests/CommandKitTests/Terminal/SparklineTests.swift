import Testing

@testable import CommandKit

@Suite("Sparkline")
struct SparklineTests {
    @Test func scalesToTheSeries() {
        #expect(Sparkline.render([0, 1, 2, 3, 4, 5, 6, 7]) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.render([10, 20]) == "▁█")
        #expect(Sparkline.render([-5, 0, 5]) == "▁▅█")
    }

    @Test func scalesToAGivenRangeAndClamps() {
        #expect(Sparkline.render([0, 50, 100, 150, -10], range: 0...100) == "▁▅██▁")
    }

    @Test func handlesEdgeCases() {
        #expect(Sparkline.render([]) == "")
        #expect(Sparkline.render([3, 3, 3]) == "▁▁▁")
        #expect(Sparkline.render([1, .nan, 2, .infinity]) == "▁ █ ")
        #expect(Sparkline.render([.nan]) == " ")
        #expect(Sparkline.render([-.greatestFiniteMagnitude, .greatestFiniteMagnitude]) == "▁█")
        #expect(Sparkline.render([1, 2], range: 5...5) == "▁▁")
    }

    @Test func marksGapsAsAsked() {
        #expect(Sparkline.render([1, .nan, .nan, 2], gap: "·") == "▁··█")
        #expect(Sparkline.render([.nan, .nan], range: 0...10, gap: "·") == "··")
        #expect(Sparkline.render([.nan], gap: "·") == "·")
    }
}
