import CommandKit

/// `--refresh` and `--timeout` of the commands that look places up (`places search`, `places add`).
struct PlaceLookupOptions: ParsableArguments {
    @Flag("refresh", help: "Ask Kakao Local again even if a cached answer is fresh (look-ups are kept 30 days).")
    var refresh: Bool
    @Option(CommandTimeout.option(help: "Time limit for the look-up, retries included"))
    var timeout: Double
}
