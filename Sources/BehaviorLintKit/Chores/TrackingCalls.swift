/// The calls that count as tracking: the patterns of screen-tracking's `calls` option
/// (`TrackingCallsOption`), matched against a call's name and its receiver cleaned once per call
/// (not once per pattern). The index builds one per run, so every rule and fix classify alike.
struct TrackingCalls: Sendable {
    private let patterns: [TrackingCallPattern]

    init(_ patterns: [String]) {
        self.patterns = patterns.map(TrackingCallPattern.init)
    }

    func matches(_ call: Call) -> Bool {
        let receiver = TrackingCallPattern.cleanReceiverBytes(call.receiver)
        guard !receiver.starts(with: "super".utf8) else { return false }
        let name = Array(call.name.utf8)
        return patterns.contains { $0.matches(name: name, cleanReceiver: receiver) }
    }
}
