import Foundation

/// Removes configured secrets from what an upstream sends back, before any of it reaches
/// output, the history or the cache: an upstream or a proxy that echoes the request (headers,
/// URL) in an error page would otherwise hand the keys to stderr, `--json` and the cache.
///
/// The secrets are the values of the credential variables of every upstream in
/// `UpstreamCatalog.all` (Naver's id and secret, Kakao's REST key, the portal's service key,
/// and whichever a new entry declares), each in the forms an echo carries: as sent, in a JSON
/// string (`/` escaped as `\/`, as many encoders write it), percent-encoded (upper- and
/// lower-case hex, space as `%20` or `+`) and base64, and the same for a key given already
/// percent-encoded once it is decoded (see `UpstreamAuthentication.plainCredential`). Each
/// occurrence becomes `[redacted]`.
///
/// Only forms of at least `minimumSecretLength` bytes are redacted: real keys are 20–40
/// characters, and a shorter value (a mistyped `KAKAO_REST_API_KEY=k`) would shred ordinary
/// text — every `k` of an answer, links included. Such a key is warned about instead
/// (`Environment.shortCredentialWarnings(for:)`); the upstream refuses it anyway.
public struct SecretRedactor: Sendable {
    /// What a secret is replaced with.
    public static let placeholder = "[redacted]"

    /// The shortest form, in bytes, that is redacted; see the type's description.
    public static let minimumSecretLength = 8

    /// Every form of every secret, longest first so that a longer form is never left half-replaced.
    private let forms: [[UInt8]]
    /// The forms starting with each byte (the index), longest first: a byte no form starts with
    /// is passed over at once, and one that starts some is compared with those only.
    private let formsStartingWith: [[[UInt8]]]
    /// Whether some form starts with each pair of bytes (bit `first << 8 | second`): the test
    /// made at every byte, so that ordinary text (where the first bytes of keys, letters, are
    /// everywhere) rarely reaches a comparison. Every form is at least two bytes long.
    private let startingPairs: [UInt64]
    /// Whether some form holds each pair of bytes anywhere (bit `first << 8 | second`), and the
    /// shortest and longest form: `occurs(in:)` probes one pair in every `shortest - 1` bytes,
    /// since every occurrence holds a probed pair, and compares only around a probe that hits.
    private let containedPairs: [UInt64]
    private let shortest: Int
    private let longest: Int

    /// The redactor for the secrets `environment` sets for `upstreams`.
    public init(environment: Environment, upstreams: [Upstream] = UpstreamCatalog.all) {
        var forms = Set<[UInt8]>()
        let variables = Set(upstreams.flatMap(\.authentication.requiredVariables))
        for secret in variables.compactMap(environment.value) {
            let plain = UpstreamAuthentication.plainCredential(secret)
            for form in Self.encodedForms(of: secret) + Self.encodedForms(of: plain)
            where form.utf8.count >= Self.minimumSecretLength {
                forms.insert(Array(form.utf8))
            }
        }
        self.forms = forms.sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
        var starting = [[[UInt8]]](repeating: [], count: 256)
        for form in self.forms { starting[Int(form[0])].append(form) }
        formsStartingWith = starting
        var pairs = [UInt64](repeating: 0, count: 65_536 / 64)
        for form in self.forms {
            let pair = Int(form[0]) << 8 | Int(form[1])
            pairs[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        startingPairs = pairs
        var contained = [UInt64](repeating: 0, count: 65_536 / 64)
        for form in self.forms {
            for index in form.indices.dropLast() {
                let pair = Int(form[index]) << 8 | Int(form[index + 1])
                contained[pair >> 6] |= 1 << UInt64(pair & 63)
            }
        }
        containedPairs = contained
        shortest = self.forms.last?.count ?? 0
        longest = self.forms.first?.count ?? 0
    }

    /// `text` with every secret replaced.
    public func redact(_ text: String) -> String {
        guard !forms.isEmpty else { return text }
        let (bytes, found) = redactingExactly(Array(text.utf8))
        return found ? String(decoding: bytes, as: UTF8.self) : text
    }

    /// The response with every secret replaced in its body and header values, and whether
    /// there was any: an answer that echoed a secret is never worth caching. The body is first
    /// probed (`occurs(in:)`, a pair in every `shortest - 1` bytes) and searched byte by byte
    /// only when a form occurs in it.
    public func redact(_ response: HTTPResponse) -> (response: HTTPResponse, echoedSecret: Bool) {
        guard !forms.isEmpty else { return (response, false) }
        var cleaned = response
        var found = false
        if occurs(in: response.body) {
            let (body, foundInBody) = redactingExactly([UInt8](response.body))
            found = foundInBody
            cleaned.body = Data(body)
        }
        for (name, value) in response.headers {
            let redacted = redact(value)
            if redacted != value {
                cleaned.headers[name] = redacted
                found = true
            }
        }
        return (cleaned, found)
    }

    /// Whether some form of a secret occurs in `data` (a search without copying; linear in
    /// `data` for a fixed set of secrets).
    ///
    /// An occurrence of a form (at least `shortest` bytes) holds `shortest - 1` pairs in a row,
    /// one of them at a probed position; a probe whose pair no form holds rules out every start
    /// around it, and one that hits is followed by the exact search over the starts it could
    /// belong to, each start compared once. Linear; ordinary text is passed over a pair in
    /// every seven bytes or more.
    public func occurs(in data: Data) -> Bool {
        guard !forms.isEmpty else { return false }
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let step = shortest - 1
            var checkedBefore = 0
            var probe = step - 1
            while probe + 1 < bytes.count {
                let pair = Int(bytes[probe]) << 8 | Int(bytes[probe + 1])
                if containedPairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 {
                    let from = max(checkedBefore, probe - (longest - 2))
                    if nextForm(in: bytes, from: from, through: probe) != nil { return true }
                    checkedBefore = probe + 1
                }
                probe += step
            }
            return false
        }
    }

    /// The transport error with every secret removed from its message.
    public func redact(_ error: HTTPError) -> HTTPError {
        HTTPError(error.kind, redact(error.message), remedy: error.remedy)
    }

    /// `bytes` with every form replaced, and whether any was found: the exact search, byte by
    /// byte, which `occurs(in:)` must agree with (the tests compare them).
    func redactingExactly(_ bytes: [UInt8]) -> ([UInt8], Bool) {
        let placeholder = Array(Self.placeholder.utf8)
        var output: [UInt8] = []
        var found = false
        bytes.withUnsafeBufferPointer { buffer in
            var copiedUpTo = 0
            while let (index, form) = nextForm(in: buffer, from: copiedUpTo) {
                if !found {
                    output.reserveCapacity(buffer.count)
                    found = true
                }
                output.append(contentsOf: buffer[copiedUpTo..<index])
                output.append(contentsOf: placeholder)
                copiedUpTo = index + form.count
            }
            if found { output.append(contentsOf: buffer[copiedUpTo...]) }
        }
        return found ? (output, true) : (bytes, false)
    }

    /// Where the first form starting from `start` (up to `last`, else the end) begins, and that
    /// form (the longest there, as `forms` is sorted); nil when none does. A byte is passed over
    /// when the pair it starts begins no form (one bit test); only the forms starting with it
    /// are compared. Linear in the bytes passed over, for a fixed set of secrets.
    private func nextForm(
        in bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        through last: Int = .max
    ) -> (index: Int, form: [UInt8])? {
        startingPairs.withUnsafeBufferPointer { pairs in
            var index = start
            while index + 1 < bytes.count, index <= last {
                let pair = Int(bytes[index]) << 8 | Int(bytes[index + 1])
                if pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0,
                    let form = formsStartingWith[Int(bytes[index])].first(where: {
                        Self.matches($0, in: bytes, at: index)
                    })
                {
                    return (index, form)
                }
                index += 1
            }
            return nil
        }
    }

    /// Whether `form` is at `index` of `bytes` (its first byte already known to be there).
    private static func matches(_ form: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard form.count <= bytes.count - index, let start = bytes.baseAddress else { return false }
        return form.withUnsafeBufferPointer { form in
            guard let formStart = form.baseAddress else { return false }
            return memcmp(start + index, formStart, form.count) == 0
        }
    }

    /// The secret as sent, with its slashes JSON-escaped, percent-encoded in the usual variants,
    /// and in base64.
    private static func encodedForms(of secret: String) -> [String] {
        let encoded = QueryEncoding.encode(secret)
        var utf8 = secret
        let base64 = utf8.withUTF8 { Data(buffer: $0) }.base64EncodedString()
        return [
            secret,
            replacing("/", with: #"\/"#, in: secret),
            encoded,
            lowercasingHex(encoded),
            replacing("%20", with: "+", in: encoded),
            QueryEncoding.encode(secret, keeping: QueryEncoding.queryAllowed),
            base64,
            unpadded(base64),
        ]
    }

    /// `text` with every `target` replaced by `replacement`, left to right, by their UTF-8 bytes
    /// (Foundation's `replacingOccurrences` goes through `NSString` and the runtime's look-ups
    /// of what each view conforms to). Linear in `text` for a fixed `target`.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        let bytes = Array(text.utf8)
        let target = Array(target.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == target[0], index + target.count <= bytes.count,
                bytes[index..<index + target.count].elementsEqual(target)
            {
                output.append(contentsOf: replacement.utf8)
                index += target.count
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `base64` without its trailing `=` padding. (By its bytes: reversing the string twice
    /// through generic collections cost a run 300,000 instructions, most of it the runtime's
    /// look-ups of the nested collection types.)
    private static func unpadded(_ base64: String) -> String {
        let bytes = Array(base64.utf8)
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "=") { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// `%2F` → `%2f`: the hex digits of percent escapes in lower case.
    private static func lowercasingHex(_ text: String) -> String {
        var output = ""
        var hexLeft = 0
        for character in text {
            if character == "%" {
                hexLeft = 2
                output.append(character)
            } else if hexLeft > 0 {
                hexLeft -= 1
                output.append(contentsOf: character.lowercased())
            } else {
                output.append(character)
            }
        }
        return output
    }
}
