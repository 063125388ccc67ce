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

    /// Pointers down and pointers seen in the current sample: at most
    /// `TraceDecoder.maxPointersDown` and twice that (a sample may lift every pointer and
    /// put as many new ones down), so small arrays beat sets.
    private var down: [Int] = []
    private var inSample: [Int] = []
    /// Pointers whose only event in the current sample is a `move` (an `up` or `cancel`
    /// may still follow).
    private var movedInSample: [Int] = []
    private var sampleTime = -1.0

    /// Whether `time` is a valid time on its own (not checking order).
    @inline(__always)
    static func isValidTime(_ time: Double) -> Bool { time >= 0 && time <= TraceDecoder.maxTimeMs }

    /// Whether `number` is a valid pointer id.
    @inline(__always)
    static func isValidPointer(_ number: Double) -> Bool {
        number >= 0 && number <= Double(TraceDecoder.pointerIDs.upperBound)
            && number.rounded(.towardZero) == number
    }

    /// Whether `coordinate` is a valid x or y.
    @inline(__always)
    static func isValidCoordinate(_ coordinate: Double) -> Bool { coordinate.magnitude <= TraceDecoder.maxPoints }

    /// Checks the order rules for an event whose values are already valid on their own,
    /// and records it when it passes; nil means accepted.
    mutating func accept(time: Double, phase: TouchPhase, pointer: Int) -> Violation? {
        if time < sampleTime { return .timeGoesBackwards(previous: sampleTime) }
        if time != sampleTime {
            sampleTime = time
            inSample.removeAll(keepingCapacity: true)
            movedInSample.removeAll(keepingCapacity: true)
        }
        if inSample.contains(pointer) {
            // A move then its lift is the one repetition allowed.
            guard phase == .up || phase == .cancel, let moved = movedInSample.firstIndex(of: pointer) else {
                return .pointerRepeatedInSample(pointer)
            }
            movedInSample.remove(at: moved)
            if let downIndex = down.firstIndex(of: pointer) { down.remove(at: downIndex) }
            return nil
        }
        let downIndex = down.firstIndex(of: pointer)
        switch phase {
        case .down:
            guard downIndex == nil else { return .downWhileDown(pointer) }
            guard down.count < TraceDecoder.maxPointersDown else { return .tooManyPointersDown }
            down.append(pointer)
        case .move:
            guard downIndex != nil else { return .needsPointerDown(phase, pointer) }
            movedInSample.append(pointer)
        case .up, .cancel:
            guard let downIndex else { return .needsPointerDown(phase, pointer) }
            down.remove(at: downIndex)
        }
        inSample.append(pointer)
        return nil
    }
}
