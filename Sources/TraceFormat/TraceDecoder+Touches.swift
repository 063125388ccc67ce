import Gestures
import TraceJSON
/// Decoding and validating `touches`.
///
/// Rules: each event is `[timeMs, phase, pointerId, x, y]`, exactly 5 elements; times
/// are finite, ≥ 0, at most 1e12 and never go backwards; pointer ids are integers in
/// 0...1,000,000; x and y are finite with magnitude at most 1e7 points (they may lie
/// outside the view); `move`, `up` and `cancel` need the pointer down, `down` needs it
/// up; a pointer appears at most once per sample (events with the same time); at most
/// `maxPointersDown` (20) pointers are down at once. Pointers may still be down at the
/// end of the trace; the replay cancels them.
extension TraceDecoder {
    static func touches(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> [TraceTouch] {
        let elements = try array(v, path)
        var result: [TraceTouch] = []
        result.reserveCapacity(elements.count)
        var rules = TouchSequenceRules()
        for (i, element) in elements.enumerated() {
            result.append(try touch(element, index: i, of: path, rules: &rules))
        }
        return result
    }

    /// Element `i` of the `touches` array at `path`, checked on its own and against
    /// `rules` (the state after the elements before it), which it then joins: the one
    /// check of a row read into the tree, by `touches(_:_:)` and by a streamed load whose
    /// fast path declined the array (`TraceFile.loadStreamingTouches`).
    static func touch(_ element: JSONValue, index i: Int, of path: JSONPath,
                      rules: inout TouchSequenceRules) throws(TraceError) -> TraceTouch {
        guard case .array(let fields) = element, fields.count == 5 else {
            let p = path.appending(i)
            guard case .array(let fields) = element else {
                throw failure(p, "expected an array [timeMs, phase, pointerId, x, y], found \(element.kindDescription)")
            }
            throw failure(p, "expected 5 elements [timeMs, phase, pointerId, x, y], found \(fields.count)")
        }
        func fieldPath(_ k: Int) -> JSONPath { path.appending(i).appending(k) }
        guard case .number(let time) = fields[0], TouchSequenceRules.isValidTime(time) else {
            throw slowPathFailure(try timeMs(fields[0], fieldPath(0)), fieldPath(0))
        }
        guard case .string(let phaseName) = fields[1], let phase = TouchPhase(rawValue: phaseName) else {
            let name = try string(fields[1], fieldPath(1))
            throw failure(fieldPath(1), "unknown phase \(quoted(name)); expected one of \(quotedList(TouchPhase.allCases.map(\.rawValue)))")
        }
        guard case .number(let pointerNumber) = fields[2], TouchSequenceRules.isValidPointer(pointerNumber) else {
            throw slowPathFailure(try integer(fields[2], fieldPath(2), in: pointerIDs), fieldPath(2))
        }
        let pointer = Int(pointerNumber)
        guard case .number(let x) = fields[3], TouchSequenceRules.isValidCoordinate(x) else {
            throw slowPathFailure(try number(fields[3], fieldPath(3), magnitudeAtMost: maxPoints), fieldPath(3))
        }
        guard case .number(let y) = fields[4], TouchSequenceRules.isValidCoordinate(y) else {
            throw slowPathFailure(try number(fields[4], fieldPath(4), magnitudeAtMost: maxPoints), fieldPath(4))
        }
        if let violation = rules.accept(time: time, phase: phase, pointer: pointer) {
            throw orderFailure(violation, time: time, fieldPath: fieldPath)
        }
        return TraceTouch(timeMs: time, phase: phase, pointerID: pointer, x: x, y: y)
    }

    /// Checks `touches` (already in memory, say made by a program) against the same rules
    /// as `touches(_:_:)`; the first broken one is an error at `path[i]`.
    static func validate(_ touches: [TraceTouch], _ path: JSONPath) throws(TraceError) {
        var rules = TouchSequenceRules()
        for (i, touch) in touches.enumerated() {
            func fieldPath(_ k: Int) -> JSONPath { path.appending(i).appending(k) }
            _ = try timeMs(.number(touch.timeMs), fieldPath(0))
            _ = try integer(.number(Double(touch.pointerID)), fieldPath(2), in: pointerIDs)
            _ = try number(.number(touch.location.x), fieldPath(3), magnitudeAtMost: maxPoints)
            _ = try number(.number(touch.location.y), fieldPath(4), magnitudeAtMost: maxPoints)
            if let violation = rules.accept(time: touch.timeMs, phase: touch.phase, pointer: touch.pointerID) {
                throw orderFailure(violation, time: touch.timeMs, fieldPath: fieldPath)
            }
        }
    }

    /// The error for a broken order rule (values are valid on their own by then).
    private static func orderFailure(_ violation: TouchSequenceRules.Violation, time: Double,
                                     fieldPath: (Int) -> JSONPath) -> TraceError {
        switch violation {
        case .timeGoesBackwards(let previous):
            return failure(fieldPath(0), "time goes backwards (\(text(time)) after \(text(previous)))")
        case .pointerRepeatedInSample(let pointer):
            return failure(fieldPath(2), "pointer \(pointer) already has an event at \(text(time)) ms "
                           + "(one event per pointer per sample, or a move then its up or cancel)")
        case .downWhileDown(let pointer):
            return failure(fieldPath(1), "\"down\" for pointer \(pointer), which is already down")
        case .tooManyPointersDown:
            return failure(fieldPath(1), "more than \(maxPointersDown) fingers down at once (the simulator models at most \(maxPointersDown))")
        case .needsPointerDown(let phase, let pointer):
            return failure(fieldPath(1), "\(quoted(phase.rawValue)) for pointer \(pointer), which is not down")
        }
    }

    /// The error for a value the fast path rejected but the full validator accepted
    /// (which would be a bug in the fast path; never expected).
    private static func slowPathFailure<T>(_ accepted: T, _ path: JSONPath) -> TraceError {
        failure(path, "invalid value")
    }
}
