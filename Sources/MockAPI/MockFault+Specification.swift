extension MockFault {
    /// The `--fault` syntax, for help texts.
    public static let specificationHelp = """
          --fault ROUTE[:OPTION]...   (repeatable; the first matching fault applies)
              ROUTE:  \(MockFaultRoute.allCases.map(\.rawValue).joined(separator: " | "))
              match:  page=N          only that page (Naver page = (start-1)/display+1)
                      times=N         only the first N matching requests
              action (exactly one):
                      status=NNN      that status with the upstream's error body (400-599; portal:
                                      401 plain Unauthorized, 403 JSON key error, 500 XML code 04,
                                      else an HTML page)
                      forbidden       same as status=403
                      quota           daily quota: Naver 429 010, Kakao 429 RequestThrottled,
                                      portal 200 XML code 22
                      rate            rate limit: Naver 429 012, Kakao 429 RequestThrottled,
                                      portal its daily quota (200 XML code 22)
                      legacy-quota    Kakao 400 {"code":-10,...} (Naver: 429 010)
                      retry-after=S   429 with Retry-After: S
                      delay=MS        wait MS more milliseconds, then answer normally
                      reset           close the connection without answering
                      truncate        Content-Length larger than the body sent, then close
                      malformed       200 with a broken JSON body
                      hang            read the request, never answer
                      stall           head and half the body, then hold the connection open
                      reset-mid-body  head and half the body, then a TCP reset
                      retry-after-date=S   429 with Retry-After as an HTTP date S seconds ahead
                      html            200 text/html (a web page where JSON was expected)
                      empty           200 with an empty body
                      wrong-types     200 JSON with strings where arrays and numbers belong
                      numbers=N       every number (and digit string) replaced by N, e.g. 1e19
                      field=NAME=TEXT every member NAME's value set to TEXT (percent-decoded: %20
                                      a space, %3A a colon), e.g. field=obsrValue=0x1F
                        where=KEY=VALUE   with field=: only in objects whose KEY is VALUE
                      invalid-utf8    bytes that are not UTF-8 at the start of every string
                      big-body=BYTES  the normal body padded with spaces to BYTES
                      gzip-bomb=MIB   gzip body inflating to MIB mebibytes of zeros
                      redirect-301=PORT, redirect-302=PORT   to the same path on 127.0.0.1:PORT
                      echo-headers    400 whose message echoes the request headers
                      error=NAME      a documented upstream error body: \(DocumentedUpstreamError.allCases.map(\.rawValue).joined(separator: ", "))
              e.g.    kakao-image:page=3:status=500   naver-image:quota   kakao-vclip:reset
                      airkorea-station:error=portal-03   airkorea-nearby:error=portal-key-xml
                      kma-nowcast:field=obsrValue=0x1F:where=category=T1H
                      kakao-image:retry-after=1:times=1   naver-image:delay=300
        """

    /// The actions named by a word alone (`quota`, `reset`, `hang`, …).
    static let actionWords: [String: MockFaultKind] = [
        "forbidden": .status(403), "quota": .quota, "rate": .rateLimit, "legacy-quota": .legacyQuota,
        "reset": .reset, "truncate": .truncatedBody, "malformed": .malformedBody, "hang": .hang, "stall": .stall,
        "reset-mid-body": .resetMidBody, "html": .html, "empty": .emptyBody, "wrong-types": .wrongTypes,
        "invalid-utf8": .invalidUTF8, "echo-headers": .echoHeaders,
    ]

    /// Reads a fault from its `--fault` form, e.g. `kakao-image:page=3:status=500`.
    public init(specification: String) throws(MockUsageError) {
        let fields = specification.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let routeName = fields.first, let route = MockFaultRoute(rawValue: routeName) else {
            let names = MockFaultRoute.allCases.map(\.rawValue).joined(separator: ", ")
            throw MockUsageError("fault '\(specification)': route must be one of \(names)")
        }
        var page: Int?
        var times: Int?
        var kind: MockFaultKind?
        var condition: MockFieldRewrite.Condition?
        for field in fields.dropFirst() {
            let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pair[0])
            let value = pair.count > 1 ? String(pair[1]) : nil
            func number(_ range: ClosedRange<Int>) throws(MockUsageError) -> Int {
                guard let value, let parsed = Int(value), range.contains(parsed) else {
                    throw MockUsageError(
                        "fault '\(specification)': \(name) needs a number in "
                            + "\(range.lowerBound)...\(range.upperBound)"
                    )
                }
                return parsed
            }
            var action: MockFaultKind?
            switch (name, value) {
            case ("page", _): page = try number(1...100_000)
            case ("times", _): times = try number(1...1_000_000)
            case ("status", _): action = .status(try number(400...599))
            case ("retry-after", _): action = .retryAfter(seconds: try number(0...1_000_000))
            case ("retry-after-date", _): action = .retryAfterDate(secondsFromNow: try number(0...1_000_000))
            case ("big-body", _): action = .largeBody(bytes: try number(1...(512 << 20)))
            case ("gzip-bomb", _): action = .gzipBomb(inflatedBytes: try number(1...4096) << 20)
            case ("redirect-301", _): action = .redirect(status: 301, port: try number(1...65_535))
            case ("redirect-302", _): action = .redirect(status: 302, port: try number(1...65_535))
            case ("numbers", let literal?) where Self.isJSONNumber(literal): action = .numbers(literal: literal)
            case ("field", let assignment?):
                guard let (name, text) = Self.assignment(assignment) else {
                    throw MockUsageError("fault '\(specification)': field needs NAME=TEXT (TEXT percent-encoded)")
                }
                action = .field(MockFieldRewrite(name: name, text: text))
            case ("where", let assignment?):
                guard let (key, value) = Self.assignment(assignment) else {
                    throw MockUsageError("fault '\(specification)': where needs KEY=VALUE (VALUE percent-encoded)")
                }
                condition = MockFieldRewrite.Condition(key: key, value: value)
            case ("error", let name?):
                guard let error = DocumentedUpstreamError(rawValue: name) else {
                    throw MockUsageError("fault '\(specification)': unknown error '\(name)' (see --help)")
                }
                action = .documented(error)
            case ("delay", _): action = .delay(milliseconds: try number(0...600_000))
            case (_, nil) where Self.actionWords[name] != nil: action = Self.actionWords[name]
            default:
                throw MockUsageError("fault '\(specification)': unknown option '\(field)'")
            }
            if let action {
                guard kind == nil else {
                    throw MockUsageError("fault '\(specification)': give only one action")
                }
                kind = action
            }
        }
        guard var kind else {
            throw MockUsageError("fault '\(specification)': no action (e.g. status=500, quota, reset)")
        }
        if let condition {
            guard case .field(var rewrite) = kind else {
                throw MockUsageError("fault '\(specification)': where= goes only with field=")
            }
            rewrite.condition = condition
            kind = .field(rewrite)
        }
        self.init(route: route, page: page, times: times, kind: kind)
    }

    /// `NAME=TEXT` split at its first `=`, TEXT percent-decoded; nil without a name or with a
    /// broken escape.
    private static func assignment(_ text: String) -> (String, String)? {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let value = PercentDecoding.decode(parts[1], plusIsSpace: false)
        else { return nil }
        return (String(parts[0]), value)
    }

    /// Whether `text` is a JSON number (`-?int frac? exp?`).
    static func isJSONNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        func digits() -> Int {
            let run = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(run.count)
            return run.count
        }
        if rest.first == "-" { rest = rest.dropFirst() }
        guard digits() > 0 else { return false }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard digits() > 0 else { return false }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}
