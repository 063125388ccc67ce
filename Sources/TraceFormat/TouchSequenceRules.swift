import Gestures
import TraceJSON

/// The rules a trace's `touches` obey, as a state machine fed one event at a time; both
/// the tree decoder (`TraceDecoder.touches`) and the parser's fast path for touch rows
/// use it, so the two accept exactly the same events.
///
/// Per event: time finite, ≥ 0, at most `TraceDecoder.maxTimeMs` and never going
/// backwards; pointer id an integer in `TraceDecoder.pointerIDs`; x and y finite with
/// magnitude at most `TraceDecoder.maxPoints`; `down` needs the pointer up, `move`, `up`
/// and `cancel` need it down; one event per pointer per sample (events at one time),
/// except that a `move` may be followed by the same pointer's `up` or `cancel` (it moves
/// there, then lifts: Android delivers ACTION_UP with the last move's time and place); at
/// most `TraceDecoder.maxPointersDown` pointers down at once, which also bounds the work
/// per event here.
struct TouchSequenceRules {
    /// Which order rule an event broke.
    enum Violation: Equatable {
        case timeGoesBackwards(previous: Double)
        case pointerRepeatedInSample(Int)
        case downWhileDown(Int)
        case tooManyPointersDown
        case needsPointerDown(TouchPhase, Int)
    }

    /// A pointer that is down: its id, the time of its last event, and whether that event
    /// was a `move` (which, in the same sample, its `up` or `cancel` may still follow).
    private struct DownPointer {
        var id: Int
        var lastEventTime: Double
        var moved: Bool
    }

    /// The pointers down (the first `downCount`), in the order they landed, at most
    /// `TraceDecoder.maxPointersDown` (20, the inline capacity: a larger limit traps
    /// here), so a small array beats a set; inline, so that a move's update has no
    /// uniqueness check and a parse allocates nothing for the rules. A down pointer is in
    /// the current sample exactly when its last event has the sample's time, so no list of
    /// the sample's pointers is kept or cleared per sample.
    private var down = InlineArray<20, DownPointer>(repeating: DownPointer(id: -1, lastEventTime: 0, moved: false))
    private var downCount = 0
    /// Pointers lifted in the current sample (the first `liftedCount`; each was down, so
    /// 20 at most): any further event of theirs in it repeats them. Emptied when a
    /// sample starts.
    private var liftedInSample = InlineArray<20, Int>(repeating: -1)
    private var liftedCount = 0
    private var sampleTime = -1.0

    /// The ids of the pointers down, in the order they landed.
    var pointersDown: [Int] { (0..<downCount).map { down[$0].id } }

    /// Takes the pointer down at `index` away, keeping the others in landing order, and
    /// notes it lifted in the sample.
    @inline(__always)
    private mutating func lift(at index: Int) {
        liftedInSample[liftedCount] = down[index].id
        liftedCount &+= 1
        var k = index
        while k &+ 1 < downCount {
            down[k] = down[k &+ 1]
            k &+= 1
        }
        downCount &-= 1
    }

    /// Whether `time` is a valid time on its own (not checking order).
    @inline(__always)
    static func isValidTime(_ time: Double) -> Bool { time >= 0 && time <= TraceDecoder.maxTimeMs }

    /// Whether `number` is a valid pointer id: an integer in `TraceDecoder.pointerIDs`
    /// (in range, the conversion to `Int` and back is exact exactly for integers; it
    /// needs no call of the C library's `trunc`).
    @inline(__always)
    static func isValidPointer(_ number: Double) -> Bool {
        number >= 0 && number <= Double(TraceDecoder.pointerIDs.upperBound)
            && Double(Int(number)) == number
    }

    /// Whether `coordinate` is a valid x or y.
    @inline(__always)
    static func isValidCoordinate(_ coordinate: Double) -> Bool { coordinate.magnitude <= TraceDecoder.maxPoints }

    /// Checks the order rules for an event whose values are already valid on their own,
    /// and records it when it passes; nil means accepted. Work: a search of the pointers
    /// down (at most 20), no allocation once the arrays have grown (tested by
    /// `TouchSequenceRulesTests` against a plain model of the rules on seeded random
    /// sequences, and by `TraceDecoderTests`). Always inlined: the touch-row loop saves
    /// the call and its saved registers per event.
    @inline(__always)
    mutating func accept(time: Double, phase: TouchPhase, pointer: Int) -> Violation? {
        if time < sampleTime { return .timeGoesBackwards(previous: sampleTime) }
        if time != sampleTime {
            sampleTime = time
            liftedCount = 0
        }
        var downIndex: Int?
        var i = 0
        while i < downCount {
            if down[i].id == pointer {
                downIndex = i
                break
            }
            i &+= 1
        }
        if let i = downIndex, down[i].lastEventTime == time {
            // In this sample already: a move then its lift is the one repetition allowed.
            guard phase == .up || phase == .cancel, down[i].moved else { return .pointerRepeatedInSample(pointer) }
            lift(at: i)
            return nil
        }
        var k = 0
        while k < liftedCount {
            if liftedInSample[k] == pointer { return .pointerRepeatedInSample(pointer) }
            k &+= 1
        }
        switch phase {
        case .down:
            guard downIndex == nil else { return .downWhileDown(pointer) }
            guard downCount < TraceDecoder.maxPointersDown else { return .tooManyPointersDown }
            down[downCount] = DownPointer(id: pointer, lastEventTime: time, moved: false)
            downCount &+= 1
        case .move:
            guard let i = downIndex else { return .needsPointerDown(phase, pointer) }
            down[i].lastEventTime = time
            down[i].moved = true
        case .up, .cancel:
            guard let i = downIndex else { return .needsPointerDown(phase, pointer) }
            lift(at: i)
        }
        return nil
    }
}
