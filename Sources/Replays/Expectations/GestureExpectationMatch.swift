import MapMath
import Gestures
import TraceFormat

/// A `gestures`, `gesturesInclude` or `gesturesExclude` expectation matched one gesture
/// record at a time, in begin order, as a replay settles them (`OnlineExpectations`) or
/// over a kept list (`TraceReplayResult.checkExpectations()`): the one implementation of
/// each rule. Each record comes with the camera at its end when a matcher asks for it.
/// It holds the progress and a bounded window of the records for its message
/// (`BoundedListing`), never the list.
struct GestureExpectationMatch {
    /// The rule and its progress.
    enum Rule {
        /// `gestures`: the records are the matchers', one each, in order.
        case exactly(Exactly)
        /// `gesturesInclude`: the matchers as an ordered subsequence, greedily.
        case ordered(next: Int)
        /// `gesturesExclude`: no record of these kinds; the kinds seen.
        case excluded([GestureKind], seen: GestureKindSet)
    }

    /// The gesture matchers (none for `gesturesExclude`).
    let matchers: [TraceGestureMatcher]
    /// Only gestures that began at or before this time count, seconds (infinity without
    /// a time).
    let limitTime: Double
    /// Whether messages print the records' times (a matcher gives one).
    private let timed: Bool
    private var rule: Rule
    /// The records that counted, for the message (not kept once it passed).
    private var listing = BoundedListing<GestureRecord>()

    /// The match of a `gestures`, `gesturesInclude` or `gesturesExclude` expectation,
    /// counting the gestures that began up to `limitTime` seconds.
    init(_ expectation: TraceExpectation, limitTime: Double) {
        self.limitTime = limitTime
        switch expectation {
        case let .gestures(m): matchers = m; rule = .exactly(Exactly())
        case let .gesturesInclude(m): matchers = m; rule = .ordered(next: 0)
        case let .gesturesExclude(kinds): matchers = []; rule = .excluded(kinds, seen: [])
        default: preconditionFailure("GestureExpectationMatch: \(expectation.name) reads no gestures")
        }
        timed = TraceReplayResult.anyTimed(matchers)
    }

    /// Whether `expectation` is one this type matches.
    static func reads(_ expectation: TraceExpectation) -> Bool {
        switch expectation {
        case .gestures, .gesturesInclude, .gesturesExclude: return true
        default: return false
        }
    }

    /// Whether a matcher compares the camera at a gesture's end (`endCamera`).
    var looksAtGestureEnds: Bool { matchers.contains { $0.endCamera != nil } }

    /// Takes the next record in begin order, with the camera at the first frame at or
    /// after its end (nil when it did not end, or when no matcher looks at it).
    mutating func see(_ gesture: GestureRecord, endCamera: CameraPosition?) {
        guard gesture.beginTime <= limitTime else { return }
        switch rule {
        case var .exactly(e):
            listing.append(gesture)
            let index = listing.count - 1
            if e.kindsDifferAt == nil {
                if index >= matchers.count || matchers[index].kind != gesture.kind {
                    e.kindsDifferAt = index
                    e.differing = (TraceReplayResult.listed(gesture, timed: timed), gesture.beginTime)
                    listing.focus(on: index)
                } else if e.problem == nil, let problem = TraceReplayResult.mismatch(matchers[index], gesture, endCamera: endCamera) {
                    e.problem = "gesture \(index) (\(gesture.kind.rawValue)): \(problem)"
                }
            }
            rule = .exactly(e)
        case let .ordered(next):
            guard next < matchers.count else { return }
            listing.append(gesture)
            if TraceReplayResult.mismatch(matchers[next], gesture, endCamera: endCamera) == nil {
                listing.focus(on: listing.count - 1)
                rule = .ordered(next: next + 1)
            }
        case let .excluded(kinds, seen):
            let kind = GestureKindSet(kind: gesture.kind)
            guard !seen.contains(kind), kinds.contains(gesture.kind) else { return }
            rule = .excluded(kinds, seen: seen.union(kind))
        }
    }

    /// The verdict once the replay has ended: whether it held and, when not, the one-line
    /// message.
    mutating func finish() -> (passed: Bool, message: String) {
        switch rule {
        case let .exactly(e):
            let differAt = e.kindsDifferAt ?? (listing.count < matchers.count ? listing.count : nil)
            if let differAt {
                if e.kindsDifferAt == nil { listing.focus(on: differAt) }
                return (false, firstDifference(at: differAt, got: e.differing))
            }
            return e.problem.map { (false, $0) } ?? (true, "")
        case let .ordered(next):
            if next == matchers.count { return (true, "") }
            return (false, "expected gestures to include \(matcherList(focus: next)) in order, got \(recordList())")
        case let .excluded(kinds, seen):
            let found = kinds.filter { seen.contains(GestureKindSet(kind: $0)) }
            return (found.isEmpty, found.isEmpty ? "" : "expected no \(TraceReplayResult.list(kinds)), got \(TraceReplayResult.list(found))")
        }
    }

    /// `gestures`' message when the kinds differ: the first gesture that differs (from 1),
    /// with its begin time when there is one, expected and got, then the window of
    /// matchers and records around it: `first difference at gesture 3 (412.5 ms):
    /// expected pinch, got pan; expected [pan, pan, pinch], got [pan, pan, pan, tap]`.
    private func firstDifference(at index: Int, got: (text: String, time: Double)?) -> String {
        let expected = index < matchers.count ? TraceReplayResult.listed(matchers[index]) : "no gesture \(index + 1) (\(matchers.count) in all)"
        let time = got.map { " (\(ReportFormat.ms($0.time)) ms)" } ?? ""
        let gotText = got?.text ?? "no gesture \(index + 1) (\(listing.count) in all)"
        let window = ExpectationListing.bracketedWindow(matchers.map { TraceReplayResult.listed($0) }, focus: index)
        return "first difference at gesture \(index + 1)\(time): expected \(expected), got \(gotText); "
            + "expected \(window), got [" + listing.window { TraceReplayResult.listed($0, timed: timed) }.joined(separator: ", ") + "]"
    }

    /// The matchers, bounded around `focus`: `[pan 10–200 ms, tap]`.
    private func matcherList(focus: Int) -> String {
        ExpectationListing.bracketed(matchers.map { TraceReplayResult.listed($0) }, focus: focus)
    }

    /// The records seen, bounded: `[pan, tap]`, with times when a matcher gives one.
    private func recordList() -> String {
        "[" + listing.entries { TraceReplayResult.listed($0, timed: timed) }.joined(separator: ", ") + "]"
    }

    /// `gestures`' progress: where the kinds first differ (a record beyond the matchers,
    /// or of another kind), and the first record whose fields do not match while the
    /// kinds agree.
    struct Exactly {
        var kindsDifferAt: Int?
        /// The record at `kindsDifferAt` as the message lists it, and its begin time.
        var differing: (text: String, time: Double)?
        var problem: String?
    }
}
